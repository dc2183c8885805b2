// `npm run bench` (scale): the public site, its search and the admin's post list at 14 (the seed), 10,000 and 100,000
// posts (BENCH_SCALE_POSTS picks the sizes: the total of posts, the seed's included). Runs the compiled server (`npm run
// build` first) on a throwaway database of the local PostgreSQL (BENCH_DATABASE_URL), loads realistic posts by SQL
// (scale-bench-content.ts: bodies of 620-1,600 words from a vocabulary of about 3,000 words with a Zipf-like
// frequency, one INSERT per 1,000 posts, the secondary indexes built after the rows), and reads every route as a
// visitor or an admin would, through public HTTP only, so it measures whatever code is there: the body's bytes, the
// first answer after a blog write (nothing cached) and repeated answers; the search per query kind (median and p95);
// the blog manager in Chromium; Lighthouse on /blog at BENCH_LIGHTHOUSE_AT posts (default 100,000). Writes the
// "scale-bench" section of BENCHMARKS.md. BENCH_SCALE_RESTART=1 restarts the server after each load (as after a
// restore: its passes after start-up fill what rows written by SQL lack) and waits until the database is quiet.
// Backup and restore at these sizes: server/bench/backup-bench.ts (its own section), which may load the same
// posts with `loadScalePosts`. The 1,000,000-row export: scripts/export-bench.ts.
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import pg from 'pg';
import { BENCH_ADMIN, benchSizes, openBenchApp } from './bench-database.ts';
import { writeBenchmarkSection } from './benchmarks-file.ts';
import { COMMON_WORD, loadScalePosts, WORDS, type LoadFigures } from './scale-bench-content.ts';
import { lighthouseFigures, type LighthouseFigures } from './scale-bench-lighthouse.ts';
import { measureBlogManager, type ManagerTimes } from './scale-bench-manager.ts';
import { listedSlugs, searchKinds, SEARCH_FORM, slugsHolding, type SearchKind } from './scale-bench-search.ts';
import { median, quantile } from './stats.ts';

const SIZES = benchSizes('BENCH_SCALE_POSTS', '14,10000,100000');
/** The server's port: fixed, so the pages' canonical links name the address Lighthouse loads. */
const PORT = Number(process.env.BENCH_PORT ?? 3296);
/** The size at which Lighthouse reads /blog (3 runs). */
const LIGHTHOUSE_AT = Number(process.env.BENCH_LIGHTHOUSE_AT ?? 100_000);
/** Restart the server after each load, and how long to wait at most for its passes after start-up. */
const RESTART = process.env.BENCH_SCALE_RESTART === '1';
const SETTLE_SECONDS = Number(process.env.BENCH_SCALE_SETTLE_S ?? 900);
/** Answers timed after a write (each after a write of its own), and repeated answers. */
const FIRST_RUNS = 5;
const REPEAT_RUNS = 10;
/** Searches per query kind, each after a write of its own (for the p95), and repeated. */
const SEARCH_RUNS = Number(process.env.BENCH_SCALE_SEARCH_RUNS ?? 20);

/** What one route measured at one size. */
interface RouteFigures {
  bytes: number;
  status: number;
  first: number[];
  repeat: number[];
}

/** What one query kind measured at one size: its times, and what its first page listed. */
interface SearchFigures extends RouteFigures {
  listed: number;
  /** For the typo kinds: how many listed posts hold the word the typo was made from. */
  holding: number | null;
}

async function timed(url: string, cookie?: string): Promise<{ ms: number; bytes: number; status: number; text: string }> {
  const started = performance.now();
  const res = await fetch(url, { headers: cookie ? { Cookie: cookie } : {}, redirect: 'manual' });
  const body = await res.arrayBuffer();
  const ms = performance.now() - started;
  return { ms, bytes: body.byteLength, status: res.status, text: new TextDecoder().decode(body) };
}

async function post(origin: string, path: string, body: unknown, cookie = ''): Promise<Response> {
  return fetch(origin + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin, ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });
}

/** A blog write (New Post), which empties the blog's cached reads and kept pages. */
async function blogWrite(origin: string, cookie: string): Promise<void> {
  const write = await post(origin, '/trpc/blogAdmin.create', {}, cookie);
  if (write.status !== 200) throw new Error(`New Post answered ${write.status}: ${await write.text()}`);
}

/** Times `path`: `firstRuns` first answers, each right after a blog write, then `repeatRuns` repeated answers. */
async function measureRoute(
  origin: string,
  path: string,
  cookie: string,
  asAdmin: boolean,
  firstRuns = FIRST_RUNS,
  repeatRuns = REPEAT_RUNS,
): Promise<RouteFigures & { text: string }> {
  const figures = { bytes: 0, status: 0, first: [] as number[], repeat: [] as number[], text: '' };
  for (let run = 0; run < firstRuns; run += 1) {
    await blogWrite(origin, cookie);
    const answer = await timed(origin + path, asAdmin ? cookie : undefined);
    Object.assign(figures, { bytes: answer.bytes, status: answer.status, text: answer.text });
    figures.first.push(answer.ms);
  }
  for (let run = 0; run < repeatRuns; run += 1) figures.repeat.push((await timed(origin + path, asAdmin ? cookie : undefined)).ms);
  return figures;
}

const trpcInput = (input: unknown) => `?input=${encodeURIComponent(JSON.stringify(input))}`;

/** The deepest page of /blog: from its "Page 1 of N", else the highest page it links to (page 1 when neither). */
function lastPagePath(blogHtml: string): string {
  const of = /Page \d+ of ([\d,]+)/.exec(blogHtml)?.[1];
  const pages = [...blogHtml.matchAll(/href="\/blog\/page\/(\d+)"/g)].map((match) => Number(match[1]));
  const last = of ? Number(of.replace(/,/g, '')) : Math.max(1, ...pages);
  return last > 1 ? `/blog/page/${last}` : '/blog';
}

/** A file of the sitemap: /sitemap.xml, or when it is an index, its largest file (read once each to find it). */
async function sitemapFilePath(origin: string): Promise<string> {
  const index = await (await fetch(`${origin}/sitemap.xml`)).text();
  if (!index.includes('<sitemapindex')) return '/sitemap.xml';
  let largest = { path: '/sitemap.xml', bytes: 0 };
  for (const match of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const path = new URL(match[1]!).pathname;
    const bytes = (await (await fetch(origin + path)).arrayBuffer()).byteLength;
    if (bytes > largest.bytes) largest = { path, bytes };
  }
  return largest.path;
}

/** The routes read at every size: [label, path, read as the admin]. */
async function routes(origin: string, oldSlug: string): Promise<Array<[string, string, boolean]>> {
  const blog = await (await fetch(`${origin}/blog`)).text();
  return [
    ['GET /', '/', false],
    ['GET /blog', '/blog', false],
    ['GET /blog/page/2', '/blog/page/2', false],
    [`GET {the last page of /blog}`, lastPagePath(blog), false],
    ['GET /blog/category/local-seo', '/blog/category/local-seo', false],
    ['GET /blog/{the oldest article}', `/blog/${oldSlug}`, false],
    ['GET /blog/rss.xml', '/blog/rss.xml', false],
    ['GET {the largest sitemap file}', await sitemapFilePath(origin), false],
    [`blogPost.list (search "${SEARCH_FORM}")`, `/trpc/blogPost.list${trpcInput({ q: SEARCH_FORM })}`, false],
    ['blogAdmin.list (first slice)', '/trpc/blogAdmin.list', true],
  ];
}

/** Times each query kind as /blog?q=: SEARCH_RUNS answers after a write each, then SEARCH_RUNS repeated. */
async function measureSearch(origin: string, cookie: string, db: pg.Client, kind: SearchKind): Promise<SearchFigures> {
  const path = `/blog?q=${encodeURIComponent(kind.query)}`;
  const figures = await measureRoute(origin, path, cookie, false, SEARCH_RUNS, SEARCH_RUNS);
  const slugs = listedSlugs(figures.text);
  return {
    bytes: figures.bytes,
    status: figures.status,
    first: figures.first,
    repeat: figures.repeat,
    listed: slugs.length,
    holding: kind.expects ? await slugsHolding(db, slugs, kind.expects) : null,
  };
}

/**
 * Waits until no other session on the app's database has run a statement for 5 s in a row (the passes after start-up
 * done), at most SETTLE_SECONDS; resolves with the seconds waited and whether it went quiet.
 */
async function waitUntilQuiet(db: pg.Client): Promise<{ seconds: number; quiet: boolean }> {
  const started = performance.now();
  let quietSince = performance.now();
  while ((performance.now() - started) / 1000 < SETTLE_SECONDS) {
    const { rows } = await db.query<{ busy: string }>(
      `select count(*) as busy from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and state not in ('idle')`,
    );
    if (Number(rows[0]!.busy) > 0) quietSince = performance.now();
    if (performance.now() - quietSince >= 5000) return { seconds: (performance.now() - started) / 1000, quiet: true };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { seconds: SETTLE_SECONDS, quiet: false };
}

const fmt = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `${median(values).toFixed(0)} (${sorted[0]!.toFixed(0)}-${sorted.at(-1)!.toFixed(0)})`;
};
const fmtP95 = (values: number[]) => `${median(values).toFixed(0)} / ${quantile(values, 0.95).toFixed(0)}`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)}`;
const count = (n: number) => n.toLocaleString('en');

/** What one size measured. */
interface SizeResult {
  size: number;
  load: number[];
  loaded: (LoadFigures & { settled: { seconds: number; quiet: boolean } | null; posts: number }) | null;
  /** The paths the routes in braces stood for. */
  paths: string[];
  commonShare: number;
  routes: Array<[string, RouteFigures]>;
  search: Array<[SearchKind, SearchFigures]>;
  manager: ManagerTimes | null;
  lighthouse: LighthouseFigures | null;
}

const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');

/**
 * The issue's goals at the largest size against the smallest of the same run: every route's first answer after a
 * write within 3x of the smallest size's (or under 100 ms), repeats under 20 ms; every search kind's p95 under 200 ms
 * (first answers after a write); the typo of a body-only word finds a post holding the word; Lighthouse on /blog
 * performance 100 and TBT under 50 ms.
 */
function goalRows(results: SizeResult[]): string[] {
  const base = results[0];
  const top = results.at(-1);
  if (!base || !top || base === top) return [];
  const rows = top.routes.map(([label, now]) => {
    const before = base.routes.find(([l]) => l === label)?.[1];
    const first = median(now.first);
    const repeat = median(now.repeat);
    const baseFirst = before ? median(before.first) : first;
    const ok = first <= Math.max(3 * baseFirst, 100);
    return `| ${label} | ${first.toFixed(0)} ms, ${(first / baseFirst).toFixed(1)}x of ${baseFirst.toFixed(0)} ms ${verdict(ok)} | ${repeat.toFixed(0)} ms ${verdict(repeat < 20)} |`;
  });
  const searchRows = top.search.map(([kind, figures]) => {
    const p95 = quantile(figures.first, 0.95);
    const found = figures.holding === null ? '' : `; ${figures.holding} of ${figures.listed} listed hold "${kind.expects}"`;
    return `| ${kind.label} | ${median(figures.first).toFixed(0)} / ${p95.toFixed(0)} ms ${verdict(p95 < 200)}${found} |`;
  });
  const bodyTypo = top.search.find(([kind]) => kind.label.startsWith('a typo of a body-only word'))?.[1];
  const lighthouse = results.find((result) => result.lighthouse)?.lighthouse ?? null;
  return [
    `Goals of issue 41 at ${count(top.size)} posts against ${count(base.size)} in the same run (first answer after a write within 3x or under 100 ms; repeats under 20 ms):`,
    '',
    '| route | first answer after a write | repeated answer |',
    '|---|---|---|',
    ...rows,
    '',
    `Search at ${count(top.size)} posts, first answers after a write, median / p95 of ${SEARCH_RUNS} (goal: p95 under 200 ms):`,
    '',
    '| query kind | median / p95 |',
    '|---|---|',
    ...searchRows,
    '',
    `A typo of a body-only word finds a post holding the word: ${bodyTypo ? verdict((bodyTypo.holding ?? 0) > 0) : 'not measured'}. Lighthouse on /blog (performance 100, TBT under 50 ms): ${lighthouse ? verdict(lighthouse.performance === 100 && lighthouse.tbtMs < 50) : 'not measured'}.`,
    '',
  ];
}

async function main(): Promise<void> {
  if (!existsSync('server/dist/main.js')) throw new Error('Run `npm run build` first: the benchmark runs the compiled server.');
  const loadBefore = loadavg();
  const started = new Date();
  const app = await openBenchApp('localrank_scale_bench', { args: ['--enable-source-maps', 'server/dist/main.js'], port: PORT });
  const cookie = app.adminCookie;
  const db = new pg.Client({ connectionString: app.databaseUrl });
  const results: SizeResult[] = [];
  try {
    await db.connect();
    const seeded = Number((await db.query<{ count: string }>('select count(*) from blog_posts')).rows[0]!.count);
    let inserted = 0;
    for (const size of SIZES) {
      const wanted = Math.max(0, size - seeded);
      let loaded: SizeResult['loaded'] = null;
      if (wanted > inserted) {
        const figures = await loadScalePosts(db, inserted, wanted);
        const written = wanted - inserted;
        inserted = wanted;
        const settled = RESTART ? (await app.restart(), await waitUntilQuiet(db)) : null;
        loaded = { ...figures, settled, posts: written };
        console.log(
          `${count(size)} posts: rows written in ${figures.rowsSeconds.toFixed(1)} s, indexes built in ${figures.indexSeconds.toFixed(1)} s${settled ? `, restarted and ${settled.quiet ? 'quiet' : 'still busy'} after ${settled.seconds.toFixed(0)} s` : ''}`,
        );
      }
      const server = app.server;
      const load = loadavg();
      // The oldest public post (by publication): an old article, and the title the manager searches for.
      const oldest = (
        await db.query<{ slug: string; title: string; content: string }>(
          `select slug, title, content from blog_posts where status = 'published' and published_at is not null
            order by published_at, id limit 1`,
        )
      ).rows[0]!;
      const share = await db.query<{ share: number }>(
        `select avg((content ~* ('\\m' || $1 || '\\M'))::int)::float as share from blog_posts`,
        [COMMON_WORD],
      );
      const routeList = await routes(server.url, oldest.slug);
      // Warm-up: the server's code paths and the database's caches.
      for (const [, path, asAdmin] of routeList) await timed(server.url + path, asAdmin ? cookie : undefined);
      const measured: Array<[string, RouteFigures]> = [];
      const paths: string[] = [];
      for (const [label, path, asAdmin] of routeList) {
        const { text: _text, ...figures } = await measureRoute(server.url, path, cookie, asAdmin);
        if (figures.status !== 200) throw new Error(`${label} (${path}) answered ${figures.status} at ${size} posts`);
        measured.push([label, figures]);
        if (label.includes('{')) paths.push(`${label.replace(/^GET /, '')} ${path}`);
        console.log(
          `${count(size)} posts, ${label} ${path}: ${kb(figures.bytes)} KB, first ${fmt(figures.first)} ms, repeat ${fmt(figures.repeat)} ms`,
        );
      }
      const search: Array<[SearchKind, SearchFigures]> = [];
      for (const kind of searchKinds(oldest)) {
        const figures = await measureSearch(server.url, cookie, db, kind);
        if (figures.status !== 200) throw new Error(`search ${kind.query} answered ${figures.status} at ${size} posts`);
        search.push([kind, figures]);
        console.log(
          `${count(size)} posts, search ${kind.label}: first ${fmtP95(figures.first)} ms (median / p95), repeat ${fmtP95(figures.repeat)} ms, ${figures.listed} listed${figures.holding === null ? '' : `, ${figures.holding} holding "${kind.expects}"`}`,
        );
      }
      const manager = await measureBlogManager(server.url, BENCH_ADMIN, oldest.title);
      if (manager) console.log(`${count(size)} posts, blog manager: ${JSON.stringify(manager)}`);
      const lighthouse = size === LIGHTHOUSE_AT ? await lighthouseFigures(`${server.url}/blog`) : null;
      if (lighthouse)
        console.log(`${count(size)} posts, Lighthouse on /blog: ${JSON.stringify(lighthouse)} (load ${loadavg()[0]!.toFixed(2)})`);
      results.push({ size, load, loaded, paths, commonShare: share.rows[0]!.share ?? 0, routes: measured, search, manager, lighthouse });
    }
  } finally {
    await db.end().catch(() => undefined);
    await app.close();
  }
  writeSection(results, loadBefore, started);
}

/** The "scale-bench" section of BENCHMARKS.md from the run's results. */
function writeSection(results: SizeResult[], loadBefore: number[], started: Date): void {
  const loadAfter = loadavg();
  const sizesHeader = (title: string) => [
    `| ${title} | ${results.map((result) => `${count(result.size)} posts`).join(' | ')} |`,
    `|---|${results.map(() => '---|').join('')}`,
  ];
  const labels = results.at(-1)?.routes.map(([label]) => label) ?? [];
  const cellOf = (result: SizeResult, label: string, cell: (figures: RouteFigures) => string) => {
    const found = result.routes.find(([l]) => l === label);
    return found ? cell(found[1]) : 'n/a';
  };
  const table = (title: string, cell: (figures: RouteFigures) => string) => [
    ...sizesHeader(title),
    ...labels.map((label) => `| ${label} | ${results.map((result) => cellOf(result, label, cell)).join(' | ')} |`),
  ];
  const kindStem = (label: string) => label.replace(/ \(.*$/, '');
  const searchTable = (cell: (figures: SearchFigures) => string) => [
    ...sizesHeader('query kind'),
    ...(results.at(-1)?.search ?? []).map(
      ([kind]) =>
        `| ${kind.label} | ${results
          .map((result) => {
            const found = result.search.find(([k]) => kindStem(k.label) === kindStem(kind.label));
            return found ? cell(found[1]) : 'n/a';
          })
          .join(' | ')} |`,
    ),
  ];
  const managerRows = results.some((result) => result.manager)
    ? [
        '',
        `Blog manager in Chromium (as an admin; ms from the click, median of 3 and the range):`,
        '',
        ...sizesHeader('step'),
        ...(['open', 'newPost', 'findOld'] as const).map(
          (step) =>
            `| ${{ open: 'Manage Blog Posts until the list shows', newPost: 'New Post until its editor shows', findOld: 'search the oldest title until it is listed' }[step]} | ${results
              .map((result) => (result.manager ? fmt(result.manager[step]) : 'n/a'))
              .join(' | ')} |`,
        ),
      ]
    : [];
  const loads = results
    .map((result) => {
      const loaded = result.loaded;
      const how = loaded
        ? `${count(loaded.posts)} posts (${count(Math.round(loaded.words / loaded.posts))} body words on average) written in ${loaded.rowsSeconds.toFixed(0)} s, indexes built after them in ${loaded.indexSeconds.toFixed(0)} s${loaded.settled ? `, server restarted and ${loaded.settled.quiet ? 'quiet' : '**still busy**'} after ${loaded.settled.seconds.toFixed(0)} s` : ''}; `
        : '';
      return `${count(result.size)} posts: ${how}"${COMMON_WORD}" in ${(result.commonShare * 100).toFixed(0)}% of posts; ${result.paths.join(', ')}; load ${result.load.map((l) => l.toFixed(2)).join(' ')} when measuring began.`;
    })
    .map((line) => `- ${line}`);
  const section = [
    '## Content at scale (issues 28 and 41)',
    '',
    ...goalRows(results),
    `\`scripts/scale-bench.ts\`, ${started.toISOString().slice(0, 16).replace('T', ' ')}-${new Date().toISOString().slice(11, 16)} UTC: the compiled server (NODE_ENV=production) on a throwaway database of the local PostgreSQL${RESTART ? ', restarted after each load' : ''}. Posts loaded by SQL (\`scripts/scale-bench-content.ts\`): bodies of 620-1,600 words in paragraphs of HTML with a heading every few, from ${count(WORDS.length)} English words drawn with a Zipf-like frequency (titles and excerpts from the same words but the 500 rarest, which only bodies hold), 1-2 of the 6 categories, publication dates over ten years, about 1 in 10 a draft; sizes count the seed's posts. Load average (1, 5, 15 min) ${loadBefore.map((l) => l.toFixed(2)).join(' ')} before, ${loadAfter.map((l) => l.toFixed(2)).join(' ')} after. Each figure: median (min-max) in ms. "First" is the answer right after a blog write (New Post, which empties the blog's cached reads and kept pages), ${FIRST_RUNS} times; "repeat" is ${REPEAT_RUNS} answers in a row after it. Bytes are the uncompressed body. Every read goes through public HTTP, so the figures are those of the code in the checkout.`,
    '',
    ...loads,
    '',
    'HTML / XML / JSON size (KB):',
    '',
    ...table('route', (figures) => kb(figures.bytes)),
    '',
    'First answer after a write (ms):',
    '',
    ...table('route', (figures) => fmt(figures.first)),
    '',
    'Repeated answer (ms):',
    '',
    ...table('route', (figures) => fmt(figures.repeat)),
    '',
    `Search as a visitor asks it (GET /blog?q=...), first answers after a write, median / p95 of ${SEARCH_RUNS} (ms):`,
    '',
    ...searchTable((figures) => fmtP95(figures.first)),
    '',
    `The same, repeated (median / p95 of ${SEARCH_RUNS}, ms):`,
    '',
    ...searchTable((figures) => fmtP95(figures.repeat)),
    '',
    'Posts listed on the first page of results (for a typo: of them, those holding the word the typo was made from):',
    '',
    ...searchTable((figures) => `${figures.listed}${figures.holding === null ? '' : ` (${figures.holding})`}`),
    ...managerRows,
    ...results.flatMap(({ size, lighthouse }) =>
      lighthouse
        ? [
            '',
            `Lighthouse (mobile) on /blog at ${count(size)} posts, median of ${lighthouse.runs} runs${lighthouse.unfinished ? ` (${lighthouse.unfinished} unfinished)` : ''}: performance ${lighthouse.performance} (runs ${lighthouse.performanceRuns.join('/')}), accessibility ${lighthouse.accessibility}, best practices ${lighthouse.bestPractices}, SEO ${lighthouse.seo}; TBT ${Math.round(lighthouse.tbtMs)} ms (runs ${lighthouse.tbtRuns.join('/')}), LCP ${Math.round(lighthouse.lcpMs)} ms.`,
          ]
        : [],
    ),
    '',
    'Backup and restore at these sizes are measured by `server/bench/backup-bench.ts` (its own section); it can load the same posts with `loadScalePosts` of `scripts/scale-bench-content.ts`.',
  ].join('\n');
  writeBenchmarkSection('scale-bench', section);
  console.log(section);
}

await main();
