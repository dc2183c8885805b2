import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { listenForInvalidations } from '../cache/cache-invalidation.ts';
import { readCacheOf } from '../cache/read-cache.ts';
import type { DatabaseTarget } from '../db/database-target.ts';

/**
 * Keeps this instance's read cache in step with writes made by other instances: on a PostgreSQL that
 * several processes may share, a dedicated connection LISTENs for the tables' write notifications. The
 * embedded database serves one process, whose own writes invalidate in-process, so it needs none.
 */
export const readCachePlugin = fp(
  async (app: FastifyInstance, options: { database: DatabaseTarget }) => {
    if (options.database.singleConnection) return;
    const listener = listenForInvalidations(readCacheOf(app.orm), options.database, app.log);
    // Serve nothing from the cache before the listener can hear of other instances' writes.
    await listener.ready;
    app.addHook('onClose', () => listener.stop());
  },
  { name: 'read-cache' },
);
