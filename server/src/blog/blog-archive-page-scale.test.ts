// The archive's last page at 2,000 and 20,000 posts: each statement it runs uses its index and reads a number of rows
// that does not grow with the archive (EXPLAIN ANALYZE's row counts, not times).
import { blogListInputSchema, type BlogCategoryKey } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../db/orm.ts';
import { createMigratedTestOrm, type TestOrm } from '../test/test-database.ts';
import { explainEach, recordStatements } from '../test/query-plan.ts';
import { loadArchivePage } from './blog-archive-page.ts';

/** `count` published posts from id `first` on, over ten years, one or two of the six categories each. */
const insertPosts = (first: number, count: number) => `
  insert into blog_posts (title, slug, excerpt, content, status, published_at, categories, featured, seo)
  select 'Post ' || n, 'post-' || n, 'Excerpt', '<p>Body.</p>', 'published',
         timestamptz '2016-01-01' + ((n * 7919) % 3650) * interval '1 day' + n * interval '1 second',
         case when n % 2 = 0 then '["Local SEO", "Tutorials"]'::jsonb else '["Case Studies"]'::jsonb end, n = 5, '{}'
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

/** At most this many rows for any one statement of a page: a run (up to 256 posts) and the page's 12. */
const ROWS_BOUND = 300;

describe('the last and middle pages of the archive at 2,000 and 20,000 posts', () => {
  it('reads a bounded number of rows by the archive indexes at both sizes', async () => {
    const connection = orm.em.getConnection();
    await connection.execute(insertPosts(1, 2_000));
    await connection.execute('analyze blog_posts');
    const small = { all: await pagePlans(null), category: await pagePlans('tutorials'), middle: await pagePlans(null, 'middle') };
    await connection.execute(insertPosts(2_001, 18_000));
    await connection.execute('analyze blog_posts');
    const large = { all: await pagePlans(null), category: await pagePlans('tutorials'), middle: await pagePlans(null, 'middle') };

    for (const plans of [small.all, small.category, small.middle, large.all, large.category, large.middle]) {
      for (const plan of plans) expect(plan.rows, plan.sql).toBeLessThanOrEqual(ROWS_BOUND);
    }
    const seek = (plans: typeof small.all) => plans.find((plan) => plan.sql.includes('offset'))!;
    expect(seek(large.all).indexes).toContain('blog_posts_archive_index');
    expect(seek(large.category).indexes).toContain('blog_posts_archive_tutorials_index');
    // Ten times the posts, not ten times the rows read: the whole page's statements together stay within the bound's few runs.
    const total = (plans: typeof small.all) => plans.reduce((sum, plan) => sum + plan.rows, 0);
    expect(total(large.all)).toBeLessThanOrEqual(3 * ROWS_BOUND);
    expect(total(large.category)).toBeLessThanOrEqual(3 * ROWS_BOUND);
    expect(total(large.middle)).toBeLessThanOrEqual(3 * ROWS_BOUND);
    expect(total(large.all)).toBeLessThan(total(small.all) + 2 * ROWS_BOUND);
  }, 300_000);
});
