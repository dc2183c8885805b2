import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';

let processRegistry: Registry | undefined;

/**
 * The Node process's own metrics (CPU, memory, heap, event-loop delay, handles), kept in one registry per
 * process: they describe the process, not an app, so the several apps a test process builds share it rather
 * than each starting its own event-loop monitor. Never prom-client's global default registry.
 */
export function processMetricsRegistry(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
    // prom-client's counts of active handles, requests and resources are gauges named `_total`, a suffix
    // Prometheus keeps for counters (`promtool check metrics` refuses them); each is the sum of the same
    // gauge by type without the suffix (`nodejs_active_handles`), which stays.
    for (const metric of processRegistry.getMetricsAsArray()) {
      if (metric instanceof Gauge && metric.name.endsWith('_total')) processRegistry.removeSingleMetric(metric.name);
    }
  }
  return processRegistry;
}
