// `TEST_DATABASE_URL=postgres://… npx tsx server/bench/analytics-bench.ts` (in `npm run bench`): issue 44's
// two goals for the site's analytics, on throwaway databases of that PostgreSQL.
// 1. Load: the app (the real web build, built into a scratch folder unless WEB_DIST_DIR names one) answers 1,000 page
//    views a second from autocannon in a process of its own (browsers of varied user agents over the public pages, 1
//    request in 20 a crawler's), while a probe reads /pricing 20 times a second and times each answer. Ten pairs of
//    30 s loads back to back (ANALYTICS_BENCH_PAIRS, ANALYTICS_BENCH_SECONDS): the counted load beside the same
//    browsers with `DNT: 1` (the same checks of each request, no counting: the analytics' share), the order swapped
//    every pair; the goal is read as the median of the pairs' p95 ratios, since one load's p95 varies between its runs
//    more than that share. Then a Googlebot load (the load's own share); the probe alone before and after; the
//    server's CPU per run.
//    Then every page view counted must be a row: rows of kind 0 against the counted 200s (load and probe), none for
//    the crawlers or DNT. Plus the counting's own cost in-process: the hook's work for 5,000 views and one flush.
// 2. A year of traffic: 10,000,000 page views over 365 days as the roll-ups the screen reads (day rows per dimension,
//    month rows made by rollUpMonth, hour rows for the last 30 days; ~20,000 page paths in a Zipf spread), then
//    analytics.overview and every table for each range; a day's and a month's roll-up and the screen's catch-up at
//    the end of a month (~27,400 raw views that day); the tables' sizes; one statement of 1,000 rows escaped into its
//    text against bound. ANALYTICS_BENCH_PART=load or year runs one.
// Prints medians with their spread and the machine's load.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ANALYTICS_TABLES, type AnalyticsRangeInput } from '@app/contracts';
import autocannon from 'autocannon';
import type { FastifyRequest } from 'fastify';
import { queryBound } from '../src/db/bound-query.ts';
import { createOrm, migrate } from '../src/db/orm.ts';
import { median, quantile, timedMedian, timeOf } from './bench-stats.ts';
import { withPgClient } from '../src/test/pg-client.ts';
import { programArgs } from '../src/test/server-bundle.ts';
import { REPO_ROOT, startServerProcess } from '../src/test/server-process.ts';
import { createTestDatabase } from '../src/test/test-database.ts';
import { isPublicPagePath, notToCount } from '../src/analytics/analytics.plugin.ts';
import { analyticsOverview, analyticsTable } from '../src/analytics/analytics-read.service.ts';
import { AnalyticsRecorder } from '../src/analytics/analytics-recorder.ts';
import { rollUpDay, rollUpMonth, rollUpPending } from '../src/analytics/analytics-rollup.ts';

/** The argument that makes this file the load generator (a process of its own, beside the server and the probe). */
const LOAD_CHILD = '--load-child';
/** Page views a second and for how long. */
const RATE = 1000;
const LOAD_SECONDS = Number(process.env.ANALYTICS_BENCH_SECONDS ?? 30);
/** How many pairs of a counted load and its DNT control (ANALYTICS_BENCH_PAIRS). */
const PAIRS = Number(process.env.ANALYTICS_BENCH_PAIRS ?? 10);
/** autocannon's connections: RATE is divisible by them, 20 views a second each. */
const CONNECTIONS = 50;
/** The probe: one read of /pricing every 50 ms (20 a second), each timed to its last byte. */
const PROBE_EVERY_MS = 50;
const PROBE_ALONE_SECONDS = 30;
/** How the output names each load. */
const LOAD_NAMES: Record<Agents, string> = {
  browsers: 'counted load (browsers, 1 in 20 a crawler)',
  dnt: 'DNT load (the same browsers with DNT: 1: nothing counted)',
  googlebot: 'Googlebot load (nothing counted)',
};
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
/** What a browser says it accepts (the kept pages go out brotli-compressed). */
const ACCEPT = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'accept-encoding': 'gzip, deflate, br' };

/** A browser's user agent, varied by `n` (the build number), so the load's visitors differ: phones for a third. */
function browserAgent(n: number): string {
  const build = `${130 + (n % 3)}.0.${6000 + (n % 997)}.${n % 211}`;
  return n % 3 === 0
    ? `Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${build} Mobile Safari/537.36`
    : `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${build} Safari/537.36`;
}

/**
 * A visitor's address, varied by `n` as its user agent is (the server trusts the load's X-Forwarded-For): one address
 * for the whole load would be one client, held to its share of each window (MAX_EVENTS_PER_ADDRESS).
 */
function visitorAddress(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** Who the load is: browsers (counted), the same browsers with `DNT: 1` (not counted), Googlebot (not counted). */
type Agents = 'browsers' | 'dnt' | 'googlebot';

/** What one load run answered: 200s of browsers (counted) and of crawlers (not), anything else, and autocannon's figures. */
interface LoadResult {
  browser200: number;
  bot200: number;
  other: number;
  rps: number;
  p50: number;
  p99: number;
  seconds: number;
  errors: number;
}

/**
 * The load generator (run as its own process): RATE views a second, `amount` in all, over a cycle of 20 requests
 * (the home page, pricing, features, about, the blog, articles, a newsletter link with its UTM tags, search and social
 * referrers), the 20th a crawler's; with `agents` "dnt" the same, each asking not to be tracked (`DNT: 1`: the same checks
 * of the user agent, nothing counted); with "googlebot", every one a crawler's. Prints a LoadResult as JSON.
 */
async function loadChild(url: string, agents: string, amount: number, articles: string[]): Promise<void> {
  const counts = { browser200: 0, bot200: 0, other: 0 };
  const article = (i: number) => `/blog/${articles[i % articles.length]}`;
  const cycle: Array<{ path: string; referer?: string }> = [
    { path: '/' },
    { path: '/pricing', referer: 'https://www.google.com/' },
    { path: '/features' },
    { path: article(0), referer: 'https://www.google.com/' },
    { path: '/about' },
    { path: '/blog' },
    { path: '/', referer: 'https://www.linkedin.com/' },
    { path: article(1), referer: 'https://duckduckgo.com/' },
    { path: '/pricing' },
    { path: '/use-cases' },
    { path: article(2) },
    { path: '/', referer: 'https://www.bing.com/' },
    { path: '/pricing?utm_source=newsletter&utm_medium=email&utm_campaign=winter' },
    { path: '/features', referer: 'https://news.example.org/local-seo' },
    { path: article(3), referer: 'https://www.google.com/' },
    { path: '/contact' },
    { path: '/blog' },
    { path: '/' },
    { path: article(4) },
    { path: '/' },
  ];
  let n = 0;
  const requests = cycle.map((entry, index): autocannon.Request => {
    const bot = agents === 'googlebot' || index === cycle.length - 1;
    return {
      method: 'GET',
      path: entry.path,
      headers: { ...ACCEPT, ...(entry.referer ? { referer: entry.referer } : {}), ...(agents === 'dnt' ? { dnt: '1' } : {}) },
      setupRequest: (request) => {
        const visitor = (n += 1);
        const who = { 'user-agent': bot ? GOOGLEBOT : browserAgent(visitor), 'x-forwarded-for': visitorAddress(visitor) };
        return { ...request, headers: { ...request.headers, ...who } };
      },
      onResponse: (status) => {
        if (status !== 200) counts.other += 1;
        else if (bot) counts.bot200 += 1;
        else counts.browser200 += 1;
      },
    };
  });
  const result = await new Promise<autocannon.Result>((done, fail) => {
    autocannon({ url, connections: CONNECTIONS, amount, overallRate: RATE, requests }, (error, answer) =>
      error ? fail(error) : done(answer),
    );
  });
  const answer: LoadResult = {
    ...counts,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    seconds: result.duration,
    errors: result.errors + result.timeouts,
  };
  console.log(JSON.stringify(answer));
}

/** Runs the load generator as its own process against `url`; resolves with what it answered. */
function runLoad(url: string, agents: Agents, amount: number, articles: string[]): Promise<LoadResult> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), LOAD_CHILD, url, agents, String(amount), articles.join(',')],
    { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((done, fail) =>
    child.on('exit', (code) => {
      const last = output.trim().split('\n').pop() ?? '';
      if (code === 0 && last.startsWith('{')) done(JSON.parse(last) as LoadResult);
      else fail(new Error(`the load generator exited with ${code}: ${output}`));
    }),
  );
}

/** The probe's timings (ms), and how many reads answered 200 and how many did not. */
interface Probed {
  times: number[];
  ok: number;
  failed: number;
}

/** The CPU time (s) process `pid` has used so far, user and system (Linux: /proc/<pid>/stat, in clock ticks of 10 ms). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The probe's connection, kept open between its reads as a browser's is. */
const probeAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/**
 * One read of `url` to its last byte, as sent (the body is not decoded), resolving with the status. The probe reads
 * with node:http, not fetch: against an idle server, fetch's reads of /pricing stalled 20-35 ms about every 15th read
 * in the probe's own process (the server's CPU profile idle meanwhile), so fetch's p95 was 23 ms where node:http's is
 * 4 ms, a noise larger than the share of the server the bench measures.
 */
function read(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: probeAgent, headers }, (response) => {
        response.on('data', () => {});
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/** The probe's timings (ms) of /pricing, one every PROBE_EVERY_MS until `until` resolves, and how many answered 200. */
async function probe(url: string, until: Promise<unknown>): Promise<Probed> {
  let done = false;
  void until.finally(() => (done = true));
  const times: number[] = [];
  let ok = 0;
  let failed = 0;
  let next = performance.now();
  for (let i = 0; !done; i += 1) {
    const started = performance.now();
    const status = await read(`${url}/pricing`, { ...ACCEPT, 'user-agent': browserAgent(1_000_000 + i) });
    times.push(performance.now() - started);
    if (status === 200) ok += 1;
    else failed += 1;
    next += PROBE_EVERY_MS;
    const wait = next - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    else next = performance.now();
  }
  return { times, ok, failed };
}

const seconds = (s: number) => new Promise((resolve) => setTimeout(resolve, s * 1000));
const loadNow = () =>
  execFileSync('uptime', { encoding: 'utf8' })
    .trim()
    .replace(/^.*load average: /, '');
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** The probe's median and p95 and the spread as text. */
function probeText(times: number[]): string {
  return `median ${ms(median(times))}, p95 ${ms(quantile(times, 0.95))}, p99 ${ms(quantile(times, 0.99))} (${times.length} reads)`;
}

/** The server's arguments, with a CPU profile written into `folder` when one is named. */
function cpuProfileArgs(folder: string | undefined): string[] | undefined {
  return folder ? ['--cpu-prof', `--cpu-prof-dir=${folder}`, ...programArgs('main')] : undefined;
}

/** Part 1: the load against the app, the probe beside it, and every counted view a row. */
async function loadPart(): Promise<void> {
  const scratch = mkdtempSync(join(tmpdir(), 'analytics-bench-'));
  let webDir = process.env.WEB_DIST_DIR;
  if (!webDir) {
    webDir = join(scratch, 'web');
    console.log('Building the web app and its server entry...');
    for (const args of [
      ['vite', 'build'],
      ['vite', 'build', '--ssr'],
    ]) {
      const env = { ...process.env, WEB_DIST_DIR: webDir };
      if (spawnSync('npx', [...args, '--logLevel', 'warn'], { stdio: 'inherit', env, cwd: REPO_ROOT }).status !== 0)
        throw new Error('The web build failed');
    }
  }
  const database = await createTestDatabase();
  const databaseUrl = (database.target.connection as { url: string }).url;
  const rows = () =>
    withPgClient({ connectionString: databaseUrl }, async (client) => {
      const result = await client.query<{ kind: number; n: string }>('select kind, count(*) as n from analytics_events group by kind');
      return Number(result.rows.find((row) => row.kind === 0)?.n ?? 0);
    });
  const server = await startServerProcess(
    {
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: 'http://127.0.0.1',
      // The load's visitors come with their own addresses (X-Forwarded-For), as behind a proxy.
      TRUST_PROXY: 'true',
      PORT: '0',
      DATABASE_URL: databaseUrl,
      DATA_DIR: join(scratch, 'data'),
      WEB_DIST_DIR: webDir,
      COOKIE_SECURE: 'false',
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: 'benchadmin',
      ADMIN_PASSWORD: 'Bench-Admin-Passw0rd',
    },
    // ANALYTICS_BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile of the whole run there as it exits.
    { timeoutMs: 120_000, args: cpuProfileArgs(process.env.ANALYTICS_BENCH_CPU_PROF) },
  );
  try {
    const blog = await (await fetch(`${server.url}/blog`)).text();
    const articles = [...new Set([...blog.matchAll(/href="\/blog\/([a-z0-9-]+)"/g)].map((match) => match[1]!))]
      .filter((slug) => !['category', 'tag', 'page'].includes(slug))
      .slice(0, 5);
    if (articles.length === 0) throw new Error('No article on /blog');
    for (const path of [
      '/',
      '/pricing',
      '/about',
      '/features',
      '/blog',
      '/use-cases',
      '/contact',
      ...articles.map((slug) => `/blog/${slug}`),
    ]) {
      const status = (await fetch(`${server.url}${path}`, { headers: { 'user-agent': GOOGLEBOT } })).status;
      if (status !== 200) throw new Error(`${path} answered ${status}`);
    }
    const uptimeBefore = execFileSync('uptime', { encoding: 'utf8' }).trim();
    const started = new Date().toISOString().slice(11, 16);
    const pid = server.child.pid!;
    // Warm-up, as a crawler (nothing counted: the page cache, the JIT), then as browsers (counted: the counting's own
    // code, the day's salt, the table's first writes), so the first measured load does not pay for them.
    await runLoad(server.url, 'googlebot', 5 * RATE, articles);
    const warmUp = await runLoad(server.url, 'browsers', 5 * RATE, articles);
    const aloneBefore = await probe(server.url, seconds(PROBE_ALONE_SECONDS));
    // PAIRS pairs of a counted load and its DNT control, next to each other, the order swapped every pair (the
    // machine drifts, and a load's p95 varies between its runs more than the analytics' share): the goal is read as
    // the median of the pairs' ratios. Then one Googlebot load (the load's own share, nothing counted).
    const order = Array.from({ length: PAIRS }, (_, pair): Agents[] => (pair % 2 === 0 ? ['browsers', 'dnt'] : ['dnt', 'browsers']));
    const runs: Array<{ agents: Agents; at: string; load: LoadResult; probed: Probed; cpu: number }> = [];
    for (const agents of [...order.flat(), 'googlebot'] as const) {
      const at = loadNow();
      const cpuBefore = cpuSeconds(pid);
      const load = runLoad(server.url, agents, LOAD_SECONDS * RATE, articles);
      const probed = await probe(server.url, load);
      runs.push({ agents, at, load: await load, probed, cpu: cpuSeconds(pid) - cpuBefore });
    }
    const aloneAfter = await probe(server.url, seconds(PROBE_ALONE_SECONDS));
    const uptimeAfter = execFileSync('uptime', { encoding: 'utf8' }).trim();
    const rowsBeforeStop = await rows();
    // The recorder's own counts, as the server exposes them (loopback may read /metrics).
    const metrics = await (await fetch(`${server.url}/metrics`)).text();
    const recorded = (outcome: string) =>
      Number(new RegExp(`^analytics_events_total\\{outcome="${outcome}"\\} (\\d+)`, 'm').exec(metrics)?.[1] ?? NaN);
    const dropped = recorded('dropped');
    // SIGTERM: the server writes what it still holds before it exits.
    server.child.kill('SIGTERM');
    await server.exit;
    const rowsAtEnd = await rows();
    const warnings = server
      .output()
      .split('\n')
      .filter((line) => /could not be written|dropped/i.test(line));

    const alone = [...aloneBefore.times, ...aloneAfter.times];
    const of = (agents: Agents) => runs.filter((run) => run.agents === agents);
    const beside = (agents: Agents) => of(agents).flatMap((run) => run.probed.times);
    const cpuOf = (agents: Agents) => of(agents).reduce((sum, run) => sum + run.cpu, 0) / of(agents).length;
    const counted = beside('browsers');
    const probeOk = aloneBefore.ok + aloneAfter.ok + runs.reduce((sum, run) => sum + run.probed.ok, 0);
    const loadOk = warmUp.browser200 + of('browsers').reduce((sum, run) => sum + run.load.browser200, 0);
    const expected = loadOk + probeOk;
    const p95 = (times: number[]) => quantile(times, 0.95);
    console.log(`\nLoad (${started} UTC): ${uptimeBefore}`);
    console.log(`articles: ${articles.join(', ')}`);
    console.log(`probe alone, before: ${probeText(aloneBefore.times)}; after: ${probeText(aloneAfter.times)}`);
    for (const run of runs) {
      const sent = run.load.browser200 + run.load.bot200 + run.load.other;
      console.log(
        `${LOAD_NAMES[run.agents]} ` +
          `(load average at its start ${run.at}): ${(sent / run.load.seconds).toFixed(0)} requests/s achieved, ${sent} in ` +
          `${run.load.seconds.toFixed(1)} s (asked ${RATE}/s); autocannon median ${run.load.p50} ms, p99 ${run.load.p99} ms; ` +
          `200s: ${run.load.browser200} browsers, ${run.load.bot200} crawlers; other ${run.load.other}, errors ${run.load.errors}; ` +
          `server CPU ${run.cpu.toFixed(1)} s (${((run.cpu / run.load.seconds) * 100).toFixed(0)}% of a core)`,
      );
      console.log(`  probe beside it: ${probeText(run.probed.times)}, failed ${run.probed.failed}`);
    }
    console.log(`probe alone (both): ${probeText(alone)}`);
    for (const agents of ['browsers', 'dnt', 'googlebot'] as const) {
      const times = beside(agents);
      console.log(
        `probe beside the ${LOAD_NAMES[agents]} (both): ${probeText(times)}; against alone p95 ${(p95(times) / p95(alone)).toFixed(2)}, ` +
          `median ${(median(times) / median(alone)).toFixed(2)}; the server's CPU ${cpuOf(agents).toFixed(1)} s a run`,
      );
    }
    for (const agents of ['dnt', 'googlebot'] as const) {
      const control = beside(agents);
      console.log(
        `counted against ${agents}: p95 ${(p95(counted) / p95(control)).toFixed(2)}, median ${(median(counted) / median(control)).toFixed(2)}, ` +
          `server CPU +${(cpuOf('browsers') - cpuOf(agents)).toFixed(1)} s a run ` +
          `(${(((cpuOf('browsers') - cpuOf(agents)) * 1e6) / (of('browsers')[0]!.load.browser200 || 1)).toFixed(0)} µs a counted view)`,
      );
    }
    // Pair by pair: the counted load's probe against the DNT load's next to it.
    const pairs = order.map((_, pair) => {
      const [first, second] = [runs[2 * pair]!, runs[2 * pair + 1]!];
      const [counted, control] = first.agents === 'browsers' ? [first, second] : [second, first];
      return {
        p95: p95(counted.probed.times) / p95(control.probed.times),
        median: median(counted.probed.times) / median(control.probed.times),
        cpuPerView: ((counted.cpu - control.cpu) * 1e6) / (counted.load.browser200 || 1),
      };
    });
    const spread = (values: number[], digits: number) =>
      `median ${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}-${Math.max(...values).toFixed(digits)})`;
    console.log(`pairs, counted / DNT p95: ${pairs.map((pair) => pair.p95.toFixed(2)).join(', ')}`);
    console.log(
      `the analytics' share over ${PAIRS} pairs of ${LOAD_SECONDS} s loads: p95 ${spread(
        pairs.map((pair) => pair.p95),
        2,
      )}; median ${spread(
        pairs.map((pair) => pair.median),
        2,
      )}; server CPU a counted view ${spread(
        pairs.map((pair) => pair.cpuPerView),
        0,
      )} µs`,
    );
    console.log(
      `rows of kind 0: ${rowsBeforeStop} before the server stopped, ${rowsAtEnd} after (its last write); expected ${expected} ` +
        `(${loadOk} load 200s of browsers, the counted warm-up's included, + ${probeOk} probe 200s); lost ${expected - rowsAtEnd}; ` +
        `write warnings in the server's output: ${warnings.length}; the recorder before the stop: written ` +
        `${recorded('written')}, dropped ${dropped}, limited (past an address's share) ${recorded('limited')}`,
    );
    console.log(`after: ${uptimeAfter}`);
  } finally {
    server.child.kill('SIGTERM');
    await server.exit.catch(() => undefined);
    await database.drop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The counting's own cost in-process: the hook's work for 5,000 views, and one flush of them (on `run`'s database). */
async function countingCost(orm: Awaited<ReturnType<typeof createOrm>>): Promise<void> {
  const recorder = new AnalyticsRecorder();
  const requestOf = (i: number) =>
    ({
      url: i % 7 === 0 ? '/pricing?utm_source=newsletter&utm_campaign=winter' : `/blog/post-${i % 300}`,
      ip: visitorAddress(i),
      headers: { 'user-agent': browserAgent(i), referer: i % 2 === 0 ? 'https://www.google.com/' : undefined },
    }) as unknown as FastifyRequest;
  const hooks: number[] = [];
  const flushes: number[] = [];
  for (let round = 0; round < 6; round += 1) {
    const requests = Array.from({ length: 5000 }, (_, i) => requestOf(round * 5000 + i));
    const hook = await timeOf(async () => {
      for (const request of requests) {
        const path = request.url.split('?')[0]!;
        if (!isPublicPagePath(path) || notToCount(request)) continue;
        recorder.record({
          at: new Date(),
          kind: 0,
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? '',
          path,
          search: request.url.slice(path.length),
          referer: request.headers.referer,
          mobileHint: undefined,
          siteHost: '127.0.0.1',
          durationMs: null,
        });
      }
    });
    const flush = await timeOf(() => recorder.flush(orm.em.fork()));
    // The first round warms up (the JIT, the day's salt).
    if (round > 0) {
      hooks.push(hook);
      flushes.push(flush);
    }
  }
  console.log(
    `counting, in-process (load ${loadNow()}): the hook's work for 5,000 views median ${ms(median(hooks))} ` +
      `(${ms(Math.min(...hooks))}-${ms(Math.max(...hooks))}, ${((median(hooks) * 1000) / 5000).toFixed(1)} µs a view); ` +
      `a flush of 5,000 views median ${ms(median(flushes))} (${ms(Math.min(...flushes))}-${ms(Math.max(...flushes))}); ` +
      `dropped ${recorder.dropped}, written ${recorder.written}`,
  );
}

/**
 * One statement of 1,000 analytics rows as one JSON parameter, written into the statement's text by MikroORM's
 * `execute` (escaped in JavaScript) against bound by `queryBound`, alternating, 35 of each after 10 to warm up: the
 * CPU of this process (the server's, in the app) per statement, median and spread.
 */
async function statementCost(orm: Awaited<ReturnType<typeof createOrm>>): Promise<void> {
  const sql = `insert into analytics_events (at, kind, visitor, path, source, source_group, campaign, device, duration_ms)
    select at, kind, visitor, path, source, "group", campaign, device, duration from json_to_recordset(?::json)
      as t(at timestamptz, kind smallint, visitor bigint, path text, source text, "group" text, campaign text, device text, duration integer)`;
  const cpu: Record<'execute' | 'bound', number[]> = { execute: [], bound: [] };
  for (let round = 0; round < 80; round += 1) {
    const rows = Array.from({ length: 1000 }, (_, i) => ({
      at: new Date().toISOString(),
      kind: 0,
      visitor: String(BigInt(round * 1000 + i) * 7919n - 4_000_000_000n),
      path: `/blog/post-${i % 300}`,
      source: 'Google',
      group: 'search',
      campaign: null,
      device: 'desktop',
      duration: null,
    }));
    const way = round % 2 === 0 ? 'execute' : 'bound';
    const em = orm.em.fork();
    const before = process.cpuUsage();
    if (way === 'execute') await em.getConnection().execute(sql, [JSON.stringify(rows)], 'run');
    else await queryBound(em, sql, [JSON.stringify(rows)]);
    const used = process.cpuUsage(before);
    if (round >= 10) cpu[way].push((used.user + used.system) / 1000);
  }
  const text = (values: number[]) => `${ms(median(values))} (${ms(Math.min(...values))}-${ms(Math.max(...values))})`;
  console.log(
    `a statement of 1,000 rows, this process's CPU (load ${loadNow()}): escaped into the text ${text(cpu.execute)}, ` +
      `bound ${text(cpu.bound)}; ratio ${(median(cpu.bound) / median(cpu.execute)).toFixed(2)}`,
  );
}

/** The year the roll-ups hold: 365 days ending today (NOW's day). */
const FIRST_DAY = '2025-12-07';
const NOW = new Date('2026-12-06T15:00:00Z');
const VIEWS = 10_000_000;
const PAGES = 20_000;
const READ_RUNS = 7;

/** SQL: the path of page rank `r` (1 the home page, then the main pages, then articles). */
const pathOfRank = (r: string) =>
  `(case ${r} when 1 then '/' when 2 then '/pricing' when 3 then '/features' when 4 then '/blog' when 5 then '/about'
     when 6 then '/use-cases' when 7 then '/contact' else '/blog/local-seo-article-number-' || ${r} end)`;
const utcMidnight = (day: string) => `((${day})::timestamp at time zone 'UTC')`;

/** Part 2: a year of roll-ups, the screen's reads over it, a day's roll-up of raw views, the tables' sizes. */
async function yearPart(): Promise<void> {
  const database = await createTestDatabase();
  const orm = await createOrm(database.target);
  try {
    await migrate(orm);
    const connection = orm.em.fork().getConnection();
    const sql = (text: string) => connection.execute(text, [], 'all');
    await countingCost(orm);
    await statementCost(orm);
    await sql('truncate analytics_events');

    const generated = await timeOf(async () => {
      // Each day's views: growing by half over the year, weekends at 70%, summing to VIEWS exactly.
      await sql(`create unlogged table bench_days as
        with d as (select g as n, date '${FIRST_DAY}' + g as day,
                          (1 + 0.5 * g / 364.0) * (case when extract(isodow from date '${FIRST_DAY}' + g) in (6, 7) then 0.7 else 1 end) as w
                     from generate_series(0, 364) as g)
        select n, day, floor(${VIEWS} * w / sum(w) over ())::int as views from d`);
      await sql(`update bench_days set views = views + (${VIEWS} - (select sum(views) from bench_days)) where n = 364`);
      // Pages: rank r has 1/r of the views (Zipf over ${PAGES} paths, H ≈ 10.48), rounded at random, so the rare
      // ones appear on some days only; the home page then takes the day's difference, so the sums are exact.
      await sql(`insert into analytics_rollups (grain, period, dimension, key, source_group, visitors, views, visits, entries, exits, time_ms, timed)
        select 'day', ${utcMidnight('d.day')}, 'page', ${pathOfRank('r')}, null, greatest(1, round(v * 0.8)), v, greatest(1, round(v * 0.85)),
               round(v * 0.6 * random()), round(v * 0.6 * random()), (v * 40000 * random())::bigint, round(v * 0.4)
          from bench_days d cross join generate_series(1, ${PAGES}) as r
          cross join lateral (select floor(d.views / (10.48 * r) + random())::int as v) as x
         where x.v > 0`);
      await sql(`update analytics_rollups p set views = p.views + (d.views - s.total)
          from bench_days d,
               (select period, sum(views) as total from analytics_rollups where grain = 'day' and dimension = 'page' group by period) s
         where p.grain = 'day' and p.dimension = 'page' and p.key = '/' and p.period = ${utcMidnight('d.day')} and s.period = p.period`);
      await sql(`insert into analytics_rollups (grain, period, dimension, key, source_group, visitors, views, visits, entries, exits, time_ms, timed)
        select 'day', period, 'all', '', null, round(sum(views) * 0.62), sum(views), sum(entries), sum(entries), sum(entries), sum(time_ms), sum(timed)
          from analytics_rollups where grain = 'day' and dimension = 'page' group by period`);
      // Sources (50), campaigns (20, a tenth of the visits), devices (3): Zipf-like shares of each day's visits.
      await sql(`insert into analytics_rollups (grain, period, dimension, key, source_group, visitors, views, visits)
        select 'day', a.period, 'source', s.name, s.grp, greatest(1, round(x.v * 0.9)), round(x.v * 1.7), x.v
          from analytics_rollups a
          cross join lateral (select i, case i when 1 then 'Google' when 2 then 'Direct' when 3 then 'Bing' when 4 then 'LinkedIn'
                                                when 5 then 'Newsletter' when 6 then 'DuckDuckGo' when 7 then 'Facebook'
                                                else 'partner-' || i || '.example' end as name,
                                     case when i in (1, 3, 6) then 'search' when i = 2 then 'direct' when i in (4, 7) then 'social'
                                          when i = 5 then 'newsletter' else 'referral' end as grp
                                from generate_series(1, 50) as i) s
          cross join lateral (select floor(a.visits / (4.5 * power(s.i, 1.2)) + random())::int as v) x
         where a.grain = 'day' and a.dimension = 'all' and x.v > 0`);
      await sql(`insert into analytics_rollups (grain, period, dimension, key, source_group, visitors, views, visits)
        select 'day', a.period, 'campaign', 'campaign-' || i, null, greatest(1, round(x.v * 0.9)), round(x.v * 1.7), x.v
          from analytics_rollups a cross join generate_series(1, 20) as i
          cross join lateral (select floor(a.visits * 0.1 / (3.6 * i) + random())::int as v) x
         where a.grain = 'day' and a.dimension = 'all' and x.v > 0`);
      await sql(`insert into analytics_rollups (grain, period, dimension, key, source_group, visitors, views, visits)
        select 'day', a.period, 'device', d.name, null, round(a.visitors * d.share), round(a.views * d.share), round(a.visits * d.share)
          from analytics_rollups a
          cross join (values ('desktop', 0.55), ('mobile', 0.40), ('tablet', 0.05)) as d(name, share)
         where a.grain = 'day' and a.dimension = 'all'`);
      // Hours of the last 30 days (older ones are pruned with the raw events): a daily curve, the sums exact.
      await sql(`insert into analytics_rollups (grain, period, dimension, key, source_group, visitors, views, visits)
        select 'hour', a.period + h * interval '1 hour', 'all', '', null,
               round(a.visitors * w), floor(a.views * w) + case when h = 12 then a.views - sum(floor(a.views * w)) over (partition by a.period) else 0 end,
               round(a.visits * w)
          from analytics_rollups a
          cross join lateral (select h, (1.2 + sin((h - 8) * pi() / 12)) / 28.8 as w from generate_series(0, 23) as h) as hours
         where a.grain = 'day' and a.dimension = 'all' and a.period > ${utcMidnight(`date '${FIRST_DAY}' + 334`)}`);
    });
    const months: string[] = [];
    for (let month = FIRST_DAY.slice(0, 7); month <= '2026-12';) {
      months.push(`${month}-01`);
      const [year, m] = month.split('-').map(Number);
      month = m === 12 ? `${year! + 1}-01` : `${year}-${String(m! + 1).padStart(2, '0')}`;
    }
    const run = (text: string, params: unknown[] = []) => connection.execute<Array<Record<string, unknown>>>(text, params, 'all');
    const monthTimes: number[] = [];
    for (const month of months) monthTimes.push(await timeOf(() => rollUpMonth(run, month)));
    await sql('drop table bench_days');
    await sql('vacuum analyze analytics_rollups');

    const facts = (
      await sql(`select (select sum(views) from analytics_rollups where grain = 'day' and dimension = 'all') as views,
                        (select sum(views) from analytics_rollups where grain = 'day' and dimension = 'page') as page_views,
                        (select sum(views) from analytics_rollups where grain = 'month' and dimension = 'all') as month_views,
                        (select count(distinct key) from analytics_rollups where grain = 'day' and dimension = 'page') as paths,
                        (select min(n) || '-' || max(n) from (select count(*) as n from analytics_rollups where grain = 'day' and dimension = 'page' group by period) p) as paths_a_day,
                        (select count(*) from analytics_rollups) as rows,
                        (select string_agg(grain || ' ' || dimension || ' ' || n, ', ' order by grain, dimension)
                           from (select grain, dimension, count(*) as n from analytics_rollups group by 1, 2) g) as by_kind,
                        pg_size_pretty(pg_total_relation_size('analytics_rollups')) as size`)
    )[0]!;
    console.log(
      `\nA year of traffic: generated in ${(generated / 1000).toFixed(1)} s, month roll-ups ${months.length} in ` +
        `${(monthTimes.reduce((a, b) => a + b, 0) / 1000).toFixed(1)} s (median ${ms(median(monthTimes))}); ${JSON.stringify(facts)}`,
    );

    const today = NOW.toISOString().slice(0, 10);
    const ranges: Array<[string, AnalyticsRangeInput]> = [
      ['today', { range: 'today' }],
      ['7d', { range: '7d' }],
      ['30d', { range: '30d' }],
      ['12m', { range: '12m' }],
      ['731 days', { range: 'custom', from: '2024-12-06', to: today }],
    ];
    const slowest: Array<[string, number]> = [];
    const timed = async (what: string, read: () => Promise<unknown>) => {
      const times: number[] = [];
      await read();
      for (let i = 0; i < READ_RUNS; i += 1) times.push(await timeOf(read));
      slowest.push([what, Math.max(...times)]);
      return `${median(times).toFixed(1)} (${quantile(times, 0.1).toFixed(1)}-${quantile(times, 0.9).toFixed(1)})`;
    };
    console.log(`reads (ms, median of ${READ_RUNS} after a warm-up, p10-p90), load ${loadNow()}:`);
    console.log(`| range | overview | ${ANALYTICS_TABLES.join(' | ')} |`);
    for (const [name, input] of ranges) {
      const cells = [await timed(`${name} overview`, () => analyticsOverview(orm.em.fork(), input, NOW))];
      for (const table of ANALYTICS_TABLES)
        cells.push(await timed(`${name} ${table}`, () => analyticsTable(orm.em.fork(), { ...input, table, limit: 10 }, NOW)));
      console.log(`| ${name} | ${cells.join(' | ')} |`);
    }
    slowest.sort((a, b) => b[1] - a[1]);
    console.log(`slowest single read: ${slowest[0]![0]} ${ms(slowest[0]![1])}; then ${slowest[1]![0]} ${ms(slowest[1]![1])}`);

    // The last day of a month, as its raw events at that rate: 27,400 views of 19,000 visitors, a beacon for one view
    // in three; the days before it counted for good. The screen's catch-up then counts the day again and its month.
    const rawDay = '2026-11-30';
    await sql(`insert into analytics_events (at, kind, visitor, path, source, source_group, campaign, device, duration_ms)
      select timestamptz '${rawDay}T00:00:00Z' + ((i * 7919) % 19000) * interval '4.5 seconds' + (i / 19000) * interval '3 minutes', 0,
             (i * 7919) % 19000, ${pathOfRank(`floor(power(${PAGES}, random()))::int`)},
             case (i * 7919) % 19000 % 5 when 0 then 'Google' when 1 then 'Direct' when 2 then 'Bing' when 3 then 'LinkedIn' else 'Direct' end,
             case (i * 7919) % 19000 % 5 when 0 then 'search' when 2 then 'search' when 3 then 'social' else 'direct' end,
             case when (i * 7919) % 19000 % 10 = 0 then 'winter' end,
             case (i * 7919) % 19000 % 20 when 0 then 'tablet' when 1 then 'mobile' when 2 then 'mobile' else 'desktop' end, null
        from generate_series(1, 27400) as i`);
    await sql(`insert into analytics_events (at, kind, visitor, path, source, source_group, campaign, device, duration_ms)
      select at + interval '40 seconds', 1, visitor, path, source, source_group, campaign, device, (random() * 120000)::int
        from analytics_events where kind = 0 and visitor % 3 = 0`);
    await sql(`insert into analytics_rolled_days (day, final, rolled_at)
      select day, true, now() from generate_series(date '${FIRST_DAY}', date '${rawDay}' - 1, interval '1 day') as day`);
    await sql('vacuum analyze analytics_events');
    const rawFacts = (
      await sql(`select count(*) filter (where kind = 0) as views, count(*) filter (where kind = 1) as beacons,
                        count(distinct visitor) as visitors, pg_size_pretty(pg_total_relation_size('analytics_events')) as size,
                        pg_total_relation_size('analytics_events') as bytes from analytics_events`)
    )[0]!;
    const dayRollUp = await timedMedian(() => rollUpDay(run, rawDay), 5);
    const monthRollUp = await timedMedian(() => rollUpMonth(run, rawDay), 5);
    const monthRollUpPass = await timedMedian(
      () =>
        orm.em.fork().transactional(async (tx) => {
          const context: unknown = tx.getTransactionContext();
          const inTx = (text: string, params: unknown[] = []) =>
            tx.getConnection().execute<Array<Record<string, unknown>>>(text, params, 'all', context);
          await inTx(`set local work_mem = '32MB'`);
          await rollUpMonth(inTx, rawDay);
        }),
      5,
    );
    const pending = await timedMedian(() => rollUpPending(orm.em.fork(), new Date(`${rawDay}T23:00:00Z`), true), 5);
    console.log(
      `a day of raw events ${JSON.stringify(rawFacts)} (at ANALYTICS_RAW_DAYS' 30 days about ` +
        `${((Number(rawFacts.bytes) * 30) / 1024 / 1024).toFixed(0)} MB); load ${loadNow()}`,
    );
    console.log(
      `its roll-up (rollUpDay) ${dayRollUp}; its month's (rollUpMonth, November whole) at PostgreSQL's default work_mem ` +
        `${monthRollUp}, at the pass's 32 MB ${monthRollUpPass}; ` +
        `the screen's catch-up at 23:00 that day (rollUpPending: the day, then the month) ${pending}`,
    );
  } finally {
    await orm.close(true);
    // ANALYTICS_BENCH_KEEP=1 leaves the year's database for EXPLAIN ANALYZE (drop it by hand afterwards).
    if (process.env.ANALYTICS_BENCH_KEEP === '1') console.log(`kept: ${(database.target.connection as { url: string }).url}`);
    else await database.drop();
  }
}

if (process.argv[2] === LOAD_CHILD) {
  const [url, agents, amount, articles] = process.argv.slice(3);
  await loadChild(url!, agents!, Number(amount), articles!.split(','));
} else {
  if (!process.env.TEST_DATABASE_URL) throw new Error('Set TEST_DATABASE_URL to a PostgreSQL server the bench may make databases on.');
  console.log(`Site analytics bench, ${new Date().toISOString()}`);
  if (process.env.ANALYTICS_BENCH_PART !== 'load') await yearPart();
  if (process.env.ANALYTICS_BENCH_PART !== 'year') await loadPart();
}
