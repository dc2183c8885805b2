// A page of the blog's archive (/blog, a category) at the same cost at any depth: the kept runs of
// derived.blog_archive_buckets (Migration20261206030000_blog_archive_buckets) give the total without counting and
// the point a page starts from without skipping the posts before it.
import { BLOG_PAGE_SIZE, categoryLabel, listPageCount, type BlogListPage, type BlogListQuery, type BlogPostSummary } from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { now } from '../clock.ts';
import { BlogPost } from '../entities/blog-post.entity.ts';
import { categoryAncestors } from './blog-category-parents.ts';
import { toBlogPostSummary } from './blog-post.mapper.ts';
import { summariesInOrder } from './blog-post.service.ts';
import { publicPostFilter } from './public-post.ts';

/** A post's place in the archive's order (published_at, then id). */
interface ArchiveKey {
  at: Date;
  id: number;
}

/** A published post of the label that the archive does not show now: waiting for its time, or the featured post. */
interface Hidden extends ArchiveKey {
  /** Published for a time to come: after every public post in the order, so no public post's place moves. */
  future: boolean;
}

function execute<T>(em: EntityManager, sql: string, bindings: unknown[]): Promise<T[]> {
  return em.getConnection().execute<T[]>(sql, bindings, 'all', em.getTransactionContext());
}

const sqlText = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** The label a tag's posts are counted under in derived.blog_archive_buckets (Migration20261207010000_blog_tags). */
export function tagArchiveLabel(key: string): string {
  return `#tag:${key}`;
}

/** The tag key of a tag's label, or null for '' and a category's. */
function tagKeyOf(label: string): string | null {
  return label.startsWith('#tag:') ? label.slice(5) : null;
}

/**
 * Where a label's published posts are kept in (published_at, id) order apart from blog_posts, as a table and the
 * condition naming the label there: a tag's in derived.blog_tag_posts, a category's (any label, the six built-in ones
 * and any an import brought) in derived.blog_category_posts (Migration20261208050000_derived_blog_data); null for ''
 * (all posts: blog_posts itself, by blog_posts_archive_index).
 */
function keptRowsOf(label: string): { table: string; where: string } | null {
  if (label === '') return null;
  const key = tagKeyOf(label);
  return key !== null
    ? { table: 'derived.blog_tag_posts', where: `key = ${sqlText(key)}` }
    : { table: 'derived.blog_category_posts', where: `label = ${sqlText(label)}` };
}

/** The published posts of a label as SQL over blog_posts (a tag's or a category's found in its kept rows). */
export function archivePostsSql(label: string): string {
  const kept = keptRowsOf(label);
  if (kept === null) return `status = 'published'`;
  return `status = 'published' and exists (select 1 from ${kept.table} as k
            where k.${kept.where} and k.published_at = blog_posts.published_at and k.id = blog_posts.id)`;
}

/**
 * Where the published posts of a label are read in (published_at, id) order, as `from` and `where` of SQL with those
 * two columns: blog_posts by the archive's partial index for all posts, a tag's or a category's kept rows by their
 * primary key.
 */
function archiveRowsSql(label: string): string {
  const kept = keptRowsOf(label);
  return kept === null ? `blog_posts where ${archivePostsSql(label)}` : `${kept.table} where ${kept.where}`;
}

/** The featured post if it is public (only one post can be marked featured), else null. */
async function publicFeaturedPost(em: EntityManager, at: Date): Promise<BlogPostSummary | null> {
  const post = await em.findOne(
    BlogPost,
    { ...publicPostFilter(at), featured: true },
    { populate: ['featuredImage'], exclude: ['content'] },
  );
  return post ? toBlogPostSummary(post) : null;
}

/** How many published posts the label has (public or not), from the kept runs. */
async function keptTotal(em: EntityManager, label: string): Promise<number> {
  const rows = await execute<{ total: number }>(
    em,
    `select earlier + posts as total from derived.blog_archive_buckets where label = ? order by start_at desc, start_id desc limit 1`,
    [label],
  );
  return rows[0]?.total ?? 0;
}

/**
 * The published posts of the label the public does not see at `at` (waiting for a first publication or for the end
 * of a time offline), and the featured post when it is listed apart: read by the indexes on those columns, so as
 * many rows as there are such posts.
 */
async function hiddenPosts(em: EntityManager, label: string, at: Date, featuredId: number | null): Promise<Hidden[]> {
  const rows = await execute<{ id: number; published_at: Date | string }>(
    em,
    `select id, published_at from blog_posts
      where ${archivePostsSql(label)} and (published_at > ? or offline_until > ?${featuredId === null ? '' : ' or id = ?'})`,
    [at, at, ...(featuredId === null ? [] : [featuredId])],
  );
  return rows
    .map((row) => {
      const key = { at: new Date(row.published_at), id: row.id };
      return { ...key, future: key.at > at };
    })
    .sort(compareKeys);
}

function compareKeys(a: ArchiveKey, b: ArchiveKey): number {
  return a.at.getTime() - b.at.getTime() || a.id - b.id;
}

/** The place of a published post of the label among them all, counted from the oldest (0): its run's, plus what precedes it there. */
async function placeOf(em: EntityManager, label: string, key: ArchiveKey): Promise<number> {
  const rows = await execute<{ place: number | string }>(
    em,
    `select b.earlier + (select count(*) from ${archiveRowsSql(label)}
                            and (published_at, id) >= (b.start_at, b.start_id)
                            and (published_at, id) < (?, ?)) as place
       from (select earlier, start_at, start_id from derived.blog_archive_buckets
              where label = ? and (start_at, start_id) <= (?, ?) order by start_at desc, start_id desc limit 1) as b`,
    [key.at, key.id, label, key.at, key.id],
  );
  return Number(rows[0]?.place ?? 0);
}

/**
 * The ids of `count` public posts of the label from the `place`-th (counted from the oldest, among the published
 * posts), oldest first, leaving out the hidden ones: a seek to the run holding that place, then at most a run's
 * length of posts.
 */
async function idsFrom(em: EntityManager, label: string, place: number, count: number, hidden: readonly Hidden[]): Promise<number[]> {
  const runs = await execute<{ earlier: number; start_at: Date | string; start_id: number }>(
    em,
    `select earlier, start_at, start_id from derived.blog_archive_buckets
      where label = ? and earlier <= ? order by earlier desc, start_at desc limit 1`,
    [label, place],
  );
  const run = runs[0];
  if (!run) return [];
  const rows = await execute<{ id: number }>(
    em,
    `select id from ${archiveRowsSql(label)} and (published_at, id) >= (?, ?)
      order by published_at, id offset ? limit ?`,
    [new Date(run.start_at), run.start_id, place - run.earlier, count + hidden.length],
  );
  const skipped = new Set(hidden.map((post) => post.id));
  return rows
    .map((row) => row.id)
    .filter((id) => !skipped.has(id))
    .slice(0, count);
}

/** One page of a label's public posts, newest first: the page's posts and how many public posts the label has. */
export async function archiveSlice(
  em: EntityManager,
  label: string,
  page: number,
  featuredId: number | null,
): Promise<{ posts: BlogPostSummary[]; total: number }> {
  const at = now();
  const [published, hidden] = await Promise.all([keptTotal(em, label), hiddenPosts(em, label, at, featuredId)]);
  const total = Math.max(0, published - hidden.length);
  // The page's places among the public posts, newest first: from `newest` down to `oldest`, counted from the oldest.
  const newest = total - 1 - (page - 1) * BLOG_PAGE_SIZE;
  const oldest = Math.max(0, total - page * BLOG_PAGE_SIZE);
  let ids: number[] = [];
  if (newest >= 0) {
    // A public place is the published place less the hidden posts before it: step past each hidden one at or before it.
    const within = hidden.filter((post) => !post.future);
    const places = await Promise.all(within.map((post) => placeOf(em, label, post)));
    let place = oldest;
    for (const hiddenPlace of places.sort((a, b) => a - b)) if (hiddenPlace <= place) place += 1;
    ids = (await idsFrom(em, label, place, newest - oldest + 1, within)).reverse();
  }
  return { posts: await summariesInOrder(em, ids), total };
}

/**
 * A page of the newest public posts, all of them or one category's; with no category the featured post stands
 * apart. The total is the kept count less the posts hidden now; page N's posts are found from the oldest end (a
 * new post at the top moves no kept boundary), by seeking to the run that holds its first place.
 */
export async function loadArchivePage(em: EntityManager, query: BlogListQuery): Promise<BlogListPage> {
  const label = query.category ? (categoryLabel(query.category) ?? '') : '';
  const featured = query.category ? null : await publicFeaturedPost(em, now());
  const [{ posts, total }, categoryParents] = await Promise.all([
    archiveSlice(em, label, query.page, featured?.id ?? null),
    label === '' ? Promise.resolve([]) : categoryAncestors(em, label),
  ]);
  return {
    posts: posts.map((post) => ({ ...post, snippet: null })),
    featured: query.page === 1 ? featured : null,
    total,
    page: query.page,
    pageCount: listPageCount(total, BLOG_PAGE_SIZE),
    pageSize: BLOG_PAGE_SIZE,
    category: query.category,
    q: '',
    closeMatches: false,
    ...(categoryParents.length > 0 ? { categoryParents } : {}),
  };
}
