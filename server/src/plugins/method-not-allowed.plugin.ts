import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { resolvePageMeta } from '../public-pages/resolve-page-meta.ts';
import { siteOrigin } from '../seo/site-origin.ts';
import { decodedPath, isApiPath, pathOf } from '../http/request-path.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The clients the route exists for, when not everyone (GET /metrics: the addresses METRICS_ALLOW names). To
     * anyone else its path names no resource: another method there is the same 404 as anywhere, not a 405.
     */
    visibleTo?: (request: FastifyRequest) => boolean;
  }
}

/** A registered route's URL (`/media/:file`) as a pattern matching the concrete paths it answers. */
function routePattern(url: string): RegExp {
  const source = url
    .split(/(:\w+|\*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * A method a resource does not support is answered 405 with `Allow` naming the ones it does, not 404: for a
 * registered route (robots.txt, the sitemap, the REST adapters, the built files) the methods registered at its
 * URL (a GET of a form's POST route too), for a page of the web app GET and HEAD. Anything else stays a 404. Registered before the origin check:
 * a request no route takes changes nothing, so it needs none.
 */
export const methodNotAllowedPlugin = fp(
  async (app: FastifyInstance) => {
    let patterns: Array<{ method: string; pattern: RegExp; visibleTo: ((request: FastifyRequest) => boolean) | undefined }> | null = null;

    /** The methods `path` answers to; empty when it names no resource. */
    async function allowedMethods(request: FastifyRequest, path: string): Promise<string[]> {
      patterns ??= app.routeSummaries.map((route) => ({
        method: route.method,
        pattern: routePattern(route.url),
        visibleTo: route.visibleTo,
      }));
      const registered = new Set(
        patterns.filter((route) => route.pattern.test(path) && (route.visibleTo?.(request) ?? true)).map((route) => route.method),
      );
      if (registered.size > 0) return [...registered];
      // A GET that no route takes is a page's (or the 404 page).
      if (isApiPath(path) || request.method === 'GET' || request.method === 'HEAD') return [];
      const page = await resolvePageMeta(app.orm.em.fork(), decodedPath(path), siteOrigin(request));
      return page.status === 404 ? [] : ['GET', 'HEAD'];
    }

    app.addHook('onRequest', async (request, reply) => {
      if (!request.is404) return;
      const path = pathOf(request.url);
      const allowed = await allowedMethods(request, path);
      if (allowed.length === 0) return;
      return reply
        .code(405)
        .header('Allow', allowed.join(', '))
        .header('Cache-Control', 'no-store')
        .send({ message: `${request.method} is not supported on ${path}; it answers ${allowed.join(', ')}.` });
    });
  },
  { name: 'method-not-allowed' },
);
