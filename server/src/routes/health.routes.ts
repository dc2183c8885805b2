import type { FastifyInstance } from 'fastify';

/** GET /healthz: 200 {"status":"ok"} when the database answers, 503 when it does not. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', async (request, reply) => {
    try {
      await app.orm.em.getConnection().execute('select 1');
      return { status: 'ok' };
    } catch (error) {
      request.log.warn({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
}
