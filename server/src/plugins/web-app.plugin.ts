import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { isKnownAppPath } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built web app from `dir`: hashed assets cached for a year, and index.html for every
 * client-side route (404 status for paths the app does not know, so search engines see them as such).
 * API paths that match nothing answer JSON 404.
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, options: { dir: string }) => {
    const built = existsSync(join(options.dir, 'index.html'));
    if (built) {
      await app.register(fastifyStatic, {
        root: options.dir,
        wildcard: false,
        index: false,
        setHeaders(res, path) {
          res.setHeader(
            'Cache-Control',
            path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          );
        },
      });
    }

    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const isApi = path.startsWith('/api/') || path === '/api' || path.startsWith('/trpc');
      if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return reply.code(404).send({ message: `Not found: ${request.method} ${path}` });
      }
      if (!built) {
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .send('The web app is not built yet: run `npm run build` (or `npm start`, which builds it).');
      }
      reply.header('Cache-Control', 'no-cache');
      return reply.code(isKnownAppPath(path) ? 200 : 404).sendFile('index.html');
    });
  },
  { name: 'web-app' },
);
