import { sameSitePath } from '@app/contracts';
import type { FastifyReply } from 'fastify';

/** The path of a request URL, without its query string. */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/** The paths answered with JSON, never a page: the REST adapters and tRPC. */
export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/') || path.startsWith('/trpc');
}

/** A path segment decoded, or null when its percent-escapes do not decode (a `%` not starting an escape, or bytes that are not UTF-8). */
export function decodedSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The path without its trailing slashes (`/blog/` → `/blog`), for a permanent redirect; null when it has none,
 * or when the path left would read as another host (`//evil.example/` → `//evil.example`) or is empty.
 */
export function withoutTrailingSlash(path: string): string | null {
  if (path.length < 2 || !path.endsWith('/')) return null;
  const bare = path.replace(/\/+$/, '');
  return /^\/[^/\\]/.test(bare) ? bare : null;
}

/** A URL path decoded; a malformed escape leaves it as it is (it will be a 404, not a 500). */
export function decodedPath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * Answers 301 to `location`, kept by no cache. Every moved page's redirect passes here, so whatever a stored
 * redirect holds, its Location is a path on this site (see `sameSitePath`); one that would leave it leads home.
 */
export function movedPermanently(reply: FastifyReply, location: string): FastifyReply {
  return reply.header('Cache-Control', 'no-cache').redirect(sameSitePath(location, '/'), 301);
}
