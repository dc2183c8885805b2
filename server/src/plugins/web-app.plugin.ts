import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_BACKGROUND_ELEMENT_ID, PAGE_ADDRESS_META, formNotice, type FormResult } from '@app/contracts';
import { readBackground } from '../media/media-background.service.ts';
import { renderHead, scriptJson } from '../seo/render-head.ts';
import { escapeHtml } from '../html/escape-html.ts';
import { isAdminPath } from '../http/admin-access.ts';
import { canonicalPagePath, isLocalPath, tidyPageUrl } from './canonical-path.ts';
import { decodedPath, isApiPath, movedPermanently, pathOf, withoutTrailingSlash } from '../http/request-path.ts';
import { loadSession } from './session.plugin.ts';
import { resolvePageMeta } from '../public-pages/resolve-page-meta.ts';
import { isPreviewPath, setPreviewHeaders } from '../preview/preview-page.ts';
import { siteOrigin } from '../seo/site-origin.ts';
import { compressStream, preferredEncoding } from '../ssr/compress-stream.ts';
import { hashInlineScripts } from '../ssr/inline-scripts.ts';
import { loadPageRenderer, type PageRenderer } from '../ssr/page-renderer.ts';
import type { SsrRenderOptions } from '../ssr/ssr-entry.ts';
import { appRouter } from '../trpc/app-router.ts';
import { createContextInner } from '../trpc/context.ts';

const HEAD_MARKER = '<!--app-head-->';

/** A page to render: its path, and for a refused form post the status and the form's state. */
export interface PageToServe {
  path: string;
  /** The address the page is rendered at (path and query), when it is not the request's own (a form post's). */
  url?: string;
  status?: number;
  formResult?: FormResult;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route serves one built file (set on the routes @fastify/static registers, one per file). */
    staticFile?: boolean;
  }
  interface FastifyInstance {
    /**
     * Renders the page at `path` for this request: its head, its server-rendered body (the empty shell for
     * admin screens) and its embedded state. The not-found handler serves every GET page with it; a form
     * post refused without JavaScript serves the form's page again with it.
     */
    servePage(request: FastifyRequest, reply: FastifyReply, page: PageToServe): Promise<FastifyReply>;
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
  pageUrl: string,
  notFound: boolean,
): Promise<boolean> {
  const nonce = randomBytes(16).toString('base64');
  const em = request.server.orm.em.fork();
  const context = createContextInner({
    em,
    user: request.user,
    session: request.session,
    ip: request.ip,
    siteSearch: request.server.siteSearch,
  });
  try {
    const rendered = await renderer.render(html, {
      // A refused form post renders the form's page (its own address is the REST adapter's).
      url: `${siteOrigin(request)}${pageUrl}`,
      userAgent: request.headers['user-agent'],
      signal: disconnectSignal(reply),
      nonce,
      initialState,
      notFound,
      trpc: { router: appRouter, createContext: async () => context },
    });
    if (rendered.kind === 'redirect') {
      // A page the server found no page at is a 404, not a route's redirect: the browser renders it from the shell.
      if (notFound) return false;
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
 * screens get the empty shell. API paths that match nothing answer JSON 404. `islands: false` serves
 * every page as the app (a benchmark's baseline).
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, options: { dir: string; islands?: boolean }) => {
    const indexPath = join(options.dir, 'index.html');
    const template = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;
    const renderer = template ? await loadPageRenderer(options.dir, { islands: options.islands ?? true }) : null;
    if (template) {
      // In a scope of their own, so these hooks apply to the built files' routes alone (one route per file).
      await app.register(async (files) => {
        // Marked, so the request metrics give them all one route label.
        files.addHook('onRoute', (route) => {
          route.config = { ...route.config, staticFile: true };
        });
        // @fastify/static picks a file's .br or .gz copy by Accept-Encoding: it is told the coding chosen by the
        // app's one negotiation, so a file and a page asked for with the same header come in the same coding.
        files.addHook('onRequest', async (request) => {
          request.headers['accept-encoding'] = preferredEncoding(request.headers['accept-encoding']) ?? 'identity';
        });
        await files.register(fastifyStatic, {
          root: options.dir,
          wildcard: false,
          index: false,
          // The page template is filled in for each page, never sent raw: /index.html is no page (a 404).
          globIgnore: ['index.html', 'index.html.br', 'index.html.gz'],
          // The build writes .br and .gz files beside each asset.
          preCompressed: true,
          // Cache-Control is ours (setHeaders): the default `public, max-age=0` would replace it.
          cacheControl: false,
          setHeaders(res, path) {
            res.setHeader('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
            // With preCompressed, any path may be sent brotli, gzip or plain by what the browser accepts (the
            // build decides which files have copies): a shared cache must keep them apart.
            res.setHeader('Vary', 'Accept-Encoding');
          },
        });
      });
    }

    /** Renders the page at `path` for this request (see `servePage` on FastifyInstance). */
    async function servePage(request: FastifyRequest, reply: FastifyReply, page: PageToServe): Promise<FastifyReply> {
      if (!template) {
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .send('The web app is not built yet: run `npm run build` (or `npm start`, which builds it).');
      }
      const { path } = page;
      if (!request.session) await loadSession(app.lucia, request, reply);
      const origin = siteOrigin(request);
      const query = request.url.slice(pathOf(request.url).length);
      const meta = await resolvePageMeta(app.orm.em.fork(), decodedPath(path), origin, new URLSearchParams(query));
      if (meta.status === 301 && meta.location && !page.formResult) {
        return movedPermanently(reply, meta.location + (meta.locationHasQuery ? '' : query));
      }
      const notice = formNotice(new URLSearchParams(query).get('notice'));
      // The signed-in user travels with the page, so the app needs no /api/user round trip (and
      // a signed-out visitor's console shows no 401) before it can draw the header. An editable
      // page's saved edits travel too, so its first render already shows them (no flash of the
      // built-in content).
      const initial: SsrRenderOptions['initialState'] = {
        user: request.user,
        ...(meta.page ? { page: meta.page } : {}),
        // The published builder page at this path (or null: none), so the app draws the right page at once.
        ...(meta.builderPage ? { builderPage: meta.builderPage } : {}),
        // The home page's uploaded background, so a first-time visitor's first render shows it.
        ...(path === '/'
          ? {
              backgrounds: {
                [DEFAULT_BACKGROUND_ELEMENT_ID]: (await readBackground(app.orm.em.fork(), DEFAULT_BACKGROUND_ELEMENT_ID))?.imageUrl ?? null,
              },
            }
          : {}),
        // A form posted without JavaScript and refused: the page shows it again, filled in, with what is wrong.
        ...(page.formResult ? { formResult: page.formResult } : {}),
        // A form posted without JavaScript succeeded: the page it led to says so.
        ...(notice ? { notice } : {}),
      };
      // A refused form post is answered at the adapter's address: the page names its own, for the app to put back.
      const head = `${renderHead(meta.meta, origin)}${page.url ? `\n    <meta name="${PAGE_ADDRESS_META}" content="${escapeHtml(page.url)}" />` : ''}`;
      let status: number = page.status ?? meta.status;
      // A path that is no page: its redirect rule answers first (or a 410 for one gone for good); else it is counted.
      if (meta.status === 404 && page.status === undefined && !isAdminPath(path)) {
        const missing = await app.missingPages.answer(request, reply, path);
        if ('redirected' in missing) return missing.redirected;
        status = missing.status;
      }
      reply.code(status).type('text/html; charset=utf-8');
      // Its address carries a password-reset token: no cache, shared or not, may keep the page; nor a refused form's answer.
      if (path === '/reset-password' || page.formResult) reply.header('Cache-Control', 'no-store');
      // A draft's share link (or what answers a dead one): kept by no shared cache, unindexed, its token never in a Referer.
      if (isPreviewPath(path)) setPreviewHeaders(reply);
      // The admin screens are rendered in the browser only: the server sends them the empty app shell.
      if (renderer && !isAdminPath(path)) {
        // A function replacer: admin text in the head may hold `$'`, `$&`..., which a string replacement expands.
        const html = template.replace(HEAD_MARKER, () => head);
        // A path the server found no page at is rendered as the not-found page, whatever route the app's router
        // would match it with (its matching ignores case and doubled slashes): the status and the body agree.
        // Its router would also redirect a doubled or trailing slash: the server has decided, so the not-found page is
        // rendered at the address with tidy slashes.
        const notFound = reply.statusCode === 404 || reply.statusCode === 410;
        const pageUrl = page.url ?? (notFound ? tidyPageUrl(request.url) : request.url);
        if (await sendRendered(renderer, html, request, reply, initial, pageUrl, notFound)) return reply;
      }
      const state = `<script type="application/json" id="initial-state">${scriptJson(initial)}</script>`;
      return reply.send(template.replace(HEAD_MARKER, () => `${head}\n    ${state}`));
    }
    app.decorate('servePage', servePage);

    app.setNotFoundHandler(async (request, reply) => {
      const path = pathOf(request.url);
      if (isApiPath(path) || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return reply.code(404).send({ message: `Not found: ${request.method} ${path}` });
      }
      // One address per page: another spelling of a page's (`/Pricing`, `//blog/`, `/%66eatures`) moves permanently
      // to it, a trailing slash to the address without it; any other path is the not-found page, never a page's body.
      const canonical = canonicalPagePath(path);
      const query = request.url.slice(path.length);
      if (canonical !== path && isLocalPath(canonical)) {
        const target = await resolvePageMeta(app.orm.em.fork(), decodedPath(canonical), siteOrigin(request), new URLSearchParams(query));
        // The old address of a moved page goes straight to where the page lives now: one hop, not two.
        if (target.status === 301 && target.location) {
          return movedPermanently(reply, target.location + (target.locationHasQuery ? '' : query));
        }
        if (target.status !== 404) return reply.redirect(canonical + query, 308);
        // No page there either: a redirect rule for it answers at once (an old link's trailing slash is one hop).
        const missing = await app.missingPages.answer(request, reply, canonical, { count: false });
        if ('redirected' in missing) return missing.redirected;
      }
      const bare = withoutTrailingSlash(path);
      if (bare !== null) return reply.redirect(bare + query, 308);
      return servePage(request, reply, { path });
    });
  },
  { name: 'web-app' },
);
