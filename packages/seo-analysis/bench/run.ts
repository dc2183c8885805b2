/// <reference types="node" />
// Benchmark of the SEO analysis on the 3,000-word fixture: the time of one `analyse` call, as the browser runs
// it on every pause in typing and the server on every save. Run from the package or the repository root:
//   npm run bench -w @app/seo-analysis
// It prints the figures and (over)writes packages/seo-analysis/BENCHMARKS.md. The same timing then runs in
// Chromium (/usr/bin/chromium) on the package bundled for the browser, where the editor will run it.
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { cpus, loadavg, totalmem } from 'node:os';
import { performance } from 'node:perf_hooks';
import { analyse, readDocument } from '../src/index.ts';
import { LONG_POST } from '../src/fixtures/long-post.ts';
import { SHORT_POST } from '../src/fixtures/short-post.ts';

const GOAL_MS = 50;
const WARM_UP = 20;
const RUNS = 300;

/** The `uptime` line (load averages), or Node's own load averages where `uptime` is missing. */
function uptime(): string {
  try {
    return execFileSync('uptime', { encoding: 'utf8' }).trim();
  } catch {
    return `load average: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(', ')}`;
  }
}

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
}

interface Timing {
  runs: number;
  median: number;
  p10: number;
  p90: number;
  min: number;
  max: number;
  first: number;
}

/** Times `analyse` on one input: the first (cold) call, then RUNS calls after a warm-up. */
function time(input: typeof LONG_POST | typeof SHORT_POST): Timing {
  let started = performance.now();
  analyse(input);
  const first = performance.now() - started;
  for (let i = 0; i < WARM_UP; i += 1) analyse(input);
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    // A different body each time (one more word at the end), as when someone types.
    const typed = { ...input, html: `${input.html}<p>word${i}</p>` };
    started = performance.now();
    analyse(typed);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return {
    runs: RUNS,
    median: quantile(samples, 0.5),
    p10: quantile(samples, 0.1),
    p90: quantile(samples, 0.9),
    min: samples[0] as number,
    max: samples[samples.length - 1] as number,
    first,
  };
}

const CHROMIUM = '/usr/bin/chromium';

/** The same timing in headless Chromium, on the package bundled for the browser (no Node API may be left in it). */
async function timeInChromium(input: typeof LONG_POST | typeof SHORT_POST): Promise<Timing & { bundleKb: number; version: string }> {
  const bundle = await build({
    entryPoints: [fileURLToPath(new URL('../src/index.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'SeoAnalysis',
    platform: 'browser',
    target: 'es2022',
    minify: true,
  });
  const code = bundle.outputFiles[0]?.text ?? '';
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--headless=new'] });
  try {
    const page = await browser.newPage();
    await page.addScriptTag({ content: code });
    const timing = await page.evaluate(
      ({ input, warmUp, runs }) => {
        type Analyse = (value: unknown) => unknown;
        const analyse = (globalThis as unknown as { SeoAnalysis: { analyse: Analyse } }).SeoAnalysis.analyse;
        let started = performance.now();
        analyse(input);
        const first = performance.now() - started;
        for (let i = 0; i < warmUp; i += 1) analyse(input);
        const samples: number[] = [];
        for (let i = 0; i < runs; i += 1) {
          const typed = { ...input, html: `${input.html}<p>word${i}</p>` };
          started = performance.now();
          analyse(typed);
          samples.push(performance.now() - started);
        }
        return { samples, first };
      },
      { input, warmUp: WARM_UP, runs: RUNS },
    );
    const sorted = [...timing.samples].sort((a, b) => a - b);
    return {
      runs: RUNS,
      median: quantile(sorted, 0.5),
      p10: quantile(sorted, 0.1),
      p90: quantile(sorted, 0.9),
      min: sorted[0] as number,
      max: sorted[sorted.length - 1] as number,
      first: timing.first,
      bundleKb: Buffer.byteLength(code) / 1024,
      version: browser.version(),
    };
  } finally {
    await browser.close();
  }
}

const before = uptime();
const startedAt = performance.now();
const long = time(LONG_POST);
const short = time(SHORT_POST);
const browserLong = existsSync(CHROMIUM) ? await timeInChromium(LONG_POST) : null;
const after = uptime();
const words = readDocument(LONG_POST.html).wordCount;
const ms = (n: number): string => `${n.toFixed(2)} ms`;
const row = (name: string, t: Timing): string =>
  `| ${name} | ${t.runs} | ${ms(t.median)} | ${ms(t.p10)} – ${ms(t.p90)} | ${ms(t.min)} – ${ms(t.max)} | ${ms(t.first)} |`;

const report = `# seo-analysis benchmarks

Generated by \`bench/run.ts\` (\`npm run bench -w @app/seo-analysis\`); do not edit by hand.

- Date: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC
- Machine: ${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GB RAM, ${process.platform} ${process.arch}
- Node ${process.version}; whole run took ${((performance.now() - startedAt) / 1000).toFixed(1)} s
- \`uptime\` before: ${before}
- \`uptime\` after: ${after}

## Target

| Target | Goal | Measured | Met |
|---|---|---|---|
| one \`analyse\` of the ${words.toLocaleString('en-GB')}-word fixture, median, Node | < ${GOAL_MS} ms | ${ms(long.median)} (p90 ${ms(long.p90)}) | ${long.median < GOAL_MS ? 'yes' : 'no'} |
${
  browserLong === null
    ? `| the same in Chromium | < ${GOAL_MS} ms | not run: no ${CHROMIUM} | |`
    : `| the same in Chromium ${browserLong.version} | < ${GOAL_MS} ms | ${ms(browserLong.median)} (p90 ${ms(browserLong.p90)}) | ${browserLong.median < GOAL_MS ? 'yes' : 'no'} |`
}

## Time of one analysis

Each run analyses the fixture with one more word at its end (a different body each time, as when typing), after
${WARM_UP} warm-up calls; "first call" is the cold call before them (module code not yet optimised).

| Input | Runs | Median | p10 – p90 | Fastest – slowest | First call |
|---|---|---|---|---|---|
${row(`long post (${words.toLocaleString('en-GB')} words, src/fixtures/long-post.ts)`, long)}
${row(`short post (${readDocument(SHORT_POST.html).wordCount} words, src/fixtures/short-post.ts)`, short)}
${browserLong === null ? '' : row(`long post in Chromium (the package bundled for the browser: ${browserLong.bundleKb.toFixed(1)} KB minified)`, browserLong)}
`;
writeFileSync(new URL('../BENCHMARKS.md', import.meta.url), report);
console.log(report);
if (long.median >= GOAL_MS || (browserLong !== null && browserLong.median >= GOAL_MS)) process.exitCode = 1;
