import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppMetrics } from './app-metrics.ts';
import { recordCacheMetrics } from './cache-metrics.ts';
import { recordDatabaseMetrics } from './database-metrics.ts';
import { recordHttpMetrics } from './http-metrics.ts';
import { recordRateLimitMetrics } from './rate-limit-metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's metrics (its own registry), served at /metrics. */
    metrics: AppMetrics;
  }
}

/** Where the metrics are served (metrics.routes.ts). */
export const METRICS_PATH = '/metrics';

/**
 * Records the app's metrics (requests, cache, database, rate limits; the mailer and event streams record
 * their own through `app.metrics`), registered before the other plugins so every answer is counted. The
 * scrape itself (GET /metrics) is not counted in `http_requests_total`.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, options: { metrics: AppMetrics }) => {
    const { metrics } = options;
    app.decorate('metrics', metrics);
    recordHttpMetrics(app, metrics, new Set([METRICS_PATH]));
    recordCacheMetrics(metrics, app.orm);
    recordRateLimitMetrics(metrics, app.orm);
    const stopDatabaseMetrics = recordDatabaseMetrics(metrics, app.orm);
    app.addHook('onClose', async () => stopDatabaseMetrics());
  },
  { name: 'metrics' },
);
