// `TEST_DATABASE_URL=postgres://… npx tsx server/bench/seo-report-bench.ts`: the SEO report at 10,000 posts
// (BENCH_SEO_POSTS). On a throwaway database of that PostgreSQL, migrated and seeded, it loads posts of about 300 words with focus
// keyphrases (one in four sharing its keyphrase with another post), runs the pass after start-up over them, then
// times seoReport.list (first slice, a kind, a light, a slice 100 deep), keyphraseUses, and what the analysis adds
// to a post's save (a 300-word and a 3,000-word post). Prints the figures with the machine's load.
import { execFileSync } from 'node:child_process';
import { LONG_POST } from '../../packages/seo-analysis/src/fixtures/long-post.ts';
import { createOrm } from '../src/db/orm.ts';
import { prepareDatabase } from '../src/startup/prepare-database.ts';
import { createTestDatabase } from '../src/test/test-database.ts';
import { findKeyphraseUses } from '../src/seo-report/keyphrase-uses.ts';
import { storePostAnalyses, type PostSource } from '../src/seo-report/post-analysis.ts';
import { listSeoReport } from '../src/seo-report/seo-report-list.ts';
import { fillMissingAnalyses } from '../src/seo-report/start-up-pass.ts';
import { timedMedian, timeOf } from './bench-stats.ts';

const POSTS = Number(process.env.BENCH_SEO_POSTS ?? 10_000);
const RUNS = 20;
const WORDS = `local search map pack ranking business profile reviews citations listing category photos posts questions
answers keywords service area website schedule holiday hours directions calls visits customers neighbourhood
competitors audit tracking grid distance relevance prominence backlinks schema markup mobile speed content
agency clients report insights bakery florist plumber dentist salon garage cafe studio clinic gym bookshop`
  .split(/\s+/)
  .filter(Boolean);

/** A run's times after one warm-up call: the median and the 10th-90th percentile spread, as text. */
const timedRuns = (run: () => Promise<unknown>) => timedMedian(run, RUNS);

if (!process.env.TEST_DATABASE_URL) throw new Error('Set TEST_DATABASE_URL to a PostgreSQL server the bench may make a database on.');
const database = await createTestDatabase();
const orm = await createOrm(database.target);
try {
  await prepareDatabase(orm);
  const em = orm.em.fork();
  const connection = em.getConnection();
  // Bodies of 3 paragraphs of 100 words; keyphrases of 3 words, post g sharing post g-1's when g % 4 = 0.
  await connection.execute(
    `with words as (select array(select jsonb_array_elements_text(?::jsonb)) as w)
     insert into blog_posts (title, slug, excerpt, content, author, status, published_at, categories, read_time, seo)
     select initcap(w[1 + abs(hashint4(g * 7)) % n] || ' ' || w[1 + abs(hashint4(g * 7 + 1)) % n]) || ' ' || g,
            'seo-bench-' || g, 'A post about ' || w[1 + abs(hashint4(g)) % n] || '.',
            (select string_agg('<p>' || paragraph || '.</p>', '')
               from (select string_agg(w[1 + abs(hashint4(g * 1000 + p * 100 + i)) % n], ' ') as paragraph
                       from generate_series(1, 3) p, generate_series(1, 100) i group by p) as paragraphs),
            'Bench Writer', 'published', timestamptz '2015-01-01' + g * interval '37 minutes', '[]', '2 min read',
            jsonb_build_object('focusKeyphrase', w[1 + abs(hashint4(k)) % n] || ' ' || w[1 + abs(hashint4(k + 1)) % n] || ' ' || k)
       from words, cardinality(w) as n, generate_series(1, ?::int) as g,
            lateral (select case when g % 4 = 0 then g - 1 else g end as k) as shared`,
    [JSON.stringify(WORDS), POSTS],
  );
  await connection.execute('analyze blog_posts');

  const runtime = { origin: 'https://www.localrank.example', render: () => Promise.resolve(null), logError: () => {} };
  const passMs = await timeOf(() => fillMissingAnalyses(orm.em.fork(), runtime, () => false));
  await connection.execute('analyze seo_analyses');
  const [rows] = await connection.execute<Array<{ n: number }>>(`select count(*)::integer as n from seo_analyses`);

  const list = (input: Parameters<typeof listSeoReport>[1]) => () => listSeoReport(orm.em.fork(), input);
  let cursor: string | null = null;
  for (let slice = 0; slice < 100; slice += 1)
    cursor = (await listSeoReport(orm.em.fork(), { limit: 50, ...(cursor ? { cursor } : {}) })).nextCursor;
  const [shared] = await connection.execute<Array<{ keyphrase: string }>>(
    `select seo->>'focusKeyphrase' as keyphrase from blog_posts where slug = 'seo-bench-4'`,
  );
  const figures = {
    first: await timedRuns(list({ limit: 50 })),
    kind: await timedRuns(list({ kind: 'post', limit: 50 })),
    light: await timedRuns(list({ rating: 'bad', limit: 50 })),
    deep: await timedRuns(list({ limit: 50, cursor: cursor! })),
    uses: await timedRuns(() => findKeyphraseUses(orm.em.fork(), shared!.keyphrase, { seesAll: true })),
  };

  // What the analysis adds to a save: storing a post's analysis inside a transaction, as the save does.
  const [post] = await connection.execute<PostSource[]>(
    `select id, title, slug, excerpt, content, seo, revision from blog_posts where slug = 'seo-bench-4'`,
  );
  const store = (source: PostSource) => () => orm.em.fork().transactional((tx) => storePostAnalyses(tx, [source], 'save'));
  const addedShort = await timedRuns(store(post!));
  const addedLong = await timedRuns(store({ ...post!, content: LONG_POST.html }));

  const uptime = execFileSync('uptime', { encoding: 'utf8' }).trim();
  console.log(`SEO report bench, ${POSTS} posts (${rows!.n} stored analyses); ${uptime}`);
  console.log(`start-up pass over ${POSTS} posts: ${(passMs / 1000).toFixed(1)} s`);
  console.log(
    `seoReport.list medians (${RUNS} runs): first slice ${figures.first}, kind=post ${figures.kind}, ` +
      `light=bad ${figures.light}, slice 101 ${figures.deep}; keyphraseUses ${figures.uses}`,
  );
  console.log(`added to a post's save (analysis + row + used-before): 300 words ${addedShort}, 3,000 words ${addedLong}`);
} finally {
  await orm.close(true);
  await database.drop();
}
