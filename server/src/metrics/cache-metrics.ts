import { Counter } from 'prom-client';
import { readCacheOf } from '../cache/read-cache.ts';
import type { Orm } from '../db/orm.ts';
import type { AppMetrics } from './app-metrics.ts';

/**
 * Records the read cache's hits and misses, read from its counts at each scrape: `cache="read"` for cached
 * database reads, `cache="response"` for whole anonymous answers kept by the HTTP cache.
 */
export function recordCacheMetrics(metrics: AppMetrics, orm: Orm): void {
  const { lookups } = readCacheOf(orm);
  const registers = [metrics.registry];
  new Counter({
    name: 'cache_hits_total',
    help: 'Lookups answered from the in-process cache, by cache (read: database reads; response: whole anonymous answers).',
    labelNames: ['cache'],
    registers,
    collect() {
      this.reset();
      this.inc({ cache: 'read' }, lookups.read.hits);
      this.inc({ cache: 'response' }, lookups.response.hits);
    },
  });
  new Counter({
    name: 'cache_misses_total',
    help: 'Lookups the in-process cache could not answer, by cache (read: database reads; response: whole anonymous answers).',
    labelNames: ['cache'],
    registers,
    collect() {
      this.reset();
      this.inc({ cache: 'read' }, lookups.read.misses);
      this.inc({ cache: 'response' }, lookups.response.misses);
    },
  });
}
