// Lighthouse (mobile settings) on the public site, served as `npm start` serves it, in the system
// Chromium. Writes the scores and the first-load JavaScript of each route to BENCHMARKS.md.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { benchServerEnv, stopServer, waitForHealth } from './bench-server.ts';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3290);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ARTICLE = '/blog/ultimate-guide-local-seo-2025';
// Issue 16's routes (and the other pages served as islands), with what each is served as.
const ROUTES = ['/', '/pricing', '/blog', ARTICLE, '/contact', '/auth', '/about', '/features', '/use-cases'];
const SERVED_AS_ISLANDS = new Set([ARTICLE, '/about', '/features', '/use-cases']);
// Issue 16's goals for the public pages.
const TARGETS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };
const LCP_BUDGET_MS = 1200;
const TBT_BUDGET_MS = 100;
const CLS_BUDGET = 0.02;
/** Script fetched until the network is idle, as sent (issue 16): / and an article; the others have none. */
const JS_BUDGETS_KB: Record<string, number> = { '/': 60, [ARTICLE]: 40 };
type Category = keyof typeof TARGETS;
const CATEGORIES = Object.keys(TARGETS) as Category[];

/** One Lighthouse run of one route. */
interface Run {
  scores: Record<Category, number>;
  jsKb: number;
  lcp: number;
  tbt: number;
  cls: number;
  failed: string[];
}
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

const scratch = mkdtempSync(join(tmpdir(), 'localrank-bench-'));
const loadBefore = loadavg()[0]!;
const env = benchServerEnv(PORT, scratch);

const SECTION_TITLE = '# Benchmarks: the public site in Lighthouse';

/** Replaces this benchmark's section of BENCHMARKS.md (up to the next top-level heading), keeping the others. */
function writeSection(section: string): void {
  const path = resolve('BENCHMARKS.md');
  const current = existsSync(path) ? readFileSync(path, 'utf8') : '';
  const start = current.indexOf(SECTION_TITLE);
  if (start < 0) {
    writeFileSync(path, `${section}\n${current}`);
    return;
  }
  const next = current.indexOf('\n# ', start + SECTION_TITLE.length);
  writeFileSync(path, current.slice(0, start) + section + (next < 0 ? '' : current.slice(next)));
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

console.log('Building the web app and its server entry...');
for (const args of [['vite', 'build'], ['vite', 'build', '--ssr']]) {
  const build = spawnSync('npx', [...args, '--logLevel', 'warn'], { stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn('npx', ['tsx', 'server/src/main.ts'], { env, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  await waitForHealth(ORIGIN);
  chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });

  const rows: Array<Omit<Run, 'failed'> & { route: string; failed: string[]; performanceSpread: string; tbtSpread: string; counted: number }> = [];
  for (const route of ROUTES) {
    const runs: Run[] = [];
    const runErrors: string[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const result = await lighthouse(`${ORIGIN}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: Object.keys(TARGETS),
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
      const lhr = result.lhr;
      // A run Lighthouse could not finish (no paint seen, a protocol timeout) has no scores: it is
      // reported, not counted as a zero.
      if (lhr.runtimeError || lhr.categories.performance?.score == null) {
        runErrors.push(lhr.runtimeError?.code ?? 'no performance score');
        continue;
      }
      const details = lhr.audits['network-requests']?.details as { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined;
      const scripts = (details?.items ?? []).filter((r) => r.resourceType === 'Script');
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? 0;
      runs.push({
        scores: Object.fromEntries(CATEGORIES.map((k) => [k, Math.round((lhr.categories[k]?.score ?? 0) * 100)])) as Record<Category, number>,
        jsKb: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
        lcp: numeric('largest-contentful-paint'),
        tbt: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
        failed: Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id),
      });
    }
    const spread = (values: number[]) => (values.length === 0 ? "no run" : `${Math.round(Math.min(...values))}-${Math.round(Math.max(...values))}`);
    const row = {
      route,
      performanceSpread: spread(runs.map((r) => r.scores.performance)),
      tbtSpread: spread(runs.map((r) => r.tbt)),
      scores: Object.fromEntries(CATEGORIES.map((k) => [k, median(runs.map((r) => r.scores[k]))])) as Record<Category, number>,
      jsKb: median(runs.map((r) => r.jsKb)),
      lcp: median(runs.map((r) => r.lcp)),
      tbt: median(runs.map((r) => r.tbt)),
      cls: median(runs.map((r) => r.cls)),
      failed: [...new Set([...runs.flatMap((r) => r.failed), ...runErrors.map((code) => `run not finished (${code})`)])],
      counted: runs.length,
    };
    rows.push(row);
    console.log(route, row.scores, `${row.jsKb.toFixed(1)} KB JS`, row.failed.length ? `failing: ${row.failed.join(', ')}` : '');
  }

  // A figure that misses its goal is bold, with the goal beside it.
  const atLeast = (value: number, goal: number) => (value >= goal ? `${value}` : `**${value}** (goal ${goal})`);
  const below = (value: number, goal: number, text: string) => (value < goal ? text : `**${text}** (goal < ${goal})`);
  const lines = [
    SECTION_TITLE,
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores, Node ${process.version}, 1-minute load average ${loadBefore.toFixed(1)} before the run, Lighthouse 12 (mobile settings: simulated slow 4G and 4x CPU slowdown) in Debian's Chromium, against the production build served by the app (\`npm start\`, pages rendered on the server) on an embedded database. Each figure is the median of ${RUNS} runs (of those Lighthouse finished: see the list below the table), with the lowest and highest beside performance and TBT. Run again with \`npm run bench\` (or \`npx tsx scripts/lighthouse-bench.ts\`).`,
    '',
    `Goals (issue 16): performance ${TARGETS.performance}+, accessibility, best practices and SEO ${TARGETS.seo}; LCP < ${LCP_BUDGET_MS} ms, TBT < ${TBT_BUDGET_MS} ms, CLS < ${CLS_BUDGET}; script until the network is idle, as sent, at most ${Object.entries(JS_BUDGETS_KB).map(([route, kb]) => `${kb} KB on ${route}`).join(' and ')}. A figure that misses its goal is in bold.`,
    '',
    '| route | served as | performance (spread) | accessibility | best practices | SEO | script (KB, as sent) | LCP (ms) | TBT (ms, spread) | CLS |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map((r) => {
      const budget = JS_BUDGETS_KB[r.route];
      const js = budget === undefined || r.jsKb <= budget ? r.jsKb.toFixed(1) : `**${r.jsKb.toFixed(1)}** (goal ${budget})`;
      return `| ${r.route} | ${SERVED_AS_ISLANDS.has(r.route) ? 'islands' : 'app'} | ${atLeast(r.scores.performance, TARGETS.performance)} (${r.performanceSpread}) | ${atLeast(r.scores.accessibility, TARGETS.accessibility)} | ${atLeast(r.scores['best-practices'], TARGETS['best-practices'])} | ${atLeast(r.scores.seo, TARGETS.seo)} | ${js} | ${below(r.lcp, LCP_BUDGET_MS, `${Math.round(r.lcp)}`)} | ${below(r.tbt, TBT_BUDGET_MS, `${Math.round(r.tbt)}`)} (${r.tbtSpread}) | ${below(r.cls, CLS_BUDGET, r.cls.toFixed(3))} |`;
    }),
    '',
    'Audits not passed in at least one run:',
    '',
    ...rows.map((r) => `- ${r.route}: ${r.failed.length ? r.failed.join(', ') : 'none'}`),
    '',
  ];
  writeSection(lines.join('\n'));
  console.log('Wrote the Lighthouse section of BENCHMARKS.md');
} finally {
  await chrome?.kill();
  await stopServer(server);
  rmSync(scratch, { recursive: true, force: true });
}
