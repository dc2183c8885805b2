import { PREVIEW_PATH_PREFIX } from '@app/contracts';

/** The segment before a preview link's token, whose case is the token's own. */
const PREVIEW_SEGMENT = PREVIEW_PATH_PREFIX.replace(/\//g, '');

/**
 * A segment in its one spelling: an escaped character RFC 3986 calls unreserved (a letter, a digit, `-._~`) as
 * itself, any other escape in upper-case hex, and (unless `keepCase`) its letters in lower case, as every
 * address of the site is spelled.
 */
function normalizedSegment(segment: string, keepCase: boolean): string {
  return segment.replace(/%[0-9a-f]{2}|[^%]+|%/gi, (part) => {
    if (!part.startsWith('%') || part.length === 1) return keepCase ? part : part.toLowerCase();
    const char = String.fromCharCode(Number.parseInt(part.slice(1), 16));
    if (!/^[A-Za-z0-9\-._~]$/.test(char)) return part.toUpperCase();
    return keepCase ? char : char.toLowerCase();
  });
}

/**
 * The one address of the page a path may name: slashes single and none at the end, unreserved characters
 * unescaped, letters in lower case but a preview link's token (`/Pricing`, `//blog/`, `/%66eatures` →
 * `/pricing`, `/blog`, `/features`). Made from the path alone: it always starts with one slash and a segment,
 * so it stays on this site (`//evil.example` → `/evil.example`). Matrix parameters stay: `/pricing;x` names no page.
 */
export function canonicalPagePath(path: string): string {
  const segments = path.split('/').filter((segment) => segment !== '');
  const spelled = segments.map((segment, index) =>
    normalizedSegment(segment, index === 1 && normalizedSegment(segments[0]!, false) === PREVIEW_SEGMENT),
  );
  return `/${spelled.join('/')}`;
}

/**
 * `url` (path and query) with its path's slashes single and none at the end and its `$` escaped, its spelling
 * otherwise kept: where the app's router would redirect such a path, the not-found page is rendered at this.
 */
export function tidyPageUrl(url: string): string {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  // A `$` would read as a route parameter to the router: escaped, it is text.
  const tidy = path
    .replace(/\/{2,}/g, '/')
    .replace(/(.)\/$/, '$1')
    .replace(/\$/g, '%24');
  return `${tidy}${url.slice(path.length)}`;
}

/** Whether `path` is an address of this site to redirect to: one slash, then something that is no slash (`/\x` reads as `//x`). */
export function isLocalPath(path: string): boolean {
  return path === '/' || /^\/[^/\\]/.test(path);
}
