import { BLOG_CATEGORIES, BLOG_PAGE_SIZE, blogListInputSchema, categoryLabel, type BlogCategoryKey } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../clock.ts';
import { createOrm, migrate, type Orm } from '../db/orm.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { loadArchivePage } from './blog-archive-page.ts';
import { keepArchiveRunsCounted } from './blog-archive-runs.ts';
import { executeWithTriggersOff } from '../test/blog-post-rows.ts';

const NOW = new Date('2026-06-01T12:00:00Z').getTime();
/** The time the server's clock shows (tests move it). */
let clock = NOW;
const HOUR = 3600_000;

/**
 * `count` posts from id `first` on: published over about three years with many on the same day (the id decides
 * between them), one or two categories each, every 37th a draft.
 */
function insertPostsSql(first: number, count: number): string {
  return `
    insert into blog_posts (title, slug, excerpt, content, status, published_at, categories, seo)
    select 'Post ' || n, 'post-' || n, 'Excerpt ' || n, '<p>Body.</p>',
           case when n % 37 = 0 then 'draft' else 'published' end,
           timestamptz '2023-01-01' + ((n * 7919) % 1100) * interval '1 day',
           case when n % 3 = 0 then jsonb_build_array(${labelArray}[1 + n % 6], ${labelArray}[1 + (n / 6) % 6])
                else jsonb_build_array(${labelArray}[1 + n % 6]) end,
           '{}'
      from generate_series(${first}, ${first + count - 1}) as n`;
}
const labelArray = `(array[${BLOG_CATEGORIES.map((category) => `'${category.label.replaceAll("'", "''")}'`).join(', ')}])`;

/** What the archive held before the kept runs: a page of the public posts by OFFSET (all of them for no page), and their count. */
async function offsetPage(orm: Orm, category: BlogCategoryKey | null, page: number | null) {
  const at = new Date(clock);
  const connection = orm.em.fork().getConnection();
  const label = category ? categoryLabel(category) : null;
  const featured = category
    ? []
    : await connection.execute<Array<{ id: number }>>(
        `select id from blog_posts where featured and status = 'published' and published_at <= ? and (offline_until is null or offline_until <= ?)`,
        [at, at],
      );
  const where = `status = 'published' and published_at <= ? and (offline_until is null or offline_until <= ?)
                 ${label ? 'and categories @> ?::jsonb' : ''} ${featured[0] ? 'and id <> ?' : ''}`;
  const bindings = [at, at, ...(label ? [JSON.stringify([label])] : []), ...(featured[0] ? [featured[0].id] : [])];
  const rows = await connection.execute<Array<{ id: number }>>(
    `select id from blog_posts where ${where} order by published_at desc, id desc ${page === null ? '' : 'limit ? offset ?'}`,
    [...bindings, ...(page === null ? [] : [BLOG_PAGE_SIZE, (page - 1) * BLOG_PAGE_SIZE])],
  );
  const counted = await connection.execute<Array<{ total: string }>>(`select count(*) as total from blog_posts where ${where}`, bindings);
  return { ids: rows.map((row) => row.id), total: Number(counted[0]!.total) };
}

const archivePage = (orm: Orm, category: BlogCategoryKey | null, page: number) =>
  loadArchivePage(orm.em.fork(), blogListInputSchema.parse({ category, page }));

/** derived.blog_category_posts lists each published post under each of its categories, and nothing else. */
async function expectCategoryRowsKept(orm: Orm): Promise<void> {
  const connection = orm.em.fork().getConnection();
  const kept = await connection.execute(`select label, published_at, id from derived.blog_category_posts order by 1, 2, 3`);
  const counted = await connection.execute(
    `select distinct c.label, p.published_at, p.id from blog_posts as p, jsonb_array_elements_text(p.categories) as c(label)
      where p.status = 'published' and p.published_at is not null order by 1, 2, 3`,
  );
  expect(kept).toEqual(counted);
}

/**
 * Every page of /blog and of each category, and the one past the last, equal the slices of the whole ordered list;
 * the first, middle and last pages equal OFFSET's own pages. The categories' kept rows are exact.
 */
async function expectEveryPageAsOffset(orm: Orm): Promise<void> {
  await expectCategoryRowsKept(orm);
  for (const category of [null, ...BLOG_CATEGORIES.map((c) => c.key)]) {
    const all = await offsetPage(orm, category, null);
    const last = Math.max(1, Math.ceil(all.total / BLOG_PAGE_SIZE));
    const pages = Array.from({ length: last + 1 }, (_, i) => i + 1);
    // A few at a time: the embedded database has one connection.
    const actual: Awaited<ReturnType<typeof archivePage>>[] = [];
    for (let start = 0; start < pages.length; start += 4)
      actual.push(...(await Promise.all(pages.slice(start, start + 4).map((page) => archivePage(orm, category, page)))));
    expect(actual.map((page) => ({ category, page: page.page, ids: page.posts.map((post) => post.id), total: page.total }))).toEqual(
      pages.map((page) => ({
        category,
        page,
        ids: all.ids.slice((page - 1) * BLOG_PAGE_SIZE, page * BLOG_PAGE_SIZE),
        total: all.total,
      })),
    );
    expect(actual.every((page) => page.pageCount === last)).toBe(true);
    for (const page of new Set([1, Math.ceil(last / 2), last])) {
      expect(actual[page - 1]!.posts.map((post) => post.id)).toEqual((await offsetPage(orm, category, page)).ids);
    }
  }
}

for (const embedded of [false, true]) {
  describe(`the blog archive's pages by kept runs on ${embedded ? 'the embedded PostgreSQL' : 'PostgreSQL'}`, () => {
    let database: TestDatabase;
    let orm: Orm;
    const sql = (text: string, bindings: unknown[] = []) => orm.em.getConnection().execute(text, bindings);

    beforeAll(async () => {
      setClock(() => new Date(clock));
      database = await createTestDatabase({ embedded, from: 'migrated' });
      orm = await createOrm(database.target);
      await migrate(orm);
      // 600 posts in one statement: runs are cut while the statement's rows are counted.
      await sql(insertPostsSql(1, 600));
      await sql(`update blog_posts set featured = true where id = 451`);
      // Waiting: one scheduled for tomorrow, one live post taken offline until tomorrow (it keeps its date).
      await sql(`update blog_posts set published_at = ? where id = 11`, [new Date(NOW + 24 * HOUR)]);
      await sql(`update blog_posts set offline_until = ? where id = 21`, [new Date(NOW + 24 * HOUR)]);
    }, 120_000);

    afterAll(async () => {
      setClock();
      await orm?.close(true);
      await database?.drop();
    });

    it('gives every page, first to last and one past it, as OFFSET did, for /blog and each category', async () => {
      const runs = await sql(`select label, count(*) as runs, max(posts) as longest from derived.blog_archive_buckets group by label`);
      // Several runs per label, none past 256 posts.
      expect(Number(runs.find((row) => row.label === '')!.runs)).toBeGreaterThan(3);
      expect(Math.max(...runs.map((row) => Number(row.longest)))).toBeLessThanOrEqual(256);
      await expectEveryPageAsOffset(orm);
    }, 120_000);

    it('stays as OFFSET after publishing, unpublishing, deleting, moving and recategorising posts', async () => {
      await sql(`update blog_posts set status = 'published' where id in (37, 74, 111)`);
      await sql(`update blog_posts set status = 'draft' where id in (5, 500, 599)`);
      await sql(`delete from blog_posts where id in (6, 300, 301, 302)`);
      await sql(`update blog_posts set published_at = timestamptz '2022-06-01' where id = 700`);
      await sql(`update blog_posts set published_at = timestamptz '2026-05-31' where id = 3`);
      await sql(`update blog_posts set categories = '["Tutorials", "Local SEO"]' where id in (2, 4, 8)`);
      // A single post, as the editor saves one, then a burst in the middle of the dates that cuts runs again.
      await sql(
        `insert into blog_posts (title, slug, content, status, published_at, categories, seo)
         values ('New', 'new-post', '<p>x</p>', 'published', ?, '["Case Studies"]', '{}')`,
        [new Date(NOW - HOUR)],
      );
      await sql(insertPostsSql(2000, 300));
      await expectEveryPageAsOffset(orm);
      // Half of the archive goes in one statement: runs emptied go.
      await sql(`delete from blog_posts where id % 2 = 0`);
      await expectEveryPageAsOffset(orm);
    }, 180_000);

    it('shows a scheduled post and a post back from offline at their time, with no write', async () => {
      const before = await archivePage(orm, null, 1);
      expect(before.posts.some((post) => post.id === 11 || post.id === 21)).toBe(false);
      clock = NOW + 25 * HOUR;
      try {
        const after = await archivePage(orm, null, 1);
        expect(after.total).toBe(before.total + 2);
        expect(after.posts[0]!.id).toBe(11);
        // Post 21 kept its date: it is back in its place, deep in the archive.
        await expectEveryPageAsOffset(orm);
      } finally {
        clock = NOW;
      }
    }, 120_000);

    it('cuts the runs again at start when posts were written with the triggers off', async () => {
      await executeWithTriggersOff(orm, insertPostsSql(5000, 40));
      expect(await keepArchiveRunsCounted(orm.em.fork())).toBe(true);
      expect(await keepArchiveRunsCounted(orm.em.fork())).toBe(false);
      await expectEveryPageAsOffset(orm);
    }, 120_000);

    it('starts again from nothing when the posts are truncated', async () => {
      await sql(`truncate blog_posts cascade`);
      expect(await sql(`select * from derived.blog_archive_buckets`)).toEqual([]);
      expect(await sql(`select * from derived.blog_category_posts`)).toEqual([]);
      await sql(insertPostsSql(1, 300));
      await expectEveryPageAsOffset(orm);
    }, 120_000);
  });
}
