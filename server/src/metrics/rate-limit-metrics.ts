import { Counter } from 'prom-client';
import { refusalsOf } from '../auth/rate-limit-refusals.ts';
import type { Orm } from '../db/orm.ts';
import type { AppMetrics } from './app-metrics.ts';

/** Records the attempts each rate limiter refused (each a 429), read at each scrape; `limiter` is the limit's bucket name. */
export function recordRateLimitMetrics(metrics: AppMetrics, orm: Orm): void {
  new Counter({
    name: 'rate_limit_refusals_total',
    help: 'Attempts refused by a rate limit (answered 429), by limiter.',
    labelNames: ['limiter'],
    registers: [metrics.registry],
    collect() {
      this.reset();
      for (const [limiter, count] of refusalsOf(orm)) this.inc({ limiter }, count);
    },
  });
}
