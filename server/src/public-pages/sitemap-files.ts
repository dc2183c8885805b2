// What the sitemap lists, split into files of at most a page size of URLs (10,000; the protocol allows 50,000 per file).
import type { EntityManager } from '@mikro-orm/postgresql';
import { readCacheOf } from '../cache/read-cache.ts';
import { robotsFlags } from '@app/contracts/robots';
import { blogTagHref } from '@app/contracts/blog-tags';
import { untilNextPublication } from '../blog/blog-post.service.ts';
import { INDEXABLE_POST_SQL, publicPostSql } from '../blog/public-post.ts';
import { listPublishedBuilderPaths } from '../builder/published-builder-pages.ts';
import { now } from '../clock.ts';
import { findPageContentByPath } from '../content/page-content.service.ts';
import { SITEMAP_PATHS } from '../seo/page-meta.ts';

/**
 * The most URLs one sitemap file holds, and the default page size (SITEMAP_PAGE_SIZE may lower it): a fifth of the
 * protocol's 50,000, so a file rebuilt after a write to one of its posts is about 1 MB, not 5.
 */
export const SITEMAP_MAX_URLS = 10_000;

/** How many built post files one ORM keeps (ten files of 10,000 URLs are 100,000 posts). */
const KEPT_POST_FILES = 64;

/** One URL of a sitemap: a public path and, when known, the day it last changed (YYYY-MM-DD). */
export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/**
 * One file of the sitemap's posts: the public posts with ids in one range of `pageSize` ids (after `afterId`, up to
 * `lastId`), their newest publication, and a signature of what it lists (their count and a sum of hashes of their
 * slugs and dates) that changes whenever one of its URLs does.
 */
interface PostFile {
  afterId: number;
  lastId: number;
  lastmod: string;
  signature: string;
}

/** The public posts cut into files by fixed id ranges (a new post only changes the last file, a change to a post only its own). */
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
  const [builderPaths, tags] = await Promise.all([listPublishedBuilderPaths(em), tagPaths(em)]);
  const builderPages = new Map(builderPaths.map((page) => [page.path, page]));
  const builtIn = await Promise.all(
    SITEMAP_PATHS.map(async (path) => ({
      path,
      noindex: robotsFlags((await findPageContentByPath(em, governingPath(path)))?.seo.robots).noindex,
    })),
  );
  const blogNoindex = builtIn.find((page) => page.path === '/blog')?.noindex ?? false;
  const paths = [
    ...builtIn.filter((page) => !page.noindex || builderPages.has(page.path)).map((page) => page.path),
    ...[...builderPages.keys()].filter((path) => !SITEMAP_PATHS.includes(path)),
    // A tag's page follows /blog's SEO settings, as its head does.
    ...(blogNoindex ? [] : tags),
  ];
  return paths
    .filter((path) => !builderPages.get(path)?.noindex)
    .map((path) => {
      const builderPage = builderPages.get(path);
      return { path, ...(builderPage ? { lastmod: day(builderPage.publishedAt) } : {}) };
    });
}

/**
 * The first page of every tag a public post carries (/blog/tag/{key}), A to Z: the tags are the kept archive's labels
 * (one or a few rows each in derived.blog_archive_buckets), each checked for a public post by its kept rows, oldest
 * first. Cached until a blog write or the next scheduled publication.
 */
function tagPaths(em: EntityManager): Promise<string[]> {
  return readCacheOf(em).read('blog', 'sitemap-tags', () => {
    const at = now();
    return untilNextPublication(
      em,
      em
        .getConnection()
        .execute<Array<{ key: string }>>(
          `select substr(b.label, 6) as key from (select distinct label from derived.blog_archive_buckets
                                                    where label >= '#tag:' and label < '#tag;') as b
            where exists (select 1 from derived.blog_tag_posts as t join blog_posts as p on p.id = t.id
                           where t.key = substr(b.label, 6) and p.status = 'published' and p.published_at <= ?
                             and (p.offline_until is null or p.offline_until <= ?))
            order by 1`,
          [at, at],
        )
        .then((rows) => rows.map((row) => blogTagHref(row.key))),
    );
  });
}

/**
 * Counts the public posts that may be indexed (not saved as noindex) per range of `pageSize` ids, with each range's
 * newest publication and signature, in one aggregate (no post is loaded); cached until a blog write or the next
 * scheduled publication.
 */
function postPlan(em: EntityManager, pageSize: number): Promise<PostPlan> {
  return readCacheOf(em).read('blog', `sitemap-plan:${pageSize}`, () => {
    const visible = publicPostSql(now());
    return untilNextPublication(
      em,
      em
        .getConnection()
        .execute<Array<{ range: number; count: string | number; hashes: string | number; lastmod: Date | string }>>(
          `select (id - 1) / ? as range, count(*) as count, max(published_at) as lastmod,
                  sum(hashtext(slug || ' ' || extract(epoch from published_at)::text)) as hashes
             from blog_posts where ${visible.sql} and ${INDEXABLE_POST_SQL}
            group by 1 order by 1`,
          [pageSize, ...visible.bindings],
        )
        .then((rows) => ({
          total: rows.reduce((sum, row) => sum + Number(row.count), 0),
          files: rows.map((row) => ({
            afterId: Number(row.range) * pageSize,
            lastId: (Number(row.range) + 1) * pageSize,
            lastmod: day(row.lastmod),
            signature: `${row.count}:${row.hashes}`,
          })),
        })),
    );
  });
}

/** The built post files of one ORM, by range and signature, newest use last; and how many were built. */
interface PostFileStore {
  files: Map<string, Promise<SitemapEntry[]>>;
  built: number;
}

const postFileStores = new WeakMap<object, PostFileStore>();

function postFileStore(em: EntityManager): PostFileStore {
  let store = postFileStores.get(em.config);
  if (!store) {
    store = { files: new Map(), built: 0 };
    postFileStores.set(em.config, store);
  }
  return store;
}

/** How many sitemap post files this ORM has built from the database (each is kept until one of its URLs changes). */
export function sitemapPostFilesBuilt(em: EntityManager): number {
  return postFileStore(em).built;
}

/**
 * The public posts of one file, read by id range. Kept by the file's range and signature, not under the blog's
 * cache tag: a write elsewhere leaves it as it is, and a write to one of its posts changes the signature, so the
 * next read builds it again (the plan, which gives the signature, is read again after every blog write).
 */
function postEntries(em: EntityManager, file: PostFile): Promise<SitemapEntry[]> {
  const store = postFileStore(em);
  const key = `${file.afterId}-${file.lastId}:${file.signature}`;
  const kept = store.files.get(key);
  if (kept) {
    store.files.delete(key);
    store.files.set(key, kept);
    return kept;
  }
  const visible = publicPostSql(now());
  const built = em
    .getConnection()
    .execute<Array<{ slug: string; published_at: Date | string }>>(
      `select slug, published_at from blog_posts
        where ${visible.sql} and ${INDEXABLE_POST_SQL} and id > ? and id <= ?
        order by id`,
      [...visible.bindings, file.afterId, file.lastId],
    )
    .then((rows) => rows.map((row) => ({ path: `/blog/${encodeURIComponent(row.slug)}`, lastmod: day(row.published_at) })));
  store.built += 1;
  // A failed read is not kept.
  built.catch(() => store.files.delete(key));
  // Other signatures of the same range are out of date.
  for (const other of store.files.keys()) if (other.startsWith(`${file.afterId}-${file.lastId}:`)) store.files.delete(other);
  store.files.set(key, built);
  if (store.files.size > KEPT_POST_FILES) store.files.delete(store.files.keys().next().value!);
  return built;
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
    const posts = await Promise.all(plan.files.map((file) => postEntries(em, file)));
    return { kind: 'single', entries: [...pages, ...posts.flat()] };
  }
  const files: SitemapFile[] = [];
  for (let start = 0; start < pages.length; start += pageSize) {
    const slice = pages.slice(start, start + pageSize);
    files.push({ lastmod: newest(slice.map((page) => page.lastmod)), entries: async () => slice });
  }
  for (const file of plan.files) files.push({ lastmod: file.lastmod, entries: () => postEntries(em, file) });
  return { kind: 'index', files };
}
