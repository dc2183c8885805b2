import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** True when a state-changing request comes from this site (Origin host, or Sec-Fetch-Site). */
export function isSameOriginRequest(request: FastifyRequest, trustedOrigins: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (origin) {
    if (trustedOrigins.includes(origin)) return true;
    try {
      return new URL(origin).host === request.headers.host;
    } catch {
      return false;
    }
  }
  return request.headers['sec-fetch-site'] === 'same-origin';
}

/**
 * CSRF defence: every request other than GET, HEAD and OPTIONS (REST and tRPC mutations alike) must
 * come from this site, else 403. Works with the SameSite=Lax session cookie.
 */
export const originCheckPlugin = fp(
  async (app: FastifyInstance, options: { trustedOrigins: readonly string[] }) => {
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method)) return;
      if (!isSameOriginRequest(request, options.trustedOrigins)) {
        throw new AppError(403, 'Request refused: it did not come from this site (missing or foreign Origin header).');
      }
    });
  },
  { name: 'origin-check', dependencies: ['errors'] },
);
