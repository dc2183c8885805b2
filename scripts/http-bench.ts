// `npm run bench` (HTTP part): throughput and latency of the public reads against a bare Fastify
// route measured in the same run, two instances on one PostgreSQL, a mixed load of 30 s, the first
// answer after start, and SIGKILL during writes on both database kinds. Runs the compiled server
// (`npm run build` first) on a throwaway database on the local PostgreSQL (BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/postgres), and writes the figures beside their goals into the
// HTTP section of BENCHMARKS.md.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { BENCH_ADMIN as ADMIN, benchAppEnv, createBenchDatabase } from './bench-database.ts';
import { writeBenchmarkSection } from './benchmarks-file.ts';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { killDuringWrites } from '../server/src/test/kill-during-writes.ts';
import { startServerProcess, type ServerProcess } from '../server/src/test/server-process.ts';
import { hasWrk, wrk, type LoadRun } from './wrk.ts';

const SERVER = ['--enable-source-maps', 'server/dist/main.js'];
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const MIXED_DURATION_S = 30;
// The machine may be shared: the load before the run goes into the report, beside the load after it.
const LOAD_BEFORE = loadavg()[0] ?? 0;
/** The reads are measured in this many interleaved rounds, each figure the median round's: the machine is shared. */
const ROUNDS = 3;
const USE_WRK = process.env.BENCH_LOAD_GENERATOR !== 'autocannon' && hasWrk();
/** What a browser says it accepts: the kept answers go out brotli-compressed (compressed once, when kept). */
const AS_A_BROWSER = { 'accept-encoding': 'gzip, deflate, br' };
/**
 * The members who sign in during the mixed load, one picked at random for each sign-in. Several, as on a
 * real site: attempts are counted per username before the password is checked, so one account signing
 * in ten times at once from one address is refused (429) by design, and would measure the throttle.
 */
const MEMBERS = Array.from({ length: 12 }, (_, index) => ({
  username: `benchmember${index + 1}`,
  password: 'Bench-Member-Passw0rd',
  name: `Bench Member ${index + 1}`,
  email: `bench${index + 1}@example.com`,
}));

function summarise(result: autocannon.Result): LoadRun {
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
}

function cannon(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((done, fail) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options }, (error, result) => (error ? fail(error) : done(result)));
  });
}

/** The bare route: the same Fastify, one JSON answer, nothing else; the ceiling of this machine. */
async function startBareFastify(): Promise<{ url: string; child: ChildProcess }> {
  const source = `
    import Fastify from 'fastify';
    const app = Fastify({ logger: false });
    app.get('/bare', async () => ({ hello: 'world' }));
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    console.log('is up on ' + address);`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', source], {
    cwd: resolve('server'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((done) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /is up on (\S+)/.exec(chunk.toString());
      if (match) done(match[1]!);
    });
  });
  return { url, child };
}

async function stop(server: { child: ChildProcess; exit?: Promise<number | null> }): Promise<void> {
  const exited = server.exit ?? new Promise((done) => server.child.once('exit', done));
  server.child.kill('SIGTERM');
  await exited;
}

async function post(url: string, path: string, body: unknown, cookie = ''): Promise<Response> {
  return fetch(url + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: url, ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });
}

/** 80% public reads, 15% sign-ins (of a member picked at random), 5% admin page saves, chosen at random for every request. */
function mixedRequest(url: string, adminCookie: string): autocannon.Request {
  const reads = [
    '/blog',
    '/',
    '/trpc/blogPost.list',
    '/blog/ultimate-guide-local-seo-2025',
    `/trpc/page.bySlug?input=${encodeURIComponent('{"slug":"pricing"}')}`,
    '/api/media',
  ];
  const pages = ['home', 'features', 'pricing', 'about'];
  let writes = 0;
  return {
    // Method, path, headers and body are all set every time, so nothing of the previous request (a
    // body, a cookie) carries over; the rest (the Host header autocannon derives) comes from `request`.
    setupRequest(request): autocannon.Request {
      const roll = Math.random();
      if (roll < 0.8)
        return { ...request, method: 'GET', path: reads[Math.floor(Math.random() * reads.length)]!, headers: AS_A_BROWSER, body: '' };
      if (roll < 0.95) {
        const member = MEMBERS[Math.floor(Math.random() * MEMBERS.length)]!;
        return {
          ...request,
          method: 'POST',
          path: '/api/login',
          headers: { 'content-type': 'application/json', origin: url },
          body: JSON.stringify({ username: member.username, password: member.password }),
        };
      }
      writes += 1;
      const slug = pages[writes % pages.length]!;
      return {
        ...request,
        method: 'POST',
        path: '/trpc/page.save',
        headers: { 'content-type': 'application/json', origin: url, cookie: adminCookie },
        // Overwrite: the benchmark measures the write path, not the conflict rule.
        body: JSON.stringify({ slug, baseVersion: 0, overwrite: true, edits: { [`bench.${writes % 20}`]: { text: `write ${writes}` } } }),
      };
    },
  };
}

function firstRequestTimes(): Record<string, { medianMs: number; medianCpuMs: number; runsMs: number[] }> {
  const run = spawnSync(process.execPath, ['scripts/first-request.mjs', '3'], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`first-request measurement failed:\n${run.stderr}`);
  return JSON.parse(run.stdout) as Record<string, { medianMs: number; medianCpuMs: number; runsMs: number[] }>;
}

const fmt = (n: number) => n.toLocaleString('en-GB');
const pct = (part: number, whole: number) => `${Math.round((part / whole) * 100)}%`;
const mark = (ok: boolean) => (ok ? 'met' : '**missed**');

async function main(): Promise<void> {
  if (!existsSync('server/dist/main.js')) throw new Error('Run `npm run build` first: the benchmark runs the compiled server.');
  const scratch = mkdtempSync(join(tmpdir(), 'localrank-bench-'));
  const database = await createBenchDatabase('localrank_bench');
  const servers: ServerProcess[] = [];
  const bare = await startBareFastify();
  try {
    const launch = { args: SERVER, timeoutMs: 120_000 };
    const one = await startServerProcess(benchAppEnv(database.url, join(scratch, 'one')), launch);
    servers.push(one);
    for (const member of MEMBERS) {
      const registered = await post(one.url, '/api/register', member);
      if (registered.status !== 201) throw new Error(`could not create the bench account ${member.username}: ${registered.status}`);
    }
    const adminCookie = (await post(one.url, '/api/login', ADMIN)).headers.get('set-cookie')!.split(';')[0]!;

    // Warm-up (JIT, connection pools, cached reads) before anything is measured.
    for (const url of [`${bare.url}/bare`, `${one.url}/blog`, `${one.url}/trpc/blogPost.list`]) await cannon({ url, duration: 3 });

    const reads = {
      bare: { url: `${bare.url}/bare` },
      blogPage: { url: `${one.url}/blog` },
      blogPageBrowser: { url: `${one.url}/blog`, headers: AS_A_BROWSER },
      blogList: { url: `${one.url}/trpc/blogPost.list` },
      blogListBrowser: { url: `${one.url}/trpc/blogPost.list`, headers: AS_A_BROWSER },
    };
    const rounds = new Map<keyof typeof reads, LoadRun[]>();
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const [name, read] of Object.entries(reads) as [keyof typeof reads, { url: string; headers?: Record<string, string> }][]) {
        console.log(
          `round ${round} of ${ROUNDS}: ${name} (${USE_WRK ? 'wrk' : 'autocannon'}, ${CONNECTIONS} connections, ${DURATION_S} s)...`,
        );
        const run = USE_WRK
          ? await wrk(read.url, { connections: CONNECTIONS, seconds: DURATION_S, headers: read.headers })
          : summarise(await cannon(read));
        rounds.set(name, [...(rounds.get(name) ?? []), run]);
      }
    }
    const median = (name: keyof typeof reads): LoadRun => {
      const runs = [...rounds.get(name)!].sort((a, b) => a.rps - b.rps);
      return runs[Math.floor(runs.length / 2)]!;
    };
    const bareRun = median('bare');
    const blogPage = median('blogPage');
    const blogPageBrowser = median('blogPageBrowser');
    const blogList = median('blogList');
    const blogListBrowser = median('blogListBrowser');
    const roundRatios = (name: keyof typeof reads) =>
      rounds
        .get(name)!
        .map((run, round) => pct(run.rps, rounds.get('bare')![round]!.rps))
        .join(', ');

    console.log('two instances on one PostgreSQL...');
    const two = await startServerProcess(benchAppEnv(database.url, join(scratch, 'two')), launch);
    servers.push(two);
    await cannon({ url: `${two.url}/trpc/blogPost.list`, duration: 3 });
    const halves = await Promise.all(
      [one, two].map((server) => cannon({ url: `${server.url}/trpc/blogPost.list`, connections: CONNECTIONS / 2 })),
    );
    const pair = halves.map(summarise);
    const twoInstances: LoadRun = {
      rps: pair.reduce((sum, run) => sum + run.rps, 0),
      p50: Math.max(...pair.map((run) => run.p50)),
      p99: Math.max(...pair.map((run) => run.p99)),
      errors: pair.reduce((sum, run) => sum + run.errors, 0),
      requests: pair.reduce((sum, run) => sum + run.requests, 0),
    };
    await stop(servers.pop()!);

    console.log(`mixed load, ${MIXED_DURATION_S} s...`);
    const mixed = summarise(await cannon({ url: one.url, duration: MIXED_DURATION_S, requests: [mixedRequest(one.url, adminCookie)] }));
    await stop(servers.pop()!);

    console.log('first answer after start...');
    const firstRequest = firstRequestTimes();

    console.log('SIGKILL during writes (embedded, then external PostgreSQL)...');
    const killEmbedded = await killDuringWrites(
      { DATA_DIR: join(scratch, 'kill-embedded'), DATABASE_URL: '' },
      { scratchDir: scratch, args: SERVER },
    );
    const killDatabase = await createBenchDatabase('localrank_bench');
    const killExternal = await killDuringWrites(
      { DATA_DIR: join(scratch, 'kill-external'), DATABASE_URL: killDatabase.url },
      { scratchDir: scratch, args: SERVER },
    );
    await killDatabase.drop();

    const row = (name: string, run: LoadRun, goal: string, ok: boolean, perRound = '') =>
      `| ${name} | ${fmt(run.rps)} | ${pct(run.rps, bareRun.rps)} | ${run.p50} | ${run.p99} | ${run.errors} | ${goal} | ${mark(ok)} | ${perRound} |`;
    const readGoal = (run: LoadRun) => run.rps >= 0.3 * bareRun.rps && run.p99 < 50 && run.errors === 0;
    const compiled = firstRequest['compiled (npm run serve), restart (migrated data folder)']!;
    const section = [
      '# Benchmarks: HTTP throughput, two instances, load and faults',
      '',
      `Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench\` (\`scripts/http-bench.ts\`) on ${cpus().length} cores, Node ${process.version}, 1-minute load average ${LOAD_BEFORE.toFixed(1)} before the run and ${loadavg()[0]!.toFixed(1)} after it (the machine is shared: figures move with it). Load on loopback against the compiled server (\`npm run serve\`, NODE_ENV=production) on a throwaway database of the local PostgreSQL, after a 3 s warm-up of each route. ${CONNECTIONS} connections, ${DURATION_S} s per run unless said. The five reads (the bare route among them) are measured in ${ROUNDS} interleaved rounds by ${USE_WRK ? "wrk (one thread: the other core is the server's)" : 'autocannon (wrk was not on the PATH)'}; each figure is the median round's, and the last column gives each round's share of the bare route in that round. wrk is used for the reads because it is written in C: autocannon, in JavaScript, spends more CPU parsing a 10 KB page than the server spends sending it from memory, so on two cores it measured itself. The two-instance and mixed runs use autocannon, which can vary each request. Reads are anonymous (no cookie), so they are answered from the kept public responses; each read is measured as it is sent uncompressed (no Accept-Encoding) and as a browser asks for it (brotli: 64 KB of HTML for /blog become 9 KB). The bare route is a Fastify 5 JSON route with nothing else, measured in the same run as the ceiling of this machine.`,
      '',
      '| run | requests/s | of bare route | p50 (ms) | p99 (ms) | errors | goal | | of bare, by round |',
      '|---|---|---|---|---|---|---|---|---|',
      `| bare Fastify route (baseline) | ${fmt(bareRun.rps)} | 100% | ${bareRun.p50} | ${bareRun.p99} | ${bareRun.errors} | – | | ${rounds
        .get('bare')!
        .map((run) => fmt(run.rps))
        .join(', ')} req/s |`,
      row('GET /blog (HTML, uncompressed)', blogPage, '>= 30% of bare, p99 < 50 ms, 0 errors', readGoal(blogPage), roundRatios('blogPage')),
      row(
        'GET /blog (HTML, brotli as a browser asks)',
        blogPageBrowser,
        '>= 30% of bare, p99 < 50 ms, 0 errors',
        readGoal(blogPageBrowser),
        roundRatios('blogPageBrowser'),
      ),
      row(
        'GET /trpc/blogPost.list (uncompressed)',
        blogList,
        '>= 30% of bare, p99 < 50 ms, 0 errors',
        readGoal(blogList),
        roundRatios('blogList'),
      ),
      row(
        'GET /trpc/blogPost.list (brotli as a browser asks)',
        blogListBrowser,
        '>= 30% of bare, p99 < 50 ms, 0 errors',
        readGoal(blogListBrowser),
        roundRatios('blogListBrowser'),
      ),
      row('two instances, blogPost.list (25 connections each, summed)', twoInstances, '0 errors', twoInstances.errors === 0),
      row(
        `mixed: 80% reads, 15% sign-ins, 5% admin saves (${MIXED_DURATION_S} s)`,
        mixed,
        '0 errors, p50/p99 recorded',
        mixed.errors === 0,
      ),
      '',
      'First answer after start (`GET /` answered 200, from spawning the process; median of 3 and their range, embedded database; wall time, and in brackets the CPU time the server used until then, which a busy machine does not inflate):',
      '',
      '| server | first boot (ms) | restart (ms) |',
      '|---|---|---|',
      ...['compiled (npm run serve)', 'tsx loader'].map((name) => {
        const boot = firstRequest[`${name}, first boot (empty data folder)`]!;
        const restart = firstRequest[`${name}, restart (migrated data folder)`]!;
        const spread = (runs: number[]) => `${Math.min(...runs)}-${Math.max(...runs)}`;
        return `| ${name} | ${boot.medianMs} (CPU ${boot.medianCpuMs}; runs ${spread(boot.runsMs)}) | ${restart.medianMs} (CPU ${restart.medianCpuMs}; runs ${spread(restart.runsMs)}) |`;
      }),
      '',
      `Goal: within 2 s of \`npm run serve\` on a built tree: ${mark(compiled.medianMs < 2000)} (restart of the compiled server: ${compiled.medianMs} ms).`,
      '',
      'SIGKILL during writes (four clients saving page edits; the server is killed after 40 acknowledgements, restarted on the same database):',
      '',
      '| database | acknowledged writes | missing after restart | goal | |',
      '|---|---|---|---|---|',
      `| embedded (PGlite) | ${killEmbedded.acknowledged} | ${killEmbedded.missing.length} | 0 missing | ${mark(killEmbedded.missing.length === 0)} |`,
      `| external PostgreSQL | ${killExternal.acknowledged} | ${killExternal.missing.length} | 0 missing | ${mark(killExternal.missing.length === 0)} |`,
    ].join('\n');
    writeBenchmarkSection('http-bench', section);
    console.log(section);
  } finally {
    for (const server of servers) await stop(server);
    await stop(bare);
    await database.drop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
