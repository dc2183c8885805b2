// The 404 list at 100,000 paths and the rule table at its 20,000-rule bound: each page of the list (both orders, first
// and a later page) reads a number of rows that does not grow with the table (EXPLAIN ANALYZE's row counts, not
// times); a search finds what it should; every rule is matched in memory and exported.
import { REDIRECT_RULES_MAX, REDIRECTS_PAGE_SIZE } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../db/orm.ts';
import { explainEach, recordStatements } from '../test/query-plan.ts';
import { createMigratedTestOrm, type TestOrm } from '../test/test-database.ts';
import { listNotFound } from './not-found.service.ts';
import { matchRule } from './redirect-paths.ts';
import { rulesCsv, ruleTable } from './redirect-rules.service.ts';

const PATHS = 100_000;

let database: TestOrm;
let orm: Orm;

beforeAll(async () => {
  database = await createMigratedTestOrm();
  orm = database.orm;
  const connection = orm.em.fork().getConnection();
  await connection.execute(
    `insert into not_found_paths (path, hits, first_seen_at, last_seen_at)
     select '/old/' || n || '/page-' || (n * 7919 % 100000), 1 + (n * 104729) % 5000,
            timestamptz '2026-09-01' + (n % 1000) * interval '1 hour', timestamptz '2026-09-01' + (n % 90) * interval '1 day' + n * interval '1 second'
       from generate_series(1::bigint, ${PATHS}) as n`,
  );
  await connection.execute(
    `insert into not_found_referrers (path, referrer, hits, last_seen_at)
     select p.path, 'https://site-' || r || '.example/links', r, p.last_seen_at
       from not_found_paths p cross join generate_series(1, 5) as r where p.hits % 10 = 0`,
  );
  await connection.execute(
    `insert into redirect_rules (source, match, status, target)
     select '/moved-' || n, case when n % 10 = 0 then 'prefix' else 'exact' end, 301, '/pricing'
       from generate_series(1, ${REDIRECT_RULES_MAX}) as n`,
  );
  await connection.execute('analyze not_found_paths');
  await connection.execute('analyze not_found_referrers');
}, 300_000);

afterAll(async () => {
  await database?.close();
});

/** The statements of one list read, explained, without the count (which counts every matching path). */
async function listPlans(sort: 'hits' | 'recent', after: string | null) {
  const em = orm.em.fork();
  const statements = await recordStatements(em, async () => {
    const page = await listNotFound(em, { q: '', sort, after });
    expect(page.paths).toHaveLength(REDIRECTS_PAGE_SIZE);
    expect(page.total).toBe(PATHS);
  });
  return explainEach(
    orm.em,
    statements.filter((statement) => !statement.sql.includes('count(*)')),
  );
}

describe('the 404 list at 100,000 paths', () => {
  for (const sort of ['hits', 'recent'] as const) {
    it(`reads a bounded number of rows for the first and a later page, by ${sort}`, async () => {
      const first = await listNotFound(orm.em.fork(), { q: '', sort });
      const second = await listNotFound(orm.em.fork(), { q: '', sort, after: first.next });
      const third = await listNotFound(orm.em.fork(), { q: '', sort, after: second.next });
      // The pages follow one another in the order, none repeated.
      const seen = [...first.paths, ...second.paths, ...third.paths];
      expect(new Set(seen.map((row) => row.path)).size).toBe(seen.length);
      const key = (row: (typeof seen)[number]) => (sort === 'hits' ? row.hits : Date.parse(row.lastSeenAt));
      for (let i = 1; i < seen.length; i += 1) expect(key(seen[i]!)).toBeLessThanOrEqual(key(seen[i - 1]!));
      for (const after of [null, third.next]) {
        const plans = await listPlans(sort, after);
        const page = plans.find((plan) => plan.sql.includes('from not_found_paths p'))!;
        expect(page.indexes, page.sql).toContain(sort === 'hits' ? 'not_found_paths_hits_index' : 'not_found_paths_recent_index');
        // 51 paths, up to 3 referrers each through the primary key, and the suggestions' lookups: far below 100,000.
        for (const plan of plans) expect(plan.rows, plan.sql).toBeLessThan(5_000);
      }
    });
  }

  it('finds a path by part of it, with its referrers, among 100,000', async () => {
    const page = await listNotFound(orm.em.fork(), { q: '/old/4242/', sort: 'hits' });
    expect(page.total).toBe(1);
    expect(page.paths[0]!.path).toMatch(/^\/old\/4242\/page-/);
  });
});

describe('the rule table at its bound', () => {
  it(`matches among ${REDIRECT_RULES_MAX.toLocaleString('en-US')} rules in memory and exports every one`, async () => {
    const table = await ruleTable(orm.em.fork());
    expect(table.exact.size + table.prefix.size).toBe(REDIRECT_RULES_MAX);
    expect(matchRule(table, '/moved-17')?.target).toBe('/pricing');
    expect(matchRule(table, '/moved-20/anything/below')?.source).toBe('/moved-20');
    expect(matchRule(table, '/moved-21/below')).toBeNull();
    const csv = await rulesCsv(orm.em.fork());
    expect(csv.trimEnd().split('\r\n')).toHaveLength(REDIRECT_RULES_MAX + 1);
  });
});
