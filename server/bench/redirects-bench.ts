// `TEST_DATABASE_URL=postgres://… npx tsx server/bench/redirects-bench.ts`: the 404 monitor and the redirect
// rules at scale, on a throwaway database of that PostgreSQL (migrated and seeded): 100,000 404 paths with referrers
// and 10,000 posts (the suggestions' search), the rule table at its 20,000-rule bound. Times the 404 list (first page
// and the 100th by hits, first by last seen, a search), loading the rule table and matching a path against it, a
// 10,000-row CSV import and the export; and what counting costs: writing 5,000 counted paths in one flush. Prints
// medians with their spread and the machine's load.
import { execFileSync } from 'node:child_process';
import { REDIRECT_RULES_MAX } from '@app/contracts';
import { createOrm } from '../src/db/orm.ts';
import { prepareDatabase } from '../src/startup/prepare-database.ts';
import { median, timedMedian, timeOf } from './bench-stats.ts';
import { createTestDatabase } from '../src/test/test-database.ts';
import { NotFoundLog } from '../src/redirects/not-found-log.ts';
import { listNotFound } from '../src/redirects/not-found.service.ts';
import { matchRule, ruleTableOf, type MatchableRule } from '../src/redirects/redirect-paths.ts';
import { importRules, rulesCsv } from '../src/redirects/redirect-rules.service.ts';

const PATHS = 100_000;
const RUNS = 15;
const runs = (run: () => Promise<unknown>) => timedMedian(run, RUNS);

if (!process.env.TEST_DATABASE_URL) throw new Error('Set TEST_DATABASE_URL to a PostgreSQL server the bench may make a database on.');
const database = await createTestDatabase();
const orm = await createOrm(database.target);
try {
  await prepareDatabase(orm);
  const connection = orm.em.fork().getConnection();
  await connection.execute(
    `insert into not_found_paths (path, hits, first_seen_at, last_seen_at)
     select '/' || (2015 + n % 10) || '/' || lpad((1 + n % 12)::text, 2, '0') || '/old-post-' || n, 1 + (n * 104729) % 5000,
            now() - (n % 1000) * interval '1 hour', now() - (n % 90) * interval '1 day' + n * interval '1 second'
       from generate_series(1::bigint, ${PATHS}) as n`,
  );
  await connection.execute(
    `insert into not_found_referrers (path, referrer, hits, last_seen_at)
     select p.path, 'https://site-' || r || '.example/links', r, p.last_seen_at
       from not_found_paths p cross join generate_series(1, 5) as r where p.hits % 4 = 0`,
  );
  await connection.execute(
    `insert into blog_posts (title, slug, excerpt, content, author, status, published_at, categories, read_time, seo)
     select 'Old post ' || g || ' about local search', 'old-post-' || g, 'Excerpt ' || g, '<p>Body.</p>', 'Bench', 'published',
            timestamptz '2015-01-01' + g * interval '7 hours', '[]', '1 min read', '{}'
       from generate_series(1, 10000) as g`,
  );
  await connection.execute('analyze');

  const list = (input: Parameters<typeof listNotFound>[1]) => () => listNotFound(orm.em.fork(), input);
  let cursor: string | null = null;
  for (let page = 1; page < 100; page += 1) cursor = (await listNotFound(orm.em.fork(), { q: '', sort: 'hits', after: cursor })).next;
  const lists = {
    first: await runs(list({ q: '', sort: 'hits' })),
    deep: await runs(list({ q: '', sort: 'hits', after: cursor })),
    recent: await runs(list({ q: '', sort: 'recent' })),
    search: await runs(list({ q: 'old-post-4242', sort: 'hits' })),
  };

  // Rule matching, in memory: a table at the bound, and 100,000 lookups of paths it does and does not hold.
  const rules: MatchableRule[] = Array.from({ length: REDIRECT_RULES_MAX }, (_, i) => ({
    id: i + 1,
    source: `/moved-${i}`,
    match: i % 10 === 0 ? 'prefix' : 'exact',
    status: 301,
    target: '/pricing',
  }));
  const built = await timeOf(async () => ruleTableOf(rules));
  const table = ruleTableOf(rules);
  const lookups: number[] = [];
  for (let round = 0; round < 5; round += 1) {
    const started = performance.now();
    for (let i = 0; i < 100_000; i += 1) matchRule(table, i % 2 === 0 ? `/moved-${i % REDIRECT_RULES_MAX}` : `/2019/05/old-post-${i}/x/y`);
    lookups.push(((performance.now() - started) * 1000) / 100_000);
  }

  // A CSV import of 10,000 rules (each source checked against the pages, the targets once each), then the export.
  const csv = `source,target,status\n${Array.from({ length: 10_000 }, (_, i) => `/2016/01/gone-${i},/pricing,301`).join('\n')}\n`;
  const imported = await timeOf(() => importRules(orm.em.fork(), csv, { id: null, username: 'bench' }));
  const exported = await runs(() => rulesCsv(orm.em.fork()));

  // Counting: a window of 5,000 new 404 paths with a referrer each, written in one flush.
  const flushes: number[] = [];
  for (let round = 0; round < 5; round += 1) {
    const log = new NotFoundLog();
    const at = new Date();
    for (let i = 0; i < 5000; i += 1) log.record(`/flush-${round}-${i}`, 'https://news.example/links', at);
    flushes.push(await timeOf(() => log.flush(orm.em.fork())));
  }

  const uptime = execFileSync('uptime', { encoding: 'utf8' }).trim();
  console.log(`404s and redirects bench: ${PATHS.toLocaleString('en-US')} 404 paths, 10,000 posts; ${uptime}`);
  console.log(
    `notFound.list medians (${RUNS} runs): first page by hits ${lists.first}, page 100 by hits ${lists.deep}, ` +
      `first by last seen ${lists.recent}, a search ${lists.search}`,
  );
  console.log(
    `rule table of ${REDIRECT_RULES_MAX.toLocaleString('en-US')}: built in ${built.toFixed(1)} ms; a match ${median(lookups).toFixed(2)} µs ` +
      `(5 rounds of 100,000, ${Math.min(...lookups).toFixed(2)}-${Math.max(...lookups).toFixed(2)})`,
  );
  console.log(`CSV import of 10,000 rules: ${(imported / 1000).toFixed(1)} s; export of ${10_000} rules ${exported}`);
  console.log(
    `a flush of 5,000 counted paths: median ${median(flushes).toFixed(0)} ms (${Math.min(...flushes).toFixed(0)}-${Math.max(...flushes).toFixed(0)})`,
  );
} finally {
  await orm.close(true);
  await database.drop();
}
