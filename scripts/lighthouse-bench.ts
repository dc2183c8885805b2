// Lighthouse (mobile settings) on the public site, served as `npm start` serves it, in the system
// Chromium. Writes the scores and the first-load JavaScript of each route to BENCHMARKS.md.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { benchServerEnv, stopServer, waitForHealth } from './bench-server.ts';
import { writeBenchmarkSection } from './benchmarks-file.ts';
import { median } from './stats.ts';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.ts';
import { styleLayoutMs } from './style-layout-trace.ts';

/** The npm workspaces, whose own node_modules a BENCH_BEFORE worktree shares. */
const WORKSPACES = (JSON.parse(readFileSync('package.json', 'utf8')) as { workspaces: string[] }).workspaces;
const PORT = Number(process.env.BENCH_PORT ?? 3290);
const ARTICLE = '/blog/ultimate-guide-local-seo-2025';
// Issue 16's routes. Each is measured twice in the same run: served as islands (as the site serves
// it) and, as the baseline, hydrated as the whole app (a second server with SERVE_ISLANDS=off).
// BENCH_BEFORE=<git commit> adds a third server, the site as that commit built and served it, to
// measure a change against the code before it in the same run.
const ROUTES = ['/', '/pricing', '/blog', ARTICLE, '/contact', '/auth'];
type Kind = 'islands' | 'app' | 'before';
const BEFORE = process.env.BENCH_BEFORE;
const KINDS: Kind[] = BEFORE ? ['islands', 'app', 'before'] : ['islands', 'app'];
const SERVERS: Record<Kind, { port: number; origin: string }> = {
  islands: { port: PORT, origin: `http://127.0.0.1:${PORT}` },
  app: { port: PORT + 1, origin: `http://127.0.0.1:${PORT + 1}` },
  before: { port: PORT + 2, origin: `http://127.0.0.1:${PORT + 2}` },
};
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
  /** Main-thread time spent on style and layout (Lighthouse's mainthread-work-breakdown). */
  styleLayoutMs: number;
  failed: string[];
}
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** Loads per route and kind for the style-and-layout trace (style-layout-trace.ts). */
const TRACE_RUNS = Number(process.env.TRACE_RUNS ?? 9);

/** The style-and-layout group of Lighthouse's main-thread breakdown, in ms (0 when absent). */
function styleAndLayout(details: unknown): number {
  const items = (details as { items?: Array<{ group?: string; duration?: number }> } | undefined)?.items ?? [];
  return items.filter((item) => item.group === 'styleLayout').reduce((sum, item) => sum + (item.duration ?? 0), 0);
}

const scratch = mkdtempSync(join(tmpdir(), 'localrank-bench-'));
const loadBefore = loadavg()[0]!;
const env = (kind: Kind) =>
  benchServerEnv(SERVERS[kind].port, scratch, {
    DATA_DIR: `${scratch}/data-${kind}`,
    WEB_DIST_DIR: kind === 'before' ? `${scratch}/web-before` : `${scratch}/web`,
    SERVE_ISLANDS: kind === 'app' ? 'off' : 'on',
  });
/** Where a kind's code is: this checkout, or a worktree of BENCH_BEFORE sharing its installed packages. */
const checkout = (kind: Kind) => (kind === 'before' ? `${scratch}/before` : process.cwd());

if (BEFORE) {
  console.log(`Checking out ${BEFORE} beside this checkout...`);
  const added = spawnSync('git', ['worktree', 'add', '--detach', checkout('before'), BEFORE], { stdio: 'inherit' });
  if (added.status !== 0) process.exit(added.status ?? 1);
  for (const modules of ['node_modules', ...WORKSPACES.map((dir) => `${dir}/node_modules`)]) {
    if (existsSync(modules)) symlinkSync(join(process.cwd(), modules), join(checkout('before'), modules));
  }
}
for (const kind of BEFORE ? (['islands', 'before'] as const) : (['islands'] as const)) {
  console.log(`Building the web app and its server entry${kind === 'before' ? ` of ${BEFORE}` : ''}...`);
  for (const args of [
    ['vite', 'build'],
    ['vite', 'build', '--ssr'],
  ]) {
    const build = spawnSync('npx', [...args, '--logLevel', 'warn'], { stdio: 'inherit', env: env(kind), cwd: checkout(kind) });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}

const servers = KINDS.map((kind) =>
  spawn('npx', ['tsx', 'server/src/main.ts'], {
    env: env(kind),
    cwd: checkout(kind),
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  }),
);
let chrome: chromeLauncher.LaunchedChrome | undefined;

/**
 * Checks that each server serves a route as it should: the islands runtime, or the app's scripts. The
 * "before" server serves it however its commit did (a commit from before the islands served the app).
 */
async function checkServedAs(route: string): Promise<void> {
  for (const kind of KINDS.filter((kind) => kind !== 'before')) {
    const html = await (await fetch(`${SERVERS[kind].origin}${route}`)).text();
    const asIslands = /\/assets\/islands-[\w-]+\.js/.test(html) && !html.includes('$_TSR');
    if (asIslands !== (kind !== 'app'))
      throw new Error(`${route} is not served as ${kind === 'app' ? 'the app' : 'islands'} by the ${kind} server`);
  }
}

try {
  for (const kind of KINDS) await waitForHealth(SERVERS[kind].origin);
  chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });

  // One discarded run per server first: the first route was otherwise measured while three servers were still
  // settling after their start (load 4.3), and its LCP came out 0.3-0.4 s later than on a warm server.
  for (const kind of KINDS) {
    await lighthouse(`${SERVERS[kind].origin}${ROUTES[0]}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
  }

  const rows: Array<{ route: string; kind: Kind; runs: Run[]; failed: string[]; load: [number, number] }> = [];
  for (const route of ROUTES) {
    await checkServedAs(route);
    const loadAtStart = loadavg()[0]!;
    const byKind = Object.fromEntries(KINDS.map((kind) => [kind, { runs: [] as Run[], errors: [] as string[] }])) as Record<
      Kind,
      { runs: Run[]; errors: string[] }
    >;
    // The kinds alternate run by run, so a noisy moment weighs on all alike.
    for (let i = 0; i < RUNS * KINDS.length; i += 1) {
      const kind = KINDS[i % KINDS.length]!;
      const { runs, errors: runErrors } = byKind[kind];
      const result = await lighthouse(`${SERVERS[kind].origin}${route}`, {
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
      const details = lhr.audits['network-requests']?.details as
        { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined;
      const scripts = (details?.items ?? []).filter((r) => r.resourceType === 'Script');
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? 0;
      runs.push({
        scores: Object.fromEntries(CATEGORIES.map((k) => [k, Math.round((lhr.categories[k]?.score ?? 0) * 100)])) as Record<
          Category,
          number
        >,
        jsKb: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
        lcp: numeric('largest-contentful-paint'),
        tbt: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
        styleLayoutMs: styleAndLayout(lhr.audits['mainthread-work-breakdown']?.details),
        failed: Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id),
      });
    }
    // The machine's 1-minute load average as the route's runs began and ended.
    const load: [number, number] = [loadAtStart, loadavg()[0]!];
    for (const kind of KINDS) {
      const { runs, errors: runErrors } = byKind[kind];
      const row = {
        route,
        kind,
        runs,
        load,
        failed: [...new Set([...runs.flatMap((r) => r.failed), ...runErrors.map((code) => `run not finished (${code})`)])],
      };
      rows.push(row);
      console.log(
        route,
        kind,
        `performance ${median(runs.map((r) => r.scores.performance))}`,
        `${median(runs.map((r) => r.jsKb)).toFixed(1)} KB JS`,
        `TBT ${Math.round(median(runs.map((r) => r.tbt)))} ms`,
        row.failed.length ? `failing: ${row.failed.join(', ')}` : '',
      );
    }
  }

  // Style and layout read from Chromium traces at a real 4x CPU slowdown, the kinds alternating load by load.
  chrome.kill();
  chrome = undefined;
  const traceLoad: [number, number] = [loadavg()[0]!, 0];
  const traces = new Map<string, number[]>();
  const tracer = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    for (const route of ROUTES) {
      for (let i = 0; i < TRACE_RUNS * KINDS.length; i += 1) {
        const kind = KINDS[i % KINDS.length]!;
        const key = `${route} ${kind}`;
        traces.set(key, [...(traces.get(key) ?? []), await styleLayoutMs(tracer, `${SERVERS[kind].origin}${route}`)]);
      }
      console.log(
        route,
        'style and layout (trace)',
        KINDS.map((kind) => `${kind} ${Math.round(median(traces.get(`${route} ${kind}`) ?? []))} ms`).join(', '),
      );
    }
  } finally {
    await tracer.close();
  }
  traceLoad[1] = loadavg()[0]!;

  const loadAfter = loadavg()[0]!;
  /** The median of a figure over a route's runs, then its lowest and highest: "median (low-high)"; bold with its goal when the median misses it. */
  const figure = (values: number[], digits: number, meets: (median: number) => boolean, goal: string) => {
    if (values.length === 0) return 'no run';
    const [mid, low, high] = [median(values), Math.min(...values), Math.max(...values)].map((v) => v.toFixed(digits));
    return meets(median(values)) ? `${mid} (${low}-${high})` : `**${mid}** (${low}-${high}; goal ${goal})`;
  };
  const always = () => true;
  const ofKind = (kind: Kind, pick: (run: Run) => number) => median(rows.filter((r) => r.kind === kind).flatMap((r) => r.runs.map(pick)));
  const [islandsKb, appKb] = [ofKind('islands', (r) => r.jsKb), ofKind('app', (r) => r.jsKb)];
  const [islandsTbt, appTbt] = [ofKind('islands', (r) => r.tbt), ofKind('app', (r) => r.tbt)];
  const [islandsStyle, appStyle] = [ofKind('islands', (r) => r.styleLayoutMs), ofKind('app', (r) => r.styleLayoutMs)];
  /** Per route, the median style and layout time against the before-commit's, in the same run. */
  const styleAgainstBefore = ROUTES.map((route) => {
    const of = (kind: Kind) => median(rows.find((r) => r.route === route && r.kind === kind)?.runs.map((r) => r.styleLayoutMs) ?? [NaN]);
    return `${route} ${Math.round(of('islands'))} ms against ${Math.round(of('before'))} ms (ratio ${(of('islands') / of('before')).toFixed(2)})`;
  });
  const lines = [
    '# Benchmarks: the public site in Lighthouse',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores, Node ${process.version}, 1-minute load average ${loadBefore.toFixed(1)} before the run and ${loadAfter.toFixed(1)} after it, Lighthouse 12 (mobile settings: simulated slow 4G and 4x CPU slowdown) in Debian's Chromium, against the production build served by the app (\`npm start\`, pages rendered on the server) on an embedded database. Each route is measured as the site serves it (islands) and, as the baseline in the same run, hydrated as the whole app (a second server with \`SERVE_ISLANDS=off\`), the two alternating run by run${BEFORE ? `, and as commit ${BEFORE} served it (\`BENCH_BEFORE\`, labelled "before"), the three alternating` : ''}. Each cell is the median of ${RUNS} runs (those Lighthouse finished: see the list below the table), then the lowest and highest. Run again with \`npm run bench\` (or \`npx tsx scripts/lighthouse-bench.ts\`).`,
    '',
    `Goals (issue 16): performance ${TARGETS.performance}+, accessibility, best practices and SEO ${TARGETS.seo}; LCP < ${LCP_BUDGET_MS} ms, TBT < ${TBT_BUDGET_MS} ms, CLS < ${CLS_BUDGET}; script until the network is idle, as sent, at most ${Object.entries(
      JS_BUDGETS_KB,
    )
      .map(([route, kb]) => `${kb} KB on ${route}`)
      .join(' and ')}. A median that misses its goal is in bold.`,
    '',
    '| route | served as | load average (1 min, first run-last run) | performance | accessibility | best practices | SEO | script (KB, as sent) | LCP (ms) | TBT (ms) | CLS | style and layout (ms) |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(({ route, kind, runs, load }) => {
      // The goals are the site's, served as islands; the baseline is shown as measured.
      const goal = kind === 'islands' ? (meets: (m: number) => boolean) => meets : () => always;
      const budget = kind === 'islands' ? JS_BUDGETS_KB[route] : undefined;
      const score = (k: Category) =>
        figure(
          runs.map((r) => r.scores[k]),
          0,
          goal((m) => m >= TARGETS[k]),
          `${TARGETS[k]}`,
        );
      const cells = [
        route,
        kind,
        load.map((l) => l.toFixed(1)).join('-'),
        ...CATEGORIES.map(score),
        budget === undefined
          ? figure(
              runs.map((r) => r.jsKb),
              1,
              always,
              '',
            )
          : figure(
              runs.map((r) => r.jsKb),
              1,
              (m) => m <= budget,
              `${budget}`,
            ),
        figure(
          runs.map((r) => r.lcp),
          0,
          goal((m) => m < LCP_BUDGET_MS),
          `< ${LCP_BUDGET_MS}`,
        ),
        figure(
          runs.map((r) => r.tbt),
          0,
          goal((m) => m < TBT_BUDGET_MS),
          `< ${TBT_BUDGET_MS}`,
        ),
        figure(
          runs.map((r) => r.cls),
          3,
          goal((m) => m < CLS_BUDGET),
          `< ${CLS_BUDGET}`,
        ),
        figure(
          runs.map((r) => r.styleLayoutMs),
          0,
          always,
          '',
        ),
      ];
      return `| ${cells.join(' | ')} |`;
    }),
    '',
    `Over the routes, served as islands they fetched a median ${islandsKb.toFixed(1)} KB of script against ${appKb.toFixed(1)} KB hydrated as the app in the same run (ratio ${(islandsKb / appKb).toFixed(2)}), with a median TBT of ${Math.round(islandsTbt)} ms against ${Math.round(appTbt)} ms and a median main-thread style and layout time of ${Math.round(islandsStyle)} ms against ${Math.round(appStyle)} ms (ratio ${(islandsStyle / appStyle).toFixed(2)}).`,
    ...(BEFORE
      ? [
          '',
          `Main-thread style and layout, median per route, served as islands against commit ${BEFORE} in the same run: ${styleAgainstBefore.join('; ')}.`,
        ]
      : []),
    '',
    `Style and layout read from Chromium traces instead (\`scripts/style-layout-trace.ts\`): each route loaded ${TRACE_RUNS} times per kind, the kinds alternating, in a fresh context with a phone's screen (412x823) and the CPU slowed 4x for real, summing the renderer's style recalculations and layouts from navigation until 2.5 s after the load event; load average ${traceLoad.map((l) => l.toFixed(1)).join(' before, ')} after. Median (lowest-highest), in ms${BEFORE ? `, and the ratio of islands to ${BEFORE}` : ''}:`,
    '',
    `| route | ${KINDS.join(' | ')}${BEFORE ? ' | islands / before |' : ' |'}`,
    `|---|${KINDS.map(() => '---|').join('')}${BEFORE ? '---|' : ''}`,
    ...ROUTES.map((route) => {
      const of = (kind: Kind) => traces.get(`${route} ${kind}`) ?? [];
      const ratio = BEFORE ? ` ${(median(of('islands')) / median(of('before'))).toFixed(2)} |` : '';
      return `| ${route} | ${KINDS.map((kind) => figure(of(kind), 0, always, '')).join(' | ')} |${ratio}`;
    }),
    '',
    'Audits not passed in at least one run:',
    '',
    ...rows.map((r) => `- ${r.route} (${r.kind}): ${r.failed.length ? r.failed.join(', ') : 'none'}`),
  ];
  writeBenchmarkSection('lighthouse', lines.join('\n'));
  console.log('Wrote the Lighthouse section of BENCHMARKS.md');
} finally {
  chrome?.kill();
  for (const server of servers) await stopServer(server);
  if (BEFORE) spawnSync('git', ['worktree', 'remove', '--force', checkout('before')], { stdio: 'inherit' });
  rmSync(scratch, { recursive: true, force: true });
}
