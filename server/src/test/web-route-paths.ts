import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROUTE_TREE = fileURLToPath(new URL('../../../web/src/route-tree.gen.ts', import.meta.url));

/**
 * Every full path of the web app's route tree (the `FileRoutesByFullPath` keys TanStack Router generates in
 * web/src/route-tree.gen.ts), an index route's trailing slash dropped: a route added to the app is listed
 * without editing any test. Parametric segments stay as written (`/blog/$slug`).
 */
export function webRouteFullPaths(): string[] {
  const source = readFileSync(ROUTE_TREE, 'utf8');
  const block = /export interface FileRoutesByFullPath \{([\s\S]*?)\n\}/.exec(source)?.[1];
  if (!block) throw new Error(`No FileRoutesByFullPath in ${ROUTE_TREE}`);
  const paths = [...block.matchAll(/^\s*'([^']+)':/gm)].map((match) => match[1]!);
  return [...new Set(paths.map((path) => (path.length > 1 ? path.replace(/\/$/, '') : path)))];
}

/** How many 'Local SEO' posts `withSampleParams`'s blog pages need beside the seeded ones (see `insertPublishedPosts`). */
export const SAMPLE_PAGE_POSTS = 13;

/** The tag the sample posts carry (`SAMPLE_PAGE_POSTS` of them), and its key in a tag page's address. */
export const SAMPLE_TAG = { name: 'Route sample', key: 'route-sample' } as const;

/**
 * A route path with its parameters filled with values that exist: an article's slug, the home page, the
 * 'local-seo' category, the sample tag, newsletter 1's report, and page 2 (which exists for /blog, that category and that tag once
 * `SAMPLE_PAGE_POSTS` more 'Local SEO' posts tagged `SAMPLE_TAG` are published); any other `$slug` a page that does
 * not exist.
 */
export function withSampleParams(path: string): string {
  return (
    path
      .replace('/blog/$slug', '/blog/ultimate-guide-local-seo-2025')
      .replace('$slug', 'no-such-page')
      .replace('$pagePath', 'home')
      .replace('$category', 'local-seo')
      .replace('$tag', SAMPLE_TAG.key)
      .replace('$page', '2')
      // A newsletter's report: the screen is drawn in the browser, whether or not the send exists.
      .replace('$id', '1')
  );
}
