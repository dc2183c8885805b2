// The archive's deepest page and the sitemap's files at 100,000 posts (BENCH_ARCHIVE_POSTS), each answer the first
// after a blog write: `npx tsx scripts/archive-bench.ts`. Starts the server from the sources on a throwaway database
// of the local PostgreSQL (or on BENCH_ARCHIVE_DB_URL, already filled by an earlier run, kept), and prints the
// median (min-max) of 5 answers of each with the 1-minute load average. Not part of `npm run bench`.
import { loadavg } from 'node:os';
import pg from 'pg';
import { startServerProcess } from '../server/src/test/server-process.ts';
import { BENCH_ADMIN, benchAppEnv, createBenchDatabase } from './bench-database.ts';
import { median } from './stats.ts';

const POSTS = Number(process.env.BENCH_ARCHIVE_POSTS ?? 100_000);
const RUNS = 5;
const LABELS = ['Local SEO', 'Google Updates', 'Tips & Tricks', 'Case Studies', 'Industry News', 'Tutorials'];

/** Loads `count` posts of about 300 words, 1 in 10 a draft, two categories each, 10,000 a statement. */
async function fill(db: pg.Client, count: number): Promise<void> {
  for (let start = 0; start < count; start += 10_000) {
    await db.query(
      `insert into blog_posts (title, slug, excerpt, content, author, status, published_at, categories, read_time, seo)
       select 'Archive post ' || g, 'archive-post-' || g, 'An excerpt of post ' || g,
              (select string_agg('<p>' || repeat('local search ranking words ', 20) || '</p>', '') from generate_series(1, 3)),
              'Bench Writer', case when g % 10 = 0 then 'draft' else 'published' end,
              timestamptz '2015-01-01' + g * interval '37 minutes',
              jsonb_build_array(($1::text[])[1 + g % 6], ($1::text[])[1 + (g / 6) % 6]), '2 min read', '{}'
         from generate_series($2::int + 1, $3::int) as g`,
      [LABELS, start, Math.min(count, start + 10_000)],
    );
  }
  await db.query('analyze blog_posts');
}

async function timed(url: string): Promise<{ ms: number; bytes: number; status: number; text: string }> {
  const started = performance.now();
  const res = await fetch(url);
  const text = await res.text();
  return { ms: performance.now() - started, bytes: Buffer.byteLength(text), status: res.status, text };
}

const fmt = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `${median(values).toFixed(0)} ms (${sorted[0]!.toFixed(0)}-${sorted.at(-1)!.toFixed(0)})`;
};

async function main(): Promise<void> {
  const kept = process.env.BENCH_ARCHIVE_DB_URL;
  const database = kept ? null : await createBenchDatabase('localrank_archive_bench');
  const url = kept ?? database!.url;
  const server = await startServerProcess(benchAppEnv(url, `/tmp/archive-bench-${process.pid}`), { timeoutMs: 300_000 });
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const have = Number(
      (await db.query<{ n: string }>(`select count(*) as n from blog_posts where slug like 'archive-post-%'`)).rows[0]!.n,
    );
    if (have === 0) {
      const started = performance.now();
      await fill(db, POSTS);
      console.log(`${POSTS} posts loaded in ${((performance.now() - started) / 1000).toFixed(1)} s (database ${url})`);
    }
    const signIn = await fetch(`${server.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.url },
      body: JSON.stringify(BENCH_ADMIN),
    });
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
    const write = async (path: string, input: unknown): Promise<{ id: number; revision: number }> => {
      const res = await fetch(`${server.url}/trpc/${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: server.url, Cookie: cookie },
        body: JSON.stringify(input),
      });
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
      return ((await res.json()) as { result: { data: { id: number; revision: number } } }).result.data;
    };
    const list = (input: unknown) => `${server.url}/trpc/blogPost.list?input=${encodeURIComponent(JSON.stringify(input))}`;
    const pageCountOf = async (input: object) =>
      (JSON.parse((await timed(list(input))).text) as { result: { data: { pageCount: number } } }).result.data.pageCount;
    const pageCount = await pageCountOf({});
    const categoryPages = await pageCountOf({ category: 'local-seo' });
    const index = (await timed(`${server.url}/sitemap.xml`)).text;
    const files = [...index.matchAll(/<loc>[^<]*\/(sitemap-\d+\.xml)<\/loc>/g)].map((m) => m[1]!);
    // Warm-up: code paths and the database's caches.
    for (const path of [list({ page: pageCount }), ...files.map((file) => `${server.url}/${file}`)]) await timed(path);

    const cases: Array<[string, () => Promise<unknown>, string]> = [
      [`blogPost.list page ${pageCount} (the last), after New Post`, () => write('blogAdmin.create', {}), list({ page: pageCount })],
      [
        `blogPost.list local-seo page ${categoryPages} (the last), after New Post`,
        () => write('blogAdmin.create', {}),
        list({ category: 'local-seo', page: categoryPages }),
      ],
      [`${files[1]} (an old file), after New Post`, () => write('blogAdmin.create', {}), `${server.url}/${files[1]}`],
      [
        `${files.at(-1)} (the last file), after publishing a post`,
        async () => {
          const post = await write('blogAdmin.create', {});
          await write('blogAdmin.publish', { id: post.id, baseRevision: post.revision });
        },
        `${server.url}/${files.at(-1)}`,
      ],
    ];
    const load = loadavg()[0]!.toFixed(2);
    console.log(`${POSTS} posts, ${files.length} sitemap files; 1-minute load ${load} before`);
    for (const [label, before, path] of cases) {
      const times: number[] = [];
      let bytes = 0;
      let text = '';
      for (let run = 0; run < RUNS; run += 1) {
        await before();
        const answer = await timed(path);
        if (answer.status !== 200) throw new Error(`${label} answered ${answer.status}`);
        times.push(answer.ms);
        bytes = answer.bytes;
        text = answer.text;
      }
      const posts = path.includes('/trpc/')
        ? `, ${(JSON.parse(text) as { result: { data: { posts: unknown[] } } }).result.data.posts.length} posts`
        : '';
      console.log(`${label}: ${fmt(times)}, ${(bytes / 1024).toFixed(1)} KB${posts}`);
    }
    console.log(`1-minute load ${loadavg()[0]!.toFixed(2)} after`);
  } finally {
    await db.end();
    server.child.kill('SIGTERM');
    await server.exit;
    if (database && !process.env.BENCH_ARCHIVE_KEEP) await database.drop();
  }
}

await main();
