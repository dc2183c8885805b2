import type { FastifyInstance } from 'fastify';
import { pendingMigrations } from '../db/orm.ts';

/**
 * GET /healthz (liveness): 200 {"status":"ok"} when the database answers, 503 when it does not.
 * GET /readyz (readiness): 200 {"status":"ready"} when the database answers and every migration is applied;
 * otherwise 503 {"status":"unavailable","failed":"database"|"migrations",…}. Neither answer is kept by any cache
 * (`no-store`, with an ETag as every GET).
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', { config: { noStore: true } }, async (request, reply) => {
    try {
      await app.orm.em.getConnection().execute('select 1');
      return { status: 'ok' };
    } catch (error) {
      request.log.warn({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });

  app.get('/readyz', { config: { noStore: true } }, async (request, reply) => {
    let pending: string[];
    try {
      pending = await pendingMigrations(app.orm);
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check: database unreachable');
      return reply.code(503).send({ status: 'unavailable', failed: 'database', message: 'The database does not answer.' });
    }
    if (pending.length > 0) {
      request.log.warn({ pending }, 'readiness check: migrations not applied');
      return reply.code(503).send({
        status: 'unavailable',
        failed: 'migrations',
        message: `${pending.length} migration(s) not applied; restart the server to apply them.`,
        pendingMigrations: pending.length,
      });
    }
    return { status: 'ready' };
  });
}
