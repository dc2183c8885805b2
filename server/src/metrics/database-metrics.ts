import type { Knex } from '@mikro-orm/postgresql';
import { Gauge } from 'prom-client';
import type { Orm } from '../db/orm.ts';
import type { AppMetrics } from './app-metrics.ts';

/** What the pool (tarn, under knex) says about itself. */
interface PoolState {
  max: number;
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
  numPendingCreates(): number;
}

/** A query as knex reports it in its `query`, `query-response` and `query-error` events. */
interface QueryEvent {
  __knexQueryUid?: string;
}

/** The knex instance under the ORM's connection (MikroORM 6's SQL drivers run on knex). */
function knexOf(orm: Orm): Knex {
  return orm.em.getConnection().getKnex();
}

/**
 * Records the ORM's connection pool (its size, the connections in use, the acquisitions waiting) read at each
 * scrape, and every query's duration from knex's query events. Returns the function that stops listening
 * (for the app's close). Apps sharing one ORM share its pool, so each reports the same pool and queries.
 */
export function recordDatabaseMetrics(metrics: AppMetrics, orm: Orm): () => void {
  const knex = knexOf(orm);
  const pool = () => (knex.client as { pool?: PoolState }).pool;
  const registers = [metrics.registry];
  new Gauge({
    name: 'db_pool_size',
    help: 'Connections the database pool may open at most.',
    registers,
    collect() {
      this.set(pool()?.max ?? 0);
    },
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections now, by state (used: lent to a query or transaction; free: idle and open).',
    labelNames: ['state'],
    registers,
    collect() {
      const state = pool();
      this.set({ state: 'used' }, state?.numUsed() ?? 0);
      this.set({ state: 'free' }, state?.numFree() ?? 0);
    },
  });
  new Gauge({
    name: 'db_pool_pending_acquires',
    help: 'Requests waiting for a database pool connection now.',
    registers,
    collect() {
      this.set(pool()?.numPendingAcquires() ?? 0);
    },
  });

  const started = new Map<string, bigint>();
  const onQuery = (query: QueryEvent) => {
    if (query.__knexQueryUid) started.set(query.__knexQueryUid, process.hrtime.bigint());
  };
  const finish = (query: QueryEvent, outcome: 'ok' | 'error') => {
    const uid = query.__knexQueryUid;
    const start = uid === undefined ? undefined : started.get(uid);
    if (start === undefined) return;
    started.delete(uid!);
    metrics.dbQueryDuration.observe({ outcome }, Number(process.hrtime.bigint() - start) / 1e9);
  };
  const onResponse = (_response: unknown, query: QueryEvent) => finish(query, 'ok');
  const onError = (_error: unknown, query: QueryEvent) => finish(query, 'error');
  knex.on('query', onQuery);
  knex.on('query-response', onResponse);
  knex.on('query-error', onError);
  return () => {
    knex.off('query', onQuery);
    knex.off('query-response', onResponse);
    knex.off('query-error', onError);
    started.clear();
  };
}
