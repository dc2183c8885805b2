// Issue 41: an article's related posts read a bounded number of rows, the same at 2,000 posts as at 20,000 (the plan
// as it runs, from EXPLAIN ANALYZE: rows examined, not time).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../db/orm.ts';
import { explainAnalyzed, planNodes, rowsOf, type PlanNode } from '../test/query-plan.ts';
import { createMigratedTestOrm, type TestOrm } from '../test/test-database.ts';
import { relatedPostsQuery, type RelatedPostsOf } from './related-posts.ts';

/** What a plan examined: the rows read from each table, and the rows passed between all its nodes. */
function rowsExamined(plan: PlanNode): { categorySets: number; posts: number; total: number } {
  const nodes = planNodes(plan);
  const readFrom = (table: string) => nodes.filter((node) => node['Relation Name'] === table).reduce((sum, node) => sum + rowsOf(node), 0);
  return {
    categorySets: readFrom('blog_post_category_sets'),
    posts: readFrom('blog_posts'),
    total: nodes.reduce((sum, node) => sum + rowsOf(node), 0),
  };
}

/**
 * Posts `first` to `last` in one statement: three hours apart, one in twenty a draft, each in one or two of six
 * categories (the mix of the benchmark's archive).
 */
async function insertPosts(orm: Orm, first: number, last: number): Promise<void> {
  await orm.em.getConnection().execute(
    `insert into blog_posts (title, slug, content, status, published_at, categories, seo)
     select 'Post ' || n, 'post-' || n, '<p>Body of post ' || n || '.</p>',
            case when n % 20 = 0 then 'draft' else 'published' end,
            timestamptz '2016-01-01' + n * interval '3 hours',
            case when n % 2 = 0 then jsonb_build_array(labels[1 + n % 6])
                 else jsonb_build_array(labels[1 + n % 6], labels[1 + (n / 7) % 6]) end,
            '{}'
       from generate_series(?::int, ?::int) as n,
            (select array['Local SEO', 'Tutorials', 'Case Studies', 'Google Business Profile', 'Reviews', 'Web Design'] as labels) as l`,
    [first, last],
  );
  await orm.em.getConnection().execute('analyze blog_posts; analyze blog_post_category_sets');
}

/** The related posts an article shows. */
const LIMIT = 3;

describe('related posts at 2,000 and 20,000 posts', () => {
  let database: TestOrm;
  let orm: Orm;

  beforeAll(async () => {
    database = await createMigratedTestOrm();
    orm = database.orm;
    await orm.em.getConnection().execute('delete from blog_posts');
  });

  afterAll(async () => {
    await database?.close();
  });

  /** What the related-posts query of the article `slug` examined as it ran, and its number of category sets. */
  async function explain(slug: string): Promise<ReturnType<typeof rowsExamined> & { sets: number }> {
    const rows = await orm.em
      .getConnection()
      .execute<Array<{ categories: string[] }>>('select categories from blog_posts where slug = ?', [slug]);
    const article: RelatedPostsOf = { slug, categories: rows[0]!.categories };
    const { sql, bindings } = relatedPostsQuery(article, new Date(), LIMIT);
    const plan = await explainAnalyzed(orm.em, sql, bindings);
    expect(plan['Actual Rows']).toBe(LIMIT);
    // Neither table is read whole.
    const scanned = planNodes(plan)
      .filter((node) => node['Node Type'] === 'Seq Scan')
      .map((node) => node['Relation Name']);
    expect(scanned).toEqual([]);
    const labels = new Set(article.categories).size;
    return { ...rowsExamined(plan), sets: 1 + labels + (labels * (labels - 1)) / 2 };
  }

  it('examines the same bounded number of rows for an old and a new article at 2,000 posts and at 20,000', async () => {
    // post-9 is old, in two categories (four category sets: none, each, the pair); post-1998 new, in one.
    await insertPosts(orm, 1, 2_000);
    const small = [await explain('post-9'), await explain('post-1998')];
    await insertPosts(orm, 2_001, 20_000);
    const large = [await explain('post-9'), await explain('post-1998')];
    for (const read of [...small, ...large]) {
      // Per category set, the newest few index entries (and the article itself, passed over); each candidate once by
      // its key, and the article by its slug: a bound set by the article's categories, not by the archive.
      expect(read.categorySets).toBeLessThanOrEqual(read.sets * (LIMIT + 1));
      expect(read.posts).toBeLessThanOrEqual(read.sets * LIMIT + 1);
      expect(read.total).toBeLessThan(200);
    }
    // No more index entries at 20,000 than at 2,000 (the newest under each set; fewer when the article, new at 2,000,
    // is no longer among them to be passed over).
    for (const [index, read] of large.entries()) expect(read.categorySets).toBeLessThanOrEqual(small[index]!.categorySets);
  });
});
