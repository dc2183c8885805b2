// What the sitemap lists, split into files of at most a page size of URLs (the protocol allows 50,000 per file).
import type { EntityManager } from '@mikro-orm/postgresql';
import { readCacheOf } from '../cache/read-cache.ts';
import { robotsFlags } from '@app/contracts/robots';
import { untilNextPublication } from '../blog/blog-post.service.ts';
import { INDEXABLE_POST_SQL, publicPostSql } from '../blog/public-post.ts';
import { listPublishedBuilderPaths } from '../builder/published-builder-pages.ts';
import { now } from '../clock.ts';
import { findPageContentByPath } from '../content/page-content.service.ts';
import { SITEMAP_PATHS } from './page-meta.ts';

/** The sitemap protocol's limit of URLs in one file, and the default page size (SITEMAP_PAGE_SIZE may lower it). */
export const SITEMAP_MAX_URLS = 50_000;

/** One URL of a sitemap: a public path and, when known, the day it last changed (YYYY-MM-DD). */
export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/** One file of the sitemap's posts: the ids it spans (after `afterId`, up to `lastId`) and its newest publication. */
interface PostFile {
  afterId: number;
  lastId: number;
  lastmod: string;
}

/** The public posts cut into files of `pageSize`, oldest id first (a new post only ever changes the last file). */
interface PostPlan {
  total: number;
  files: PostFile[];
}

/** One sitemap file: what it lists is read with `entries`; `lastmod` is its newest change, when known. */
export interface SitemapFile {
  lastmod?: string;
  entries(): Promise<SitemapEntry[]>;
}

/** What /sitemap.xml serves: one urlset of every entry, or an index of numbered files (the first numbered 1). */
export type SitemapLayout = { kind: 'single'; entries: SitemapEntry[] } | { kind: 'index'; files: SitemapFile[] };

const day = (value: Date | string) => new Date(value).toISOString().slice(0, 10);

/** The page whose SEO settings govern a built-in path: the blog's category pages follow /blog, as their heads do. */
const governingPath = (path: string) => (path.startsWith('/blog/') ? '/blog' : path);

/**
 * The built-in pages, then the published builder pages, dated by their publication (from the read cache); a page
 * saved as noindex is left out (a builder page's own setting wins at a path it takes over from a built-in page).
 */
async function sitemapPages(em: EntityManager): Promise<SitemapEntry[]> {
  const builderPages = new Map((await listPublishedBuilderPaths(em)).map((page) => [page.path, page]));
  const builtIn = await Promise.all(
    SITEMAP_PATHS.map(async (path) => ({
      path,
      noindex: robotsFlags((await findPageContentByPath(em, governingPath(path)))?.seo.robots).noindex,
    })),
  );
  const paths = [
    ...builtIn.filter((page) => !page.noindex || builderPages.has(page.path)).map((page) => page.path),
    ...[...builderPages.keys()].filter((path) => !SITEMAP_PATHS.includes(path)),
  ];
  return paths
    .filter((path) => !builderPages.get(path)?.noindex)
    .map((path) => {
      const builderPage = builderPages.get(path);
      return { path, ...(builderPage ? { lastmod: day(builderPage.publishedAt) } : {}) };
    });
}

/**
 * Counts the public posts that may be indexed (not saved as noindex) and where each file of `pageSize` of them
 * ends, in one aggregate over ids and dates (no post is loaded); cached until a blog write or the next scheduled
 * publication.
 */
function postPlan(em: EntityManager, pageSize: number): Promise<PostPlan> {
  return readCacheOf(em).read('blog', `sitemap-plan:${pageSize}`, () => {
    const visible = publicPostSql(now());
    return untilNextPublication(
      em,
      em
        .getConnection()
        .execute<Array<{ count: string | number; last_id: number; lastmod: Date | string }>>(
          `select count(*) as count, max(id) as last_id, max(published_at) as lastmod
             from (select id, published_at, (row_number() over (order by id) - 1) / ? as chunk
                     from blog_posts where ${visible.sql} and ${INDEXABLE_POST_SQL}) as ranked
            group by chunk order by chunk`,
          [pageSize, ...visible.bindings],
        )
        .then((rows) => {
          let afterId = 0;
          const files = rows.map((row) => {
            const file = { afterId, lastId: Number(row.last_id), lastmod: day(row.lastmod) };
            afterId = file.lastId;
            return file;
          });
          return { total: rows.reduce((sum, row) => sum + Number(row.count), 0), files };
        }),
    );
  });
}

/** The public posts of one file, read by keyset (ids after `afterId` up to `lastId`); from the read cache. */
function postEntries(em: EntityManager, file: PostFile, pageSize: number): Promise<SitemapEntry[]> {
  return readCacheOf(em).read('blog', `sitemap-posts:${file.afterId}-${file.lastId}:${pageSize}`, () => {
    const visible = publicPostSql(now());
    return untilNextPublication(
      em,
      em
        .getConnection()
        .execute<Array<{ slug: string; published_at: Date | string }>>(
          `select slug, published_at from blog_posts
            where ${visible.sql} and ${INDEXABLE_POST_SQL} and id > ? and id <= ?
            order by id limit ?`,
          [...visible.bindings, file.afterId, file.lastId, pageSize],
        )
        .then((rows) => rows.map((row) => ({ path: `/blog/${encodeURIComponent(row.slug)}`, lastmod: day(row.published_at) }))),
    );
  });
}

/** The newest of some dates (YYYY-MM-DD), if any. */
function newest(dates: Array<string | undefined>): string | undefined {
  return dates
    .filter((date): date is string => date !== undefined)
    .sort()
    .at(-1);
}

/**
 * The sitemap's layout for `pageSize` URLs per file: a single urlset while every public URL fits in one
 * file, else an index whose first files hold the pages (built-in, then builder) and the rest the posts.
 */
export async function sitemapLayout(em: EntityManager, pageSize: number): Promise<SitemapLayout> {
  const [pages, plan] = await Promise.all([sitemapPages(em), postPlan(em, pageSize)]);
  if (pages.length + plan.total <= pageSize) {
    const posts = plan.files[0] ? await postEntries(em, plan.files[0], pageSize) : [];
    return { kind: 'single', entries: [...pages, ...posts] };
  }
  const files: SitemapFile[] = [];
  for (let start = 0; start < pages.length; start += pageSize) {
    const slice = pages.slice(start, start + pageSize);
    files.push({ lastmod: newest(slice.map((page) => page.lastmod)), entries: async () => slice });
  }
  for (const file of plan.files) files.push({ lastmod: file.lastmod, entries: () => postEntries(em, file, pageSize) });
  return { kind: 'index', files };
}
