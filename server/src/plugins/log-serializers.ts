import type { FastifyRequest } from 'fastify';
import { redactUrl } from './url-secrets.ts';

/**
 * The app logger's serializers, the one place a URL is written to the log: a request (`req`, as Fastify logs
 * every request) and any `url` field are logged with their secrets (reset and invitation tokens, in any query
 * shape) redacted. Otherwise the fields of Fastify's own request serializer.
 */
export const logSerializers = {
  req(request: FastifyRequest) {
    const version = request.headers?.['accept-version'];
    return {
      method: request.method,
      url: redactUrl(request.url),
      version: Array.isArray(version) ? version.join(', ') : version,
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
  url(url: unknown) {
    return typeof url === 'string' ? redactUrl(url) : url;
  },
};
