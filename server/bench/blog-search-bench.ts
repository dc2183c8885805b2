// The public blog's search at scale (issue 41), measured in-process: `npx tsx server/bench/blog-search-bench.ts`.
// Keeps a database of 100,000 posts (SEARCH_BENCH_POSTS) on the local PostgreSQL (BENCH_DATABASE_URL's server,
// database `search_bench_<posts>`, made once and reused: loading it takes minutes), with realistic bodies: 620-1,600
// words drawn Zipf-like from the seed articles' English words and 40,000 made-up ones, plus three rare words a post.
// Then times `listBlogPage` for each kind of query (median, p95 and range of SEARCH_BENCH_RUNS) with the load average.
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { blogListInputSchema } from '@app/contracts';
import pg from 'pg';
import { createOrm, migrate } from '../src/db/orm.ts';
import { listBlogPage } from '../src/blog/blog-listing.service.ts';
import { fillSearchWords } from '../src/blog/blog-search-words.ts';

/** The server the database is made on (BENCH_DATABASE_URL, default the local PostgreSQL's `postgres`). */
const BENCH_SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const POSTS = Number(process.env.SEARCH_BENCH_POSTS ?? 100_000);
const RUNS = Number(process.env.SEARCH_BENCH_RUNS ?? 10);
const BATCH = 2_000;

/** The seed articles' words, most frequent first, with the benchmark's chosen words placed at fixed ranks. */
function vocabulary(): string[] {
  const dir = 'server/src/startup/seed-data/blog-bodies/';
  const text = readdirSync(dir)
    .map((file) => readFileSync(dir + file, 'utf8'))
    .join(' ')
    .replace(/<[^>]*>/g, ' ')
    .toLowerCase();
  const counts = new Map<string, number>();
  for (const word of text.match(/[a-z]{2,}/g) ?? []) counts.set(word, (counts.get(word) ?? 0) + 1);
  const placed: Array<[number, string]> = [
    [19, 'customers'],
    [149, 'harbour'],
    [199, 'cafe'],
    [400, 'photographed'],
  ];
  const words = [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([word]) => word)
    .filter((word) => !placed.some(([, p]) => p === word));
  for (const [rank, word] of placed) words.splice(rank, 0, word);
  return words;
}

/** SQL functions of the benchmark's database only: a made-up word per number, and a word of rank 1-41,464. */
const FUNCTIONS = `
  create or replace function bench_syllable(k int) returns text language sql immutable
    return substr('bcdfghklmnprstvz', k % 16 + 1, 1) || substr('aeiou', (k / 16) % 5 + 1, 1);
  create or replace function bench_made_up(i int) returns text language sql immutable
    return bench_syllable(i % 80) || bench_syllable((i / 80) % 80) || bench_syllable((i / 6400) % 80) || 'n';
  create or replace function bench_rare(i int) returns text language sql immutable
    return 'q' || bench_syllable(i % 80) || bench_syllable((i / 80) % 80) || bench_syllable((i / 6400) % 80) || bench_syllable((i / 512000) % 80);`;

async function load(db: pg.Client, words: string[]): Promise<void> {
  await db.query(FUNCTIONS);
  await db.query(`set work_mem = '256MB'`);
  await db.query(`create table if not exists bench_vocab (rank int primary key, word text not null)`);
  await db.query(`truncate bench_vocab`);
  await db.query(`insert into bench_vocab select rank, word from unnest($1::text[]) with ordinality as v(word, rank)`, [words]);
  const real = words.length;
  const have = Number((await db.query<{ n: string }>(`select count(*) as n from blog_posts where slug like 'scale-post-%'`)).rows[0]!.n);
  // The search's GIN indexes are built once after the rows (row by row, without fastupdate, loading takes 3x longer).
  const indexes = (
    await db.query(
      `select indexname, indexdef from pg_indexes where tablename = 'blog_posts' and indexdef ~ 'USING gin \\((search_document|title)'`,
    )
  ).rows as Array<{ indexname: string; indexdef: string }>;
  if (have < POSTS) for (const index of indexes) await db.query(`drop index "${index.indexname}"`);
  for (let start = have; start < POSTS; start += BATCH) {
    const end = Math.min(POSTS, start + BATCH);
    const started = performance.now();
    // Each token: a rank drawn log-uniformly over 1-41,464 (Zipf-like), the seed's words first.
    await db.query(
      `with tokens as (
         select g, part, pos, floor(exp(random() * ln(${real} + 40000)))::int as rank
           from generate_series($1::int + 1, $2::int) g,
                lateral (select 'body' as part, generate_series(1, 620 + (hashint4(g) & 1023) % 981) as pos
                         union all select 'title', generate_series(1, 3 + (hashint4(g + 1) & 7) % 5)
                         union all select 'excerpt', generate_series(1, 15 + (hashint4(g + 2) & 15) % 11)) t
       ),
       worded as (
         select g, part, pos, coalesce(v.word, bench_made_up(rank)) as word
           from tokens left join bench_vocab v using (rank)
       ),
       texts as (
         select g,
                string_agg(word, ' ' order by pos) filter (where part = 'title') as title,
                string_agg(word, ' ' order by pos) filter (where part = 'excerpt') as excerpt,
                string_agg(case when pos % 90 = 0 then '</p><p>' || word else word end, ' ' order by pos) filter (where part = 'body') as body
           from worded group by g
       )
       insert into blog_posts (title, slug, excerpt, content, author, status, published_at, categories, read_time, seo)
       select initcap(title) || ' ' || g, 'scale-post-' || g, initcap(excerpt) || '.',
              '<p>' || body || ' ' || bench_rare(hashint4(g * 3) & 16777215) || ' ' || bench_rare(hashint4(g * 3 + 1) & 16777215)
                || ' ' || bench_rare(hashint4(g * 3 + 2) & 16777215) || '.</p>',
              'Bench Writer', case when g % 10 = 0 then 'draft' else 'published' end,
              timestamptz '2016-12-01' + g * interval '52 minutes',
              jsonb_build_array((array['Local SEO', 'Google Updates', 'Tips & Tricks', 'Case Studies', 'Industry News', 'Tutorials'])[1 + g % 6]),
              '5 min read', '{}'
         from texts`,
      [start, end],
    );
    console.log(`posts ${end}/${POSTS} (${((performance.now() - started) / 1000).toFixed(1)} s a batch)`);
  }
  if (have < POSTS) for (const index of indexes) await db.query(index.indexdef);
  await db.query('analyze blog_posts');
}

/** Query kinds and the text searched: each found with `db` from the loaded posts. */
async function queries(db: pg.Client): Promise<Array<[string, string]>> {
  // A rare body word of a public post (made-up, so in no title) and a typo of it (two letters swapped).
  const rare = (await db.query<{ word: string }>(`select bench_rare(hashint4(5 * 3) & 16777215) as word`)).rows[0]!.word;
  const typo = rare.slice(0, 2) + rare[3] + rare[2] + rare.slice(4);
  // A title word of the newest public posts, mistyped.
  const titleWord = 'neighbourhood';
  return [
    ['common word', 'customers'],
    ['two common words', 'harbour cafe'],
    ['phrase', '"local business"'],
    ['stemmed form', 'photographing'],
    ['rare body word', rare],
    ['typo of a title word', titleWord.slice(0, 5) + titleWord.slice(6)],
    ['typo of a body-only word', typo],
    ['stop words only', 'how to'],
    ['no match', 'zyzzyvas'],
  ];
}

async function main(): Promise<void> {
  const url = new URL(BENCH_SERVER_URL);
  const name = `search_bench_${POSTS}`;
  const admin = new pg.Client({ connectionString: BENCH_SERVER_URL });
  await admin.connect();
  if ((await admin.query(`select 1 from pg_database where datname = $1`, [name])).rowCount === 0)
    await admin.query(`create database "${name}"`);
  await admin.end();
  url.pathname = `/${name}`;
  const orm = await createOrm({ connection: { url: url.toString() }, singleConnection: false });
  if (process.env.SEARCH_BENCH_MIGRATE !== '0') await migrate(orm);
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  try {
    if (process.env.SEARCH_BENCH_LOAD !== '0') await load(db, vocabulary());
    if (process.argv.includes('--load-only')) return;
    if (process.env.SEARCH_BENCH_MIGRATE !== '0') {
      // What the start-up pass does for posts loaded before the word list was kept (here: the posts loaded above
      // before this migration ran; later loads are kept by its triggers).
      const started = performance.now();
      const read = await fillSearchWords(orm.em.fork(), () => false);
      if (read > 0) console.log(`word list filled from ${read} posts in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      await db.query('analyze derived.search_words');
    }
    const kinds = await queries(db);
    // SEARCH_BENCH_LISTING: another module exporting listBlogPage (the code before a change, kept aside to compare).
    const list: typeof listBlogPage = process.env.SEARCH_BENCH_LISTING
      ? ((await import(process.env.SEARCH_BENCH_LISTING)) as { listBlogPage: typeof listBlogPage }).listBlogPage
      : listBlogPage;
    console.log(
      `load average before: ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
    for (const [kind, q] of kinds) {
      const input = blogListInputSchema.parse({ q });
      const search = () => list(orm.em.fork(), input);
      for (let i = 0; i < 2; i++) await search();
      const times: number[] = [];
      let last = await search();
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now();
        last = await search();
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const median = times[Math.floor((times.length - 1) / 2)]!;
      const p95 = times[Math.min(times.length - 1, Math.ceil(times.length * 0.95) - 1)]!;
      console.log(
        `${kind.padEnd(26)} ${JSON.stringify(q).padEnd(22)} median ${median.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, ` +
          `range ${times[0]!.toFixed(0)}-${times.at(-1)!.toFixed(0)} ms; total ${last.total}${'totalIsLowerBound' in last ? ` (lower bound: ${String(last.totalIsLowerBound)})` : ''}, ` +
          `close ${last.closeMatches}, first ${last.posts[0]?.slug ?? '-'}`,
      );
    }
    console.log(
      `load average after: ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await db.end();
    await orm.close(true);
  }
}

await main();
