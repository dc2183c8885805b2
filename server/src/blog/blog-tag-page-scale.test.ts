// A tag's last and middle pages at 2,000 and 20,000 posts: each statement it runs reads a number of rows that does not
// grow with the archive or with the tag (EXPLAIN ANALYZE's row counts, not times), through the tag's kept rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../db/orm.ts';
import { explainEach, recordStatements } from '../test/query-plan.ts';
import { createMigratedTestOrm, type TestOrm } from '../test/test-database.ts';
import { readTagPage } from './blog-tag-page.ts';

/** `count` published posts from id `first` on, over ten years: half tagged "Google Maps", every tenth "Rare" too. */
const insertPosts = (first: number, count: number) => `
  insert into blog_posts (title, slug, excerpt, content, status, published_at, categories, tags, seo)
  select 'Post ' || n, 'post-' || n, 'Excerpt', '<p>Body.</p>', 'published',
         timestamptz '2016-01-01' + ((n * 7919) % 3650) * interval '1 day' + n * interval '1 second', '["Case Studies"]',
         case when n % 10 = 0 then '["Google Maps", "Rare"]'::jsonb when n % 2 = 0 then '["Google Maps"]'::jsonb else '[]'::jsonb end, '{}'
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

/** The statements a tag's last (or middle) page runs through `execute` (its posts' summaries are read by id apart), explained. */
async function pagePlans(key: string, depth: 'last' | 'middle'): Promise<Array<{ sql: string; rows: number; indexes: string[] }>> {
  const em = orm.em.fork();
  const first = await readTagPage(em, key, 1);
  const pageCount = first!.pageCount;
  const statements = await recordStatements(em, async () => {
    const page = await readTagPage(em, key, depth === 'last' ? pageCount : Math.ceil(pageCount / 2));
    expect(page!.posts.length).toBeGreaterThan(0);
  });
  expect(statements.length).toBeGreaterThan(2);
  return explainEach(orm.em, statements);
}

/** At most this many rows for any one statement of a page: a run (up to 256 posts) and the page's 12. */
const ROWS_BOUND = 300;

describe("a tag's last and middle pages at 2,000 and 20,000 posts", () => {
  it('read a bounded number of rows by the tag’s kept rows at both sizes', async () => {
    const connection = orm.em.getConnection();
    const measure = async () => ({
      last: await pagePlans('google-maps', 'last'),
      middle: await pagePlans('google-maps', 'middle'),
      rare: await pagePlans('rare', 'last'),
    });
    await connection.execute(insertPosts(1, 2_000));
    await connection.execute('analyze blog_posts');
    await connection.execute('analyze derived.blog_tag_posts');
    const small = await measure();
    await connection.execute(insertPosts(2_001, 18_000));
    await connection.execute('analyze blog_posts');
    await connection.execute('analyze derived.blog_tag_posts');
    const large = await measure();

    for (const plans of [small.last, small.middle, small.rare, large.last, large.middle, large.rare])
      for (const plan of plans) expect(plan.rows, plan.sql).toBeLessThanOrEqual(ROWS_BOUND);
    const seek = (plans: typeof small.last) => plans.find((plan) => plan.sql.includes('offset'))!;
    expect(seek(large.last).indexes).toContain('blog_tag_posts_pkey');
    expect(seek(large.rare).indexes).toContain('blog_tag_posts_pkey');
    const total = (plans: typeof small.last) => plans.reduce((sum, plan) => sum + plan.rows, 0);
    // Ten times the posts, not ten times the rows read.
    for (const plans of [large.last, large.middle, large.rare]) expect(total(plans)).toBeLessThanOrEqual(3 * ROWS_BOUND);
    expect(total(large.last)).toBeLessThan(total(small.last) + 2 * ROWS_BOUND);
  }, 300_000);
});
