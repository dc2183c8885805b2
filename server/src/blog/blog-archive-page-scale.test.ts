// The archive's last page at 2,000 and 20,000 posts: each statement it runs uses its index and reads a number of rows
// that does not grow with the archive (EXPLAIN ANALYZE's row counts, not times); for all posts, a built-in category
// and a category an import brought (any label).
import { BLOG_PAGE_SIZE, blogListInputSchema, type BlogCategoryKey } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../db/orm.ts';
import { createMigratedTestOrm, type TestOrm } from '../test/test-database.ts';
import { explainEach, recordStatements } from '../test/query-plan.ts';
import { archiveSlice, loadArchivePage } from './blog-archive-page.ts';

/** A category label outside the six built-in ones, as an import brings it (no page address of its own). */
const IMPORTED = 'Harbour Bakeries';

/**
 * `count` published posts from id `first` on, over ten years, one or two of the six categories each; one in five of the
 * odd ones also in a category a WordPress import brought ('Harbour Bakeries', none of the six).
 */
const insertPosts = (first: number, count: number) => `
  insert into blog_posts (title, slug, excerpt, content, status, published_at, categories, featured, seo)
  select 'Post ' || n, 'post-' || n, 'Excerpt', '<p>Body.</p>', 'published',
         timestamptz '2016-01-01' + ((n * 7919) % 3650) * interval '1 day' + n * interval '1 second',
         case when n % 2 = 0 then '["Local SEO", "Tutorials"]'::jsonb when n % 10 = 3 then '["Case Studies", "Harbour Bakeries"]'::jsonb
              else '["Case Studies"]'::jsonb end, n = 5, '{}'
    from generate_series(${first}, ${first + count - 1}) as n`;

let database: TestOrm;
let orm: Orm;

beforeAll(async () => {
  database = await createMigratedTestOrm();
  orm = database.orm;
}, 120_000);

afterAll(async () => {
  await database?.close();
});

/**
 * The statements the last (or middle) page of the list runs through `execute` (the summaries of its 12 posts are read by id
 * apart), each explained: the rows its scans read and the indexes it used.
 */
async function pagePlans(
  category: BlogCategoryKey | null,
  depth: 'last' | 'middle' = 'last',
): Promise<Array<{ sql: string; rows: number; indexes: string[] }>> {
  const em = orm.em.fork();
  const first = await loadArchivePage(em, blogListInputSchema.parse({ category }));
  const statements = await recordStatements(em, async () => {
    const last = await loadArchivePage(
      em,
      blogListInputSchema.parse({ category, page: depth === 'last' ? first.pageCount : Math.ceil(first.pageCount / 2) }),
    );
    expect(last.posts.length).toBeGreaterThan(0);
  });
  expect(statements.length).toBeGreaterThan(2);
  return explainEach(orm.em, statements);
}

/** The same for the last page of a category label read directly (`IMPORTED`: none of the six built-in categories). */
async function labelPlans(label: string): Promise<Array<{ sql: string; rows: number; indexes: string[] }>> {
  const em = orm.em.fork();
  const first = await archiveSlice(em, label, 1, null);
  const statements = await recordStatements(em, async () => {
    const last = await archiveSlice(em, label, Math.ceil(first.total / BLOG_PAGE_SIZE), null);
    expect(last.posts.length).toBeGreaterThan(0);
  });
  expect(statements.length).toBeGreaterThan(2);
  return explainEach(orm.em, statements);
}

/** At most this many rows for any one statement of a page: a run (up to 256 posts) and the page's 12. */
const ROWS_BOUND = 300;

describe('the last and middle pages of the archive at 2,000 and 20,000 posts', () => {
  it('reads a bounded number of rows by the archive indexes at both sizes', async () => {
    const connection = orm.em.getConnection();
    await connection.execute(insertPosts(1, 2_000));
    await connection.execute('analyze blog_posts; analyze derived.blog_category_posts');
    const measure = async () => ({
      all: await pagePlans(null),
      category: await pagePlans('tutorials'),
      middle: await pagePlans(null, 'middle'),
      imported: await labelPlans(IMPORTED),
    });
    const small = await measure();
    await connection.execute(insertPosts(2_001, 18_000));
    await connection.execute('analyze blog_posts; analyze derived.blog_category_posts');
    const large = await measure();

    for (const plans of [...Object.values(small), ...Object.values(large)]) {
      for (const plan of plans) expect(plan.rows, plan.sql).toBeLessThanOrEqual(ROWS_BOUND);
    }
    const seek = (plans: typeof small.all) => plans.find((plan) => plan.sql.includes('offset'))!;
    expect(seek(large.all).indexes).toContain('blog_posts_archive_index');
    // A category's posts, built-in or imported, are read from their kept rows by the primary key's order.
    expect(seek(large.category).indexes).toContain('blog_category_posts_pkey');
    expect(seek(large.imported).indexes).toContain('blog_category_posts_pkey');
    // Ten times the posts, not ten times the rows read: the whole page's statements together stay within the bound's few runs.
    const total = (plans: typeof small.all) => plans.reduce((sum, plan) => sum + plan.rows, 0);
    for (const kind of Object.keys(small) as Array<keyof typeof small>)
      console.log(kind, { rows2k: total(small[kind]), rows20k: total(large[kind]), seek: seek(large[kind]).indexes });
    expect(total(large.all)).toBeLessThanOrEqual(3 * ROWS_BOUND);
    expect(total(large.category)).toBeLessThanOrEqual(3 * ROWS_BOUND);
    expect(total(large.middle)).toBeLessThanOrEqual(3 * ROWS_BOUND);
    expect(total(large.imported)).toBeLessThanOrEqual(3 * ROWS_BOUND);
    // The imported category's rows examined do not grow with ten times its posts (200 of them, then 2,000).
    expect(total(large.imported)).toBeLessThan(total(small.imported) + 2 * ROWS_BOUND);
    expect(total(large.all)).toBeLessThan(total(small.all) + 2 * ROWS_BOUND);
  }, 300_000);
});
