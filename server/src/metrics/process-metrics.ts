import { collectDefaultMetrics, Registry } from 'prom-client';

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
  }
  return processRegistry;
}
