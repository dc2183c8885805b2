// Lighthouse (its default mobile settings) on one page, for scripts/scale-bench.ts: /blog at 100,000 posts.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.ts';
import { median } from './stats.ts';

/** The median scores (0-100) of the runs that finished, with the median TBT and LCP, and how many runs did not finish. */
export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  tbtMs: number;
  lcpMs: number;
  runs: number;
  unfinished: number;
  /** Each finished run's performance score and TBT (ms), in run order. */
  performanceRuns: number[];
  tbtRuns: number[];
}

/** Runs Lighthouse `runs` times on `url` in the system Chromium (one discarded warm-up run first). */
export async function lighthouseFigures(url: string, runs = 3): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  const scores: Array<Omit<LighthouseFigures, 'runs' | 'unfinished' | 'performanceRuns' | 'tbtRuns'>> = [];
  let unfinished = 0;
  try {
    await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    for (let run = 0; run < runs; run += 1) {
      const lhr = (
        await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        })
      )?.lhr;
      if (!lhr || lhr.runtimeError || lhr.categories.performance?.score == null) {
        unfinished += 1;
        continue;
      }
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      scores.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? 0,
        lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
      });
    }
  } finally {
    chrome.kill();
  }
  const of = (key: keyof (typeof scores)[number]) => median(scores.map((s) => s[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    tbtMs: of('tbtMs'),
    lcpMs: of('lcpMs'),
    runs: scores.length,
    unfinished,
    performanceRuns: scores.map((s) => s.performance),
    tbtRuns: scores.map((s) => Math.round(s.tbtMs)),
  };
}
