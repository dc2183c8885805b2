import { Counter } from 'prom-client';
import { readCacheOf } from '../cache/read-cache.ts';
import type { Orm } from '../db/orm.ts';
import type { AppMetrics } from './app-metrics.ts';

/** The two counters and what each counts. */
const LOOKUP_COUNTERS = [
  { name: 'cache_hits_total', outcome: 'hits', help: 'Lookups answered from the in-process cache' },
  { name: 'cache_misses_total', outcome: 'misses', help: 'Lookups the in-process cache could not answer' },
] as const;

/**
 * Records the read cache's hits and misses, read from its counts at each scrape: `cache="read"` for cached
 * database reads, `cache="response"` for whole anonymous answers kept by the HTTP cache.
 */
export function recordCacheMetrics(metrics: AppMetrics, orm: Orm): void {
  const { lookups } = readCacheOf(orm);
  for (const { name, outcome, help } of LOOKUP_COUNTERS) {
    new Counter({
      name,
      help: `${help}, by cache (read: database reads; response: whole anonymous answers).`,
      labelNames: ['cache'],
      registers: [metrics.registry],
      collect() {
        this.reset();
        this.inc({ cache: 'read' }, lookups.read[outcome]);
        this.inc({ cache: 'response' }, lookups.response[outcome]);
      },
    });
  }
}
