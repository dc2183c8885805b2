import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NO_STORE } from '../http/cache-headers.ts';
import { METRICS_PATH } from './metrics.plugin.ts';

/**
 * Whether the request comes from an address METRICS_ALLOW names. request.ip is the socket's address, or the
 * proxy's word for the client only when TRUST_PROXY believes it.
 */
function mayReadMetrics(request: FastifyRequest): boolean {
  return request.server.config.metricsAllow.allows(request.ip);
}

/**
 * GET /metrics: the app's and the process's metrics in the Prometheus text format, to the addresses
 * METRICS_ALLOW names only; anyone else gets the ordinary not-found answer, whatever the method (the endpoint
 * is not advertised: no 405 naming its methods either).
 */
export async function metricsRoutes(app: FastifyInstance): Promise<void> {
  app.get(METRICS_PATH, { config: { visibleTo: mayReadMetrics } }, async (request, reply) => {
    if (!mayReadMetrics(request)) return reply.callNotFound();
    const text = await app.metrics.exposition();
    return reply.header('Cache-Control', NO_STORE).type(app.metrics.contentType).send(text);
  });
}
