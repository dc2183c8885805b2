// The Cache-Control values the server answers with, and the ETags it revalidates against: shared by the
// http-cache plugin, which chooses among them, and the routes that set their own.
import { createHash } from 'node:crypto';

/**
 * Anonymous public pages and reads: a shared cache (CDN) may keep them a minute; browsers revalidate
 * every time (a 304 when nothing changed), so a visitor sees an edit on the next page view.
 */
export const PUBLIC_CACHE = 'public, max-age=0, s-maxage=60';
/**
 * The same for CDNs that read `CDN-Cache-Control` (RFC 9213): a minute, then served stale for ten more
 * while they revalidate. Kept out of Cache-Control, where browsers would apply the stale-while-revalidate
 * too and show a visitor the page from before an edit.
 */
export const CDN_CACHE = 'public, max-age=60, stale-while-revalidate=600';
/** Anything answered for a signed-in user: only that browser may keep it, and it revalidates. */
export const PRIVATE_CACHE = 'private, no-cache';
/** Admin screens and everything an admin reads, and answers that are no success: kept nowhere. */
export const NO_STORE = 'no-store';

/** True when an If-None-Match header names the quoted ETag (weak comparison, as RFC 9110 asks). */
export function etagMatches(ifNoneMatch: string, etag: string): boolean {
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/** A strong ETag for these exact bytes. */
export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}
