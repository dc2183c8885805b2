// The blog search's cost does not grow with the number of posts: every statement a search runs is explained with
// EXPLAIN (ANALYZE, FORMAT JSON) at 2,000 and at 20,000 posts (under the plan settings the search gave it), and the
// rows its scans examine stay under a bound set by the search's count limits, not by the number of posts.
import { blogListInputSchema } from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterWrite } from '../cache/after-write.ts';
import type { Orm } from '../db/orm.ts';
import { explainAnalyzed, planNodes, rowsOf, type PlanNode } from '../test/query-plan.ts';
import { createMigratedTestOrm, type TestOrm } from '../test/test-database.ts';
import { HEAD_PROBE_LIMIT, PHRASE_CANDIDATES, SEARCH_PROBE_LIMIT } from './blog-search-sql.ts';
import { loadSearchPage } from './blog-search.service.ts';

/**
 * The most rows one search may read, whatever the number of posts: its counts stop one past their limits (title and
 * excerpt matches, all matches, a phrase's), then a page and its candidates (a generous allowance).
 */
const MOST_ROWS = HEAD_PROBE_LIMIT + 2 * SEARCH_PROBE_LIMIT + PHRASE_CANDIDATES + 1_000;

/**
 * Posts `from` to `to` (the higher the number, the newer; one in ten a draft): every body has 'customers' and one
 * word of its own, even ones 'harbour', every other even one 'harbour cafe'; every third title has 'Customers'. Post 5's
 * title alone has 'Neighbourhood', post 9's is a how-to, post 7's body alone has 'quillwort'.
 */
async function insertPosts(orm: Orm, from: number, to: number): Promise<void> {
  await orm.em.getConnection().execute(
    `insert into blog_posts (title, slug, excerpt, content, status, published_at, categories, seo)
     select case when n = 5 then 'Neighbourhood listings' when n = 9 then 'How to win the map pack'
                 when n % 3 = 0 then 'Customers post ' || n else 'Post ' || n end,
            'post-' || n, 'Excerpt ' || n,
            '<p>Our customers like it. Local search ranking tips for small shops, word' || n || '.' ||
              case when n % 4 = 0 then ' A harbour cafe story.' when n % 2 = 0 then ' The harbour.' else '' end ||
              case when n = 7 then ' We found quillwort by the pond.' else '' end || '</p>',
            case when n % 10 = 0 then 'draft' else 'published' end, timestamptz '2015-01-01' + n * interval '1 hour',
            '["Local SEO"]', '{}'
       from generate_series(?::int, ?::int) as n`,
    [from, to],
  );
  await orm.em.getConnection().execute('analyze blog_posts; analyze derived.search_words');
  afterWrite(orm.em, ['blog_posts']);
}

/** What one search's statements read: table rows its scans examined (kept or filtered out), and the indexes used. */
interface Examined {
  rows: number;
  indexes: Set<string>;
  /** The tables read whole (a sequential scan). */
  scanned: Set<string>;
  statements: number;
}

/**
 * The rows a plan's scans of tables examined: each scan's rows kept plus those its filter or index recheck removed,
 * times its loops. A Bitmap Index Scan's entries are index postings, not rows: the heap scan above it counts its rows.
 */
function examine(plan: PlanNode, into: Examined): void {
  for (const node of planNodes(plan)) {
    const type = node['Node Type'];
    if (node['Index Name']) into.indexes.add(node['Index Name']);
    if (type === 'Seq Scan' && node['Relation Name']) into.scanned.add(node['Relation Name']);
    if (type.includes('Scan') && type !== 'Bitmap Index Scan' && node['Relation Name']) into.rows += rowsOf(node);
  }
}

/** Runs the search for `q`, then explains (and runs again) every statement it ran, summing what they examined. */
async function explainSearch(orm: Orm, q: string): Promise<Examined & { total: number; slugs: string[] }> {
  const connection = orm.em.getConnection();
  const recorded: Array<{ sql: string; params: unknown[] }> = [];
  const execute = connection.execute.bind(connection);
  connection.execute = ((sql: string, params: unknown[] = [], ...rest: unknown[]) => {
    recorded.push({ sql, params });
    return (execute as (...args: unknown[]) => unknown)(sql, params, ...rest);
  }) as typeof connection.execute;
  let page;
  try {
    page = await loadSearchPage(orm.em.fork(), blogListInputSchema.parse({ q }));
  } finally {
    connection.execute = execute;
  }
  const examined: Examined = { rows: 0, indexes: new Set(), scanned: new Set(), statements: 0 };
  // A statement the search planned with settings of its own (see planSettings) is explained under the same settings.
  let settings: { sql: string; params: unknown[] } | null = null;
  for (const { sql, params } of recorded) {
    if (/^\s*select set_config/i.test(sql)) {
      settings = { sql, params };
      continue;
    }
    if (!/^\s*(select|with)\b/i.test(sql)) continue;
    const plan = await orm.em.fork().transactional(async (tx: EntityManager) => {
      const context: unknown = tx.getTransactionContext();
      if (settings) await tx.getConnection().execute(settings.sql, settings.params, 'all', context);
      return explainAnalyzed(tx, sql, params, context);
    });
    settings = null;
    examine(plan, examined);
    examined.statements += 1;
  }
  return { ...examined, total: page.total, slugs: page.posts.map((post) => post.slug) };
}

/** An index of the posts' dates, read newest first. */
const BY_DATE = /^blog_posts_(manager_order|status_published_at|goes_live|archive)_index$/;

/** Each kind of query, and (the name of) the index it must read at 20,000 posts. */
const KINDS: Array<[string, string, RegExp]> = [
  // Newest first by date until enough match: the words are in most posts.
  ['a common word', 'customers', BY_DATE],
  ['two common words', 'harbour cafe', BY_DATE],
  ['a phrase', '"harbour cafe"', BY_DATE],
  ['a typo of a title word', 'neighbourhod', /^search_words_trgm_index$/],
  ['a typo of a body-only word', 'quilwort', /^search_words_trgm_index$/],
  ['stop words only', 'how to', /^blog_posts_search_head_text_trgm_index$/],
  ['no match', 'zyzzyvas', /^blog_posts_search_document_index$/],
];

describe('the blog search at 2,000 and 20,000 posts', () => {
  let database: TestOrm;
  let orm: Orm;
  const at2k = new Map<string, Examined & { total: number; slugs: string[] }>();

  beforeAll(async () => {
    database = await createMigratedTestOrm();
    orm = database.orm;
    await insertPosts(orm, 1, 2_000);
    for (const [kind, q] of KINDS) at2k.set(kind, await explainSearch(orm, q));
    // Every kind still finds what it should (the counts of the larger set are checked by the service's own tests).
    expect(at2k.get('a typo of a body-only word')?.slugs).toEqual(['post-7']);
    expect(at2k.get('a typo of a title word')?.slugs).toEqual(['post-5']);
    expect(at2k.get('a common word')).toMatchObject({ total: 1_000 });
    await insertPosts(orm, 2_001, 20_000);
  }, 600_000);

  afterAll(async () => {
    await database?.close();
  });

  it.each(KINDS)('%s examines no more rows at 20,000 posts than at 2,000, through its indexes', async (kind, q, index) => {
    const small = at2k.get(kind)!;
    const large = await explainSearch(orm, q);
    console.log(kind, { rows2k: small.rows, rows20k: large.rows, indexes: [...large.indexes], scanned: [...large.scanned] });
    expect([...large.indexes].some((name) => index.test(name))).toBe(true);
    // A sequential scan may appear where it stops early (under a LIMIT): the rows it read are in the count below.
    // Bounded by the counts' limits at any number of posts; a search reading only what matches (few posts hold its
    // words) reads as much at 20,000 posts as at 2,000.
    expect(large.rows).toBeLessThanOrEqual(MOST_ROWS);
    if (small.rows < 100) expect(large.rows).toBeLessThanOrEqual(small.rows + 10);
  });
});
