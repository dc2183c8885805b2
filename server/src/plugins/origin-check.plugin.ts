import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { NEWSLETTER_LINKS } from '@app/contracts';
import { AppError } from '../errors.ts';
import { isOneClickBody } from '../newsletter/one-click-body.ts';
import { pathOf } from '../http/request-path.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The serialised origin (scheme, host, port) of a URL, or undefined when it is not an http(s) URL. `new URL`
 * lower-cases the host and drops a default port, so 'https://Site.example:443' and 'https://site.example' agree.
 */
function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A configured trusted origin in serialised form, or undefined when the entry is not exactly an origin (a path,
 * query, fragment or credentials would make it something else): the list is compared exactly, never by host alone.
 */
function trustedOriginOf(entry: string): string | undefined {
  try {
    const parsed = new URL(entry);
    if (parsed.pathname !== '/' || parsed.search !== '' || parsed.hash !== '' || parsed.username !== '' || parsed.password !== '')
      return undefined;
  } catch {
    return undefined;
  }
  return originOf(entry);
}

/**
 * The request's own origin: its scheme (`request.protocol`: X-Forwarded-Proto when TRUST_PROXY trusts the proxy)
 * and its host with port (`request.host`: X-Forwarded-Host likewise); undefined when the Host is malformed.
 */
function requestOrigin(request: FastifyRequest): string | undefined {
  return originOf(`${request.protocol}://${request.host}`);
}

/**
 * True when a state-changing request comes from this site: its Origin header equals, scheme, host and port, either
 * the request's own origin or one of `trustedOrigins` (exact origins, already serialised); without an Origin,
 * `Sec-Fetch-Site: same-origin`. An opaque `Origin: null` (sandboxed frames, file: pages, some redirects) never is.
 */
export function isSameOriginRequest(request: FastifyRequest, trustedOrigins: ReadonlySet<string>): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    // Browsers send the serialised origin; anything else ('null', a path, two values joined) is refused.
    const sent = originOf(origin);
    if (sent === undefined || sent !== origin) return false;
    return trustedOrigins.has(sent) || sent === requestOrigin(request);
  }
  return request.headers['sec-fetch-site'] === 'same-origin';
}

/** What a request that is not from this site is told. */
const FOREIGN_REQUEST = 'Request refused: it did not come from this site (missing or foreign Origin header).';

/**
 * Whether a request may be an RFC 8058 one-click unsubscribe, which mail providers send from their own servers
 * (no Origin, no cookie): a POST of a form to exactly the unsubscribe link. Its body is checked once parsed.
 */
function mayBeOneClickUnsubscribe(request: FastifyRequest): boolean {
  return (
    request.method === 'POST' &&
    pathOf(request.url) === NEWSLETTER_LINKS.unsubscribe &&
    (request.headers['content-type'] ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded')
  );
}

/** Requests let past the Origin check as possible one-click unsubscribes, whose body must then be exactly that. */
const oneClickCandidates = new WeakSet<FastifyRequest>();

/**
 * CSRF defence: every request other than GET, HEAD and OPTIONS (REST and tRPC mutations alike) must come from this
 * site (the whole origin: scheme, host and port), or from one of `trustedOrigins`, else 403. Works with the
 * SameSite=Lax session cookie. A trusted entry that is not exactly an http(s) origin is ignored. One exception, the
 * newsletter's one-click unsubscribe (RFC 8058): a form POST to `/newsletter/unsubscribe` whose whole body is
 * `List-Unsubscribe=One-Click` passes from anywhere (it only removes the address whose token the link carries);
 * any other body there is refused as any foreign request is.
 */
export const originCheckPlugin = fp(
  async (app: FastifyInstance, options: { trustedOrigins: readonly string[] }) => {
    const trusted = new Set(options.trustedOrigins.map(trustedOriginOf).filter((origin): origin is string => origin !== undefined));
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method)) return;
      if (isSameOriginRequest(request, trusted)) return;
      if (mayBeOneClickUnsubscribe(request)) {
        oneClickCandidates.add(request);
        return;
      }
      throw new AppError(403, FOREIGN_REQUEST);
    });
    // Once the body is parsed: a foreign request let through as a one-click unsubscribe must be exactly that.
    app.addHook('preValidation', async (request) => {
      if (oneClickCandidates.has(request) && !isOneClickBody(request.body)) throw new AppError(403, FOREIGN_REQUEST);
    });
  },
  { name: 'origin-check', dependencies: ['errors'] },
);
