// Lighthouse (mobile settings) on the public site, served as `npm start` serves it, in the system
// Chromium. Writes the scores and the first-load JavaScript of each route to BENCHMARKS.md.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { benchServerEnv, stopServer, waitForHealth } from './bench-server.ts';
import { writeBenchmarkSection } from './benchmarks-file.ts';
import { median } from './stats.ts';
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

  const rows: Array<{ route: string; runs: Run[]; failed: string[] }> = [];
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
    const row = {
      route,
      runs,
      failed: [...new Set([...runs.flatMap((r) => r.failed), ...runErrors.map((code) => `run not finished (${code})`)])],
    };
    rows.push(row);
    console.log(route, `performance ${median(runs.map((r) => r.scores.performance))}`, `${median(runs.map((r) => r.jsKb)).toFixed(1)} KB JS`, row.failed.length ? `failing: ${row.failed.join(', ')}` : '');
  }

  const loadAfter = loadavg()[0]!;
  /** The median of a figure over a route's runs, then its lowest and highest: "median (low-high)"; bold with its goal when the median misses it. */
  const figure = (values: number[], digits: number, meets: (median: number) => boolean, goal: string) => {
    if (values.length === 0) return 'no run';
    const [mid, low, high] = [median(values), Math.min(...values), Math.max(...values)].map((v) => v.toFixed(digits));
    return meets(median(values)) ? `${mid} (${low}-${high})` : `**${mid}** (${low}-${high}; goal ${goal})`;
  };
  const always = () => true;
  const byKind = (islands: boolean, pick: (run: Run) => number) =>
    median(rows.filter((r) => SERVED_AS_ISLANDS.has(r.route) === islands).flatMap((r) => r.runs.map(pick)));
  const [islandsKb, appKb] = [byKind(true, (r) => r.jsKb), byKind(false, (r) => r.jsKb)];
  const [islandsTbt, appTbt] = [byKind(true, (r) => r.tbt), byKind(false, (r) => r.tbt)];
  const lines = [
    '# Benchmarks: the public site in Lighthouse',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores, Node ${process.version}, 1-minute load average ${loadBefore.toFixed(1)} before the run and ${loadAfter.toFixed(1)} after it, Lighthouse 12 (mobile settings: simulated slow 4G and 4x CPU slowdown) in Debian's Chromium, against the production build served by the app (\`npm start\`, pages rendered on the server) on an embedded database. Each cell is the median of ${RUNS} runs of the route (those Lighthouse finished: see the list below the table), then the lowest and highest. Run again with \`npm run bench\` (or \`npx tsx scripts/lighthouse-bench.ts\`).`,
    '',
    `Goals (issue 16): performance ${TARGETS.performance}+, accessibility, best practices and SEO ${TARGETS.seo}; LCP < ${LCP_BUDGET_MS} ms, TBT < ${TBT_BUDGET_MS} ms, CLS < ${CLS_BUDGET}; script until the network is idle, as sent, at most ${Object.entries(JS_BUDGETS_KB).map(([route, kb]) => `${kb} KB on ${route}`).join(' and ')}. A median that misses its goal is in bold.`,
    '',
    '| route | served as | performance | accessibility | best practices | SEO | script (KB, as sent) | LCP (ms) | TBT (ms) | CLS |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(({ route, runs }) => {
      const score = (k: Category) => figure(runs.map((r) => r.scores[k]), 0, (m) => m >= TARGETS[k], `${TARGETS[k]}`);
      const budget = JS_BUDGETS_KB[route];
      const cells = [
        route,
        SERVED_AS_ISLANDS.has(route) ? 'islands' : 'app',
        ...CATEGORIES.map(score),
        budget === undefined ? figure(runs.map((r) => r.jsKb), 1, always, '') : figure(runs.map((r) => r.jsKb), 1, (m) => m <= budget, `${budget}`),
        figure(runs.map((r) => r.lcp), 0, (m) => m < LCP_BUDGET_MS, `< ${LCP_BUDGET_MS}`),
        figure(runs.map((r) => r.tbt), 0, (m) => m < TBT_BUDGET_MS, `< ${TBT_BUDGET_MS}`),
        figure(runs.map((r) => r.cls), 3, (m) => m < CLS_BUDGET, `< ${CLS_BUDGET}`),
      ];
      return `| ${cells.join(' | ')} |`;
    }),
    '',
    `In the same run, the pages served as islands fetched a median ${islandsKb.toFixed(1)} KB of script against ${appKb.toFixed(1)} KB for the pages still hydrated as the app (${((islandsKb / appKb) * 100).toFixed(1)}%), with a median TBT of ${Math.round(islandsTbt)} ms against ${Math.round(appTbt)} ms.`,
    '',
    'Audits not passed in at least one run:',
    '',
    ...rows.map((r) => `- ${r.route}: ${r.failed.length ? r.failed.join(', ') : 'none'}`),
  ];
  writeBenchmarkSection('lighthouse', lines.join('\n'));
  console.log('Wrote the Lighthouse section of BENCHMARKS.md');
} finally {
  await chrome?.kill();
  await stopServer(server);
  rmSync(scratch, { recursive: true, force: true });
}
