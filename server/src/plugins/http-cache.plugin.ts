import { isStaff } from '@app/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { readCacheOf, type ReadTrace } from '../cache/read-cache.ts';
import { RendersInFlight } from '../cache/renders-in-flight.ts';
import { isAdminPath } from '../http/admin-access.ts';
import { etagMatches, etagOf, NO_STORE, PRIVATE_CACHE, PUBLIC_CACHE, CDN_CACHE } from '../http/cache-headers.ts';
import { carriesSecret } from './url-secrets.ts';
import { compressBody, preferredEncoding, type ContentEncoding } from '../ssr/compress-stream.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every answer of this route is `no-store` (health checks: a cached "ready" is a lie); it keeps its ETag and 304s. */
    noStore?: boolean;
  }
  interface FastifyRequest {
    /** The cached reads an anonymous GET made, so its response can be kept with them; else null. */
    readTrace: ReadTrace | null;
    /** Ends this request's render that others asking for the same address wait for (see RendersInFlight); else null. */
    renderEnded: (() => void) | null;
  }
}

/** A response kept for anonymous visitors. */
interface KeptResponse {
  body: Buffer;
  contentType: string;
  /** The identity body's ETag; a compressed copy's is derived from it (`representationEtag`). */
  etag: string;
  vary: string;
  /** A server-rendered page's inline-script hashes, for its Content-Security-Policy. */
  scriptHashes: readonly string[] | null;
  /** The body compressed, per coding, made on first request. */
  encoded: Partial<Record<ContentEncoding, Buffer>>;
}

/** How long a request for a page another request is rendering waits for that copy at most (ms) before rendering too. */
const RENDER_WAIT_MAX_MS = 10_000;

/** Answers smaller than this are sent as they are: compressing them saves less than it costs. */
const COMPRESS_FROM_BYTES = 1024;
const COMPRESSIBLE = /^(text\/|application\/(json|xml|rss\+xml|javascript))/;

/** Whether this body is sent compressed to clients that accept it; if so, Vary says Accept-Encoding. */
function varyOnEncoding(reply: FastifyReply, body: string | Buffer, contentType: string): boolean {
  if (Buffer.byteLength(body) < COMPRESS_FROM_BYTES || !COMPRESSIBLE.test(contentType)) return false;
  const vary = reply.getHeader('vary')?.toString();
  if (!vary?.toLowerCase().includes('accept-encoding')) reply.header('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  return true;
}

/** The coding this body is sent in to this request (undefined: as it is); Vary names Accept-Encoding when it may be compressed. */
function chooseEncoding(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string | Buffer,
  contentType: string,
): ContentEncoding | undefined {
  if (!varyOnEncoding(reply, body, contentType)) return undefined;
  return preferredEncoding(request.headers['accept-encoding']);
}

/**
 * The strong ETag of one representation: the identity body's own, and for a compressed one that ETag with the
 * coding added (`"…-br"`), so a cache holding the gzip bytes never revalidates them against the brotli ones.
 * The bytes behind each stay the same, since a body is always compressed at the same level for its audience.
 */
export function representationEtag(identityEtag: string, encoding: ContentEncoding | undefined): string {
  if (!encoding) return identityEtag;
  const weak = identityEtag.startsWith('W/') ? 'W/' : '';
  return `${weak}"${identityEtag.slice(weak.length).replace(/^"|"$/g, '')}-${encoding}"`;
}

/**
 * `body` in `encoding` (as it is when undefined), setting Content-Encoding. `encoded` is a kept response's
 * compressed bodies, made once and sent many times; `shared` bodies (public answers, the same for every
 * visitor) are compressed harder than one browser's own.
 */
function encodeBody(
  reply: FastifyReply,
  body: string | Buffer,
  encoding: ContentEncoding | undefined,
  shared: boolean,
  encoded?: Partial<Record<ContentEncoding, Buffer>>,
): string | Buffer {
  if (!encoding) return body;
  reply.header('Content-Encoding', encoding);
  return encoded ? (encoded[encoding] ??= compressBody(body, encoding, shared)) : compressBody(body, encoding, shared);
}

/** The Cache-Control a successful GET gets when its route chose none. */
function cacheControlFor(request: FastifyRequest, reply: FastifyReply): string {
  // An address carrying a token (a reset or invitation link, a tRPC lookup of one): no cache may keep its answer.
  if (request.routeOptions.config?.noStore || isAdminPath(request.url) || isStaff(request.user?.role) || carriesSecret(request.url))
    return NO_STORE;
  // A response that sets or clears the session cookie belongs to one browser.
  if (request.user || reply.hasHeader('set-cookie')) return PRIVATE_CACHE;
  return PUBLIC_CACHE;
}

/**
 * An anonymous GET of a public path: its answer is the same for every visitor without a session (a
 * client asking tRPC for a streamed answer gets another format, so it is left out; an address carrying a
 * token is never kept).
 */
function isShareable(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !request.headers.cookie &&
    !request.headers['trpc-accept'] &&
    !isAdminPath(request.url) &&
    !carriesSecret(request.url)
  );
}

/**
 * The key of a kept response: its path and query alone. Its links are built from the configured public
 * origin, never from the request's Host, so one copy serves every Host header (and a flood of made-up
 * hosts cannot fill the cache).
 */
function responseKey(request: FastifyRequest): string {
  return `response:${request.url}`;
}

/** Answers from a kept response (a 304 when the visitor already holds the representation it would get). */
function sendKept(request: FastifyRequest, reply: FastifyReply, kept: KeptResponse): void {
  reply.header('Cache-Control', PUBLIC_CACHE).header('CDN-Cache-Control', CDN_CACHE).header('Vary', kept.vary);
  reply.cspScriptHashes = kept.scriptHashes;
  const encoding = kept.vary.toLowerCase().includes('accept-encoding') ? preferredEncoding(request.headers['accept-encoding']) : undefined;
  const etag = representationEtag(kept.etag, encoding);
  reply.header('ETag', etag);
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && etagMatches(ifNoneMatch, etag)) {
    reply.code(304).send();
    return;
  }
  reply.type(kept.contentType).send(encodeBody(reply, kept.body, encoding, true, kept.encoded));
}

/** Fastify's onSend handler of a HEAD route it adds beside each GET route, as given to onRoute. */
type OnSendHandler = (
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: Error | null, payload?: unknown) => void,
) => void;

/**
 * Fastify answers the HEAD route it adds beside each GET route by measuring the GET's body, and fails with a
 * 500 when there is none (a 304 from this plugin or from a route): such an answer has no length to send, so
 * it goes out as it is.
 */
const HEAD_SIZE_HANDLER = /^headRouteOnSendHandler\d*$/;

/** Fastify's HEAD size handler wrapped so an answer without a body goes out as it is. */
function headWithoutBody(handler: OnSendHandler): OnSendHandler {
  return (request, reply, payload, done) =>
    payload === null || payload === undefined ? done(null, null) : handler(request, reply, payload, done);
}

function isWebResponse(payload: unknown): payload is Response {
  return typeof payload === 'object' && payload !== null && Object.prototype.toString.call(payload) === '[object Response]';
}

/**
 * HTTP caching for every route that does not choose its own: GET and HEAD answers get an ETag of their
 * bytes and a 304 when the client already holds them, and Cache-Control by audience (public for
 * anonymous visitors, with `Vary: Cookie` so a CDN never hands a signed-in user an anonymous copy;
 * private for a session; no-store for admins and for anything that is not a success). Streams (static
 * files, which bring their own headers) pass through untouched.
 *
 * An anonymous public answer built from cached reads (a page's HTML, a tRPC query) is itself kept in the
 * read cache with the groups it read, and served from there (no tRPC, no rendering) until a write to one
 * of them. Public GETs must therefore read the database only through the read cache, or set their own
 * Cache-Control.
 */
export const httpCachePlugin = fp(
  async (app: FastifyInstance) => {
    const cache = readCacheOf(app.orm);
    app.decorateRequest('readTrace', null);
    app.decorateRequest('renderEnded', null);

    app.addHook('onRoute', (route) => {
      // The HEAD route Fastify derives from a GET route ends its onSend handlers with the one measuring the body.
      if (route.method !== 'HEAD') return;
      const handlers = route.onSend as OnSendHandler | OnSendHandler[] | undefined;
      if (typeof handlers === 'function' && HEAD_SIZE_HANDLER.test(handlers.name)) {
        route.onSend = headWithoutBody(handlers);
      } else if (Array.isArray(handlers) && HEAD_SIZE_HANDLER.test(handlers.at(-1)?.name ?? '')) {
        handlers[handlers.length - 1] = headWithoutBody(handlers.at(-1)!);
      }
    });

    const renders = new RendersInFlight(RENDER_WAIT_MAX_MS);
    /**
     * Answers from the kept copy; else waits once for a render of the same address that is running (its copy is
     * then sent) or renders, recording the reads.
     */
    const answer = (request: FastifyRequest, reply: FastifyReply, done: () => void, mayWait: boolean): void => {
      const key = responseKey(request);
      const kept = cache.peek<KeptResponse>(key);
      if (kept) return sendKept(request, reply, kept);
      const running = mayWait ? renders.waitFor(key) : undefined;
      if (running) {
        void running.then(() => answer(request, reply, done, false));
        return;
      }
      // The render others may wait for ends when its answer is ready to go (kept by then, the hook below) or its
      // request is gone; not when a file or stream has been sent whole, which may take a slow visitor long.
      if (!renders.isRunning(key)) {
        request.renderEnded = renders.start(key);
        reply.raw.once('close', request.renderEnded);
      }
      // The rest of the request runs inside the trace, so every cached read it makes is recorded.
      cache.trace((trace) => {
        request.readTrace = trace;
        done();
      });
    };
    app.addHook('onRequest', (request, reply, done) => {
      if (!isShareable(request)) return done();
      answer(request, reply, done, true);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
      if (reply.hasHeader('cache-control')) return payload;

      // tRPC answers with a fetch Response whose status and headers Fastify applies after this hook:
      // take them over here so its body can be hashed.
      let body: unknown = payload;
      if (isWebResponse(payload)) {
        reply.code(payload.status);
        for (const [name, value] of payload.headers) reply.header(name, value);
        body = payload.body === null ? '' : Buffer.from(await payload.arrayBuffer());
      }

      if (reply.statusCode !== 200) {
        reply.header('Cache-Control', NO_STORE);
        // Kept nowhere, but sent in the coding the client asked for, as a 200 is (a 404 page to a browser asking for brotli).
        if ((typeof body !== 'string' && !Buffer.isBuffer(body)) || reply.hasHeader('content-encoding')) return body;
        const contentType = reply.getHeader('content-type')?.toString() ?? 'application/octet-stream';
        return encodeBody(reply, body, chooseEncoding(request, reply, body, contentType), false);
      }
      const cacheControl = cacheControlFor(request, reply);
      reply.header('Cache-Control', cacheControl);
      // Added to what the route varies on (tRPC varies on its trpc-accept header).
      const vary = reply.getHeader('vary')?.toString();
      if (cacheControl === PUBLIC_CACHE) {
        reply.header('CDN-Cache-Control', CDN_CACHE);
        reply.header('Vary', vary ? `${vary}, Cookie` : 'Cookie');
      }
      if (typeof body !== 'string' && !Buffer.isBuffer(body)) return body;

      const identityEtag = reply.getHeader('etag')?.toString() ?? etagOf(body);
      const contentType = reply.getHeader('content-type')?.toString() ?? 'application/octet-stream';
      const keeping = cacheControl === PUBLIC_CACHE && request.readTrace !== null;
      const encoded: KeptResponse['encoded'] = {};
      // Vary names Accept-Encoding before the response is kept, so every copy says it.
      const encoding = chooseEncoding(request, reply, body, contentType);
      const etag = representationEtag(identityEtag, encoding);
      reply.header('ETag', etag);
      const ifNoneMatch = request.headers['if-none-match'];
      const notModified = ifNoneMatch !== undefined && etagMatches(ifNoneMatch, etag);
      const sent = notModified ? body : encodeBody(reply, body, encoding, cacheControl === PUBLIC_CACHE, keeping ? encoded : undefined);
      if (keeping && request.readTrace) {
        // As bytes: sent many times, encoded once. Vary as sent (Cookie, and Accept-Encoding when compressible).
        const bytes = typeof body === 'string' ? Buffer.from(body) : body;
        const keptVary = reply.getHeader('vary')?.toString() ?? 'Cookie';
        cache.keep(responseKey(request), request.readTrace, {
          body: bytes,
          contentType,
          etag: identityEtag,
          vary: keptVary,
          scriptHashes: reply.cspScriptHashes,
          encoded,
        });
      }
      if (notModified) {
        reply.code(304);
        reply.removeHeader('content-type');
        reply.removeHeader('content-length');
        return null;
      }
      return sent;
    });
    // After the hook above has kept the answer (or found it not for keeping): those waiting for it may go now.
    app.addHook('onSend', (request, _reply, payload, done) => {
      request.renderEnded?.();
      done(null, payload);
    });
  },
  { name: 'http-cache' },
);
