import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_BACKGROUND_ELEMENT_ID } from '@app/contracts';
import { readBackground } from '../media/media-background.service.ts';
import { renderHead, scriptJson } from '../seo/render-head.ts';
import { isAdminPath } from './admin-access.ts';
import { loadSession } from './session.plugin.ts';
import { resolvePageMeta } from '../seo/resolve-page-meta.ts';
import { siteOrigin } from '../seo/site-origin.ts';
import { compressStream } from '../ssr/compress-stream.ts';
import { hashInlineScripts } from '../ssr/inline-scripts.ts';
import { loadPageRenderer, type PageRenderer } from '../ssr/page-renderer.ts';
import type { SsrRenderOptions } from '../ssr/ssr-entry.ts';
import { appRouter } from '../trpc/app-router.ts';
import { createContextInner } from '../trpc/context.ts';

const HEAD_MARKER = '<!--app-head-->';

/** Decodes a URL path; a malformed escape leaves it as it is (it will be a 404, not a 500). */
function safeDecode(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** An AbortSignal that fires when the visitor goes away before the page has been sent. */
function disconnectSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort(new Error('The visitor went away'));
  });
  return controller.signal;
}

/** The whole text of a stream. */
async function readAll(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Server-renders a page into `html` (its head already filled in) and sends it, streamed, with its
 * scripts allowed by a fresh nonce (to an anonymous visitor: whole, its scripts allowed by their hashes,
 * to be kept for the next ones); follows a route's redirect. False when rendering failed before
 * anything was sent, so the caller can send the page for the browser to render instead.
 */
async function sendRendered(
  renderer: PageRenderer,
  html: string,
  request: FastifyRequest,
  reply: FastifyReply,
  initialState: SsrRenderOptions['initialState'],
): Promise<boolean> {
  const nonce = randomBytes(16).toString('base64');
  const em = request.server.orm.em.fork();
  const context = createContextInner({ em, user: request.user, session: request.session, ip: request.ip });
  try {
    const rendered = await renderer.render(html, {
      url: `${siteOrigin(request)}${request.url}`,
      userAgent: request.headers['user-agent'],
      signal: disconnectSignal(reply),
      nonce,
      initialState,
      trpc: { router: appRouter, createContext: async () => context },
    });
    if (rendered.kind === 'redirect') {
      await reply.redirect(rendered.location, rendered.status);
      return true;
    }
    if (request.readTrace) {
      // An anonymous visitor: the page is the same for all of them, so it is sent whole and kept (the
      // HTTP cache plugin compresses it once and serves it to the next visitors without rendering).
      const shared = hashInlineScripts(await readAll(rendered.body), nonce);
      reply.cspScriptHashes = shared.hashes;
      await reply.send(shared.html);
      return true;
    }
    reply.cspNonce = nonce;
    const compressed = compressStream(rendered.body, request.headers['accept-encoding']);
    reply.header('Vary', 'Accept-Encoding');
    if (compressed.encoding) reply.header('Content-Encoding', compressed.encoding);
    await reply.send(compressed.stream);
    return true;
  } catch (error) {
    request.log.error({ err: error, url: request.url }, 'Server rendering failed; the browser renders the page');
    return false;
  }
}

/**
 * Serves the built web app from `dir`: hashed assets cached for a year, and for every page path the
 * app's HTML with that page's own head tags (title, description, canonical, Open Graph, Twitter,
 * JSON-LD) already in it, with a 404 status for paths that are no page. Public pages are rendered on
 * the server (the SSR build beside `dir`), so their HTML carries their whole content; the admin
 * screens get the empty shell. API paths that match nothing answer JSON 404.
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, options: { dir: string }) => {
    const indexPath = join(options.dir, 'index.html');
    const template = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;
    const renderer = template ? await loadPageRenderer(options.dir) : null;
    if (template) {
      await app.register(fastifyStatic, {
        root: options.dir,
        wildcard: false,
        index: false,
        // The build writes .br and .gz files beside each asset.
        preCompressed: true,
        // Cache-Control is ours (setHeaders): the default `public, max-age=0` would replace it.
        cacheControl: false,
        setHeaders(res, path) {
          res.setHeader(
            'Cache-Control',
            path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          );
          // With preCompressed, any path may be sent brotli, gzip or plain by what the browser accepts (the
          // build decides which files have copies): a shared cache must keep them apart.
          res.setHeader('Vary', 'Accept-Encoding');
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
      const origin = siteOrigin(request);
      const page = await resolvePageMeta(app.orm.em.fork(), safeDecode(path), origin);
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
      const head = renderHead(page.meta, origin);
      reply.code(page.status).type('text/html; charset=utf-8');
      // Its address carries a password-reset token: no cache, shared or not, may keep the page.
      if (path === '/reset-password') reply.header('Cache-Control', 'no-store');
      // The admin screens are rendered in the browser only: the server sends them the empty app shell.
      if (renderer && request.method === 'GET' && !isAdminPath(path)) {
        const html = template.replace(HEAD_MARKER, head);
        if (await sendRendered(renderer, html, request, reply, initial)) return reply;
      }
      const state = `<script type="application/json" id="initial-state">${scriptJson(initial)}</script>`;
      return reply.send(template.replace(HEAD_MARKER, `${head}\n    ${state}`));
    });
  },
  { name: 'web-app' },
);
