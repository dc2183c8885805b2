import type { FastifyInstance } from 'fastify';
import { NO_STORE } from '../plugins/http-cache.plugin.ts';
import { METRICS_PATH } from './metrics.plugin.ts';

/**
 * GET /metrics: the app's and the process's metrics in the Prometheus text format, to the addresses
 * METRICS_ALLOW names only; anyone else gets the ordinary not-found answer (the endpoint is not advertised).
 */
export async function metricsRoutes(app: FastifyInstance): Promise<void> {
  app.get(METRICS_PATH, async (request, reply) => {
    // request.ip is the socket's address, or the proxy's word for the client only when TRUST_PROXY believes it.
    if (!app.config.metricsAllow.allows(request.ip)) return reply.callNotFound();
    const text = await app.metrics.exposition();
    return reply.header('Cache-Control', NO_STORE).type(app.metrics.contentType).send(text);
  });
}
