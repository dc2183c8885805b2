// The addresses the site serves itself. One list for every place that lets content take an address: a builder
// page's slug (and its old slugs), the WordPress import's old addresses, the content import's slugs. Nothing imported
// or created may answer at one of these, so no redirect or page shadows a route (a sign-in, an e-mail link, a file).
// server/src/wordpress/reserved-addresses.test.ts compares the list with the routes Fastify registers, the files of
// the web build and the web app's route tree, so a route added there and forgotten here fails a test.

/** The built-in pages a builder page may replace (the default builder pages live at their addresses). */
export const BUILDER_REPLACEABLE_PAGES = ['features', 'use-cases', 'pricing', 'about'] as const;

/**
 * The first path segments the site answers itself, in lower case: server routes (JSON, feeds, health, media), the
 * files of the web build, and the web app's pages (the built-in pages a builder page may replace among them).
 */
export const SITE_PATH_SEGMENTS = [
  // Server routes.
  'api',
  'trpc',
  'media',
  'healthz',
  'readyz',
  'metrics',
  'robots.txt',
  'sitemap.xml',
  // The web build's files.
  'assets',
  'images',
  'favicon.svg',
  // The web app's pages.
  'admin',
  'auth',
  'dashboard',
  'forgot-password',
  'reset-password',
  'account',
  'newsletter',
  'blog',
  'preview',
  'contact',
  'privacy',
  'terms',
  ...BUILDER_REPLACEABLE_PAGES,
  // The home page lives at '/': '/home' is kept free so it never means another page.
  'home',
] as const;

/** First path segments the site answers by a pattern: its numbered sitemaps (`/sitemap-2.xml`, …). */
const SITE_PATH_PATTERNS: readonly RegExp[] = [/^sitemap[^/]*\.xml$/];

/**
 * Top-level paths a builder page may not take: every address the site serves itself, except the built-in pages a
 * builder page replaces ('features', 'use-cases', 'pricing' and 'about' belong to the default builder pages).
 */
export const BUILDER_RESERVED_SLUGS: readonly string[] = SITE_PATH_SEGMENTS.filter(
  (segment) => !(BUILDER_REPLACEABLE_PAGES as readonly string[]).includes(segment),
);

/** The WHATWG URL parser, which browsers and Node both have (this package loads neither's types). */
declare const URL: new (input: string, base: string) => { pathname: string };

/** A stand-in origin to fold dot segments against: only the path matters. */
const ORIGIN = 'http://site.invalid';

/** `text` with each `%XX` escape undone once, byte by byte (a broken escape elsewhere never stops it). */
export function percentDecodedOnce(text: string): string {
  return text.replace(/%([0-9a-f]{2})/gi, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * `path` as any server, proxy or browser on the way may read it: percent-escapes undone (up to three rounds), tabs,
 * newlines and other control characters dropped, backslashes read as slashes, dot segments folded, repeated and
 * trailing slashes dropped, in lower case; '/' for the home page. The query and fragment are left out.
 */
export function canonicalSitePath(path: string): string {
  let current = path;
  for (let round = 0; round < 3; round += 1) {
    const decoded = percentDecodedOnce(current);
    if (decoded === current) break;
    current = decoded;
  }
  // eslint-disable-next-line no-control-regex -- browsers drop these from a URL, so they separate nothing
  current = current.replace(/[\u0000-\u001f\u007f]/g, '').replace(/\\/g, '/');
  current = current.split(/[?#]/)[0]!;
  let pathname: string;
  try {
    pathname = new URL(`/${current.replace(/^\/+/, '')}`, ORIGIN).pathname;
  } catch {
    pathname = current;
  }
  const bare = percentDecodedOnce(pathname)
    .replace(/\/{2,}/g, '/')
    .replace(/\/+$/, '')
    .toLowerCase();
  return bare === '' ? '/' : bare;
}

/**
 * Why `path` may not be taken by content (a redirect, an imported page), or null when it is free: the home page and
 * every address under a segment of SITE_PATH_SEGMENTS (or one of its patterns, the numbered sitemaps), however it is written (case, encoding, slashes: see
 * `canonicalSitePath`).
 */
export function reservedAddressProblem(path: string): string | null {
  const canonical = canonicalSitePath(path);
  if (canonical === '/') return `'${path}' is the home page's address.`;
  const segment = canonical.split('/')[1]!;
  if ((SITE_PATH_SEGMENTS as readonly string[]).includes(segment) || SITE_PATH_PATTERNS.some((pattern) => pattern.test(segment))) {
    return `'${path}' is one of this site's own addresses (under /${segment}).`;
  }
  return null;
}
