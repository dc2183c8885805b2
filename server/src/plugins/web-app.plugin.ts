import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_BACKGROUND_ELEMENT_ID } from '@app/contracts';
import { readBackground } from '../media/media-background.service.ts';
import { renderHead, scriptJson } from '../seo/render-head.ts';
import { loadSession } from './session.plugin.ts';
import { resolvePageMeta } from '../seo/resolve-page-meta.ts';
import { siteOrigin } from '../seo/site-origin.ts';

const HEAD_MARKER = '<!--app-head-->';

/** Decodes a URL path; a malformed escape leaves it as it is (it will be a 404, not a 500). */
function safeDecode(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * Serves the built web app from `dir`: hashed assets cached for a year, and for every page path the
 * app's HTML with that page's own head tags (title, description, canonical, Open Graph, Twitter,
 * JSON-LD) already in it, with a 404 status for paths that are no page. API paths that match nothing
 * answer JSON 404.
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, options: { dir: string }) => {
    const indexPath = join(options.dir, 'index.html');
    const template = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;
    if (template) {
      await app.register(fastifyStatic, {
        root: options.dir,
        wildcard: false,
        index: false,
        // The build writes .br and .gz files beside each asset.
        preCompressed: true,
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
      const isApi = path === '/api' || path.startsWith('/api/') || path.startsWith('/trpc');
      if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return reply.code(404).send({ message: `Not found: ${request.method} ${path}` });
      }
      if (!template) {
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .send('The web app is not built yet: run `npm run build` (or `npm start`, which builds it).');
      }
      await loadSession(app.lucia, request, reply);
      const page = await resolvePageMeta(app.orm.em.fork(), safeDecode(path), siteOrigin(request));
      if (page.status === 301 && page.location) {
        const query = request.url.slice(path.length);
        return reply.header('Cache-Control', 'no-cache').redirect(page.location + query, 301);
      }
      // The signed-in user travels with the page, so the app needs no /api/user round trip (and
      // a signed-out visitor's console shows no 401) before it can draw the header. An editable
      // page's saved edits travel too, so its first render already shows them (no flash of the
      // built-in content).
      const initial = {
        user: request.user,
        ...(page.page ? { page: page.page } : {}),
        // The published builder page at this path (or null: none), so the app draws the right page at once.
        ...(page.builderPage ? { builderPage: page.builderPage } : {}),
        // The home page's uploaded background, so a first-time visitor's first render shows it.
        ...(path === '/' ? { backgrounds: { [DEFAULT_BACKGROUND_ELEMENT_ID]: (await readBackground(app.orm.em.fork(), DEFAULT_BACKGROUND_ELEMENT_ID))?.imageUrl ?? null } } : {}),
      };
      const state = `<script type="application/json" id="initial-state">${scriptJson(initial)}</script>`;
      return reply
        .code(page.status)
        .header('Cache-Control', 'private, no-cache')
        .type('text/html; charset=utf-8')
        .send(template.replace(HEAD_MARKER, `${renderHead(page.meta, siteOrigin(request))}\n    ${state}`));
    });
  },
  { name: 'web-app' },
);
