import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { processMetricsRegistry } from './process-metrics.ts';

/** Seconds: from a fast cached answer to a slow export (Prometheus's base unit for durations). */
const REQUEST_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds: database queries are mostly well under a millisecond to tens of milliseconds. */
const QUERY_SECONDS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/** The metrics one app instance records, in a registry of its own (several apps may run in one process). */
export interface AppMetrics {
  registry: Registry;
  httpRequests: Counter<'route' | 'method' | 'status'>;
  httpRequestDuration: Histogram<'route' | 'method' | 'status'>;
  sseConnections: Gauge<'stream'>;
  emailsSent: Counter;
  emailsFailed: Counter;
  dbQueryDuration: Histogram<'outcome'>;
  /** The Prometheus text of this app's metrics and the process's. */
  exposition(): Promise<string>;
  /** Its content type (text format 0.0.4). */
  contentType: string;
}

/** A new set of the app's metrics; the collectors read at scrape time (cache, pool, limits) are added by their owners. */
export function createAppMetrics(): AppMetrics {
  const registry = new Registry();
  const registers = [registry];
  return {
    registry,
    httpRequests: new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by route pattern (unmatched: no route), method and status.',
      labelNames: ['route', 'method', 'status'],
      registers,
    }),
    httpRequestDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from receiving a request to the end of its response, by route pattern, method and status (event streams left out).',
      labelNames: ['route', 'method', 'status'],
      buckets: REQUEST_SECONDS,
      registers,
    }),
    sseConnections: new Gauge({
      name: 'sse_connections_open',
      help: 'Server-sent event streams open now, by stream.',
      labelNames: ['stream'],
      registers,
    }),
    emailsSent: new Counter({
      name: 'emails_sent_total',
      help: "E-mails this instance's mail queue worker handed to the transport (SMTP relay or outbox folder).",
      registers,
    }),
    emailsFailed: new Counter({
      name: 'emails_failed_total',
      help: "Delivery attempts of this instance's mail queue worker that the transport refused or failed (a retried e-mail counts each time).",
      registers,
    }),
    dbQueryDuration: new Histogram({
      name: 'db_query_duration_seconds',
      help: "Database query time on the app's connection pool, by outcome (ok or error).",
      labelNames: ['outcome'],
      buckets: QUERY_SECONDS,
      registers,
    }),
    // Merged per scrape: collectors registered after this (by the cache, pool and limits) are included.
    exposition: () => Registry.merge([processMetricsRegistry(), registry]).metrics(),
    contentType: registry.contentType,
  };
}
