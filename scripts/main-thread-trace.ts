// What a page's first load costs its main thread, read from Chromium traces rather than Lighthouse's TBT alone: each
// URL loaded `runs` times (the URLs alternating, so a change of load on the machine falls on all of them), each in a
// fresh phone-sized context with the CPU slowed 4x for real, traced from navigation until 2.5 s after the load event.
// Besides the times (which follow the machine's load), it counts work that does not: the objects laid out and the
// elements restyled, the scripts the page fetched, and the long tasks with what filled them. Compare two builds by
// serving each on its own port. Usage: npx tsx scripts/main-thread-trace.ts <runs> <url> [<url>...]
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.ts';
import { median } from './stats.ts';

/** A trace event as Chromium writes it (complete events: `ph` 'X', times in µs). */
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { data?: { url?: string }; beginData?: { url?: string; dirtyObjects?: number }; elementCount?: number };
}

/** One load's figures: ms of main-thread work by kind, counts of work, and the scripts fetched. */
export interface LoadFigures {
  busyMs: number;
  blockingMs: number;
  scriptMs: number;
  styleMs: number;
  layoutMs: number;
  parseMs: number;
  layoutObjects: number;
  styledElements: number;
  longTasks: string[];
  scripts: string[];
}

const SCRIPT_EVENTS = new Set(['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'FireIdleCallback', 'RunMicrotasks']);

/** The figures of one trace: the events of the renderer's main thread that parsed `url`. */
export function figuresOf(events: TraceEvent[], url: string): Omit<LoadFigures, 'scripts'> {
  const parse = events.find((e) => e.name === 'ParseHTML' && (e.args?.beginData?.url ?? '').startsWith(url));
  if (!parse) throw new Error(`No ParseHTML of ${url} in the trace`);
  const main = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X');
  const ms = (e: TraceEvent) => (e.dur ?? 0) / 1000;
  const sum = (test: (e: TraceEvent) => boolean) => main.filter(test).reduce((total, e) => total + ms(e), 0);
  const tasks = main.filter((e) => e.name === 'RunTask');
  const start = tasks[0]?.ts ?? 0;
  const longTasks = tasks
    .filter((task) => ms(task) > 50)
    .map((task) => {
      const inside = main.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + (task.dur ?? 0));
      const by = new Map<string, number>();
      for (const e of inside) {
        const source = e.args?.data?.url ? ` ${e.args.data.url.split('/').pop()}` : '';
        by.set(e.name + source, (by.get(e.name + source) ?? 0) + ms(e));
      }
      const top = [...by].sort((a, b) => b[1] - a[1]).slice(0, 3);
      return `@${((task.ts - start) / 1000).toFixed(0)} ${ms(task).toFixed(0)} ms: ${top.map(([name, t]) => `${name} ${t.toFixed(0)}`).join(', ')}`;
    });
  return {
    busyMs: sum((e) => e.name === 'RunTask'),
    blockingMs: tasks.reduce((total, task) => total + Math.max(0, ms(task) - 50), 0),
    scriptMs: sum((e) => SCRIPT_EVENTS.has(e.name)),
    styleMs: sum((e) => e.name === 'UpdateLayoutTree'),
    layoutMs: sum((e) => e.name === 'Layout'),
    parseMs: sum((e) => e.name === 'ParseHTML'),
    layoutObjects: main.filter((e) => e.name === 'Layout').reduce((total, e) => total + Number(e.args?.beginData?.dirtyObjects ?? 0), 0),
    styledElements: main.filter((e) => e.name === 'UpdateLayoutTree').reduce((total, e) => total + Number(e.args?.elementCount ?? 0), 0),
    longTasks,
  };
}

async function main(): Promise<void> {
  const runs = Number(process.argv[2]);
  const urls = process.argv.slice(3);
  if (!(runs > 0) || urls.length === 0) throw new Error('Usage: npx tsx scripts/main-thread-trace.ts <runs> <url> [<url>...]');
  console.log(
    `load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} before`,
  );
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const results = new Map<string, LoadFigures[]>(urls.map((url) => [url, []]));
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const url of urls) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, deviceScaleFactor: 1.75 });
        const page = await context.newPage();
        await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'] });
        await page.goto(url, { waitUntil: 'load' });
        await page.waitForTimeout(2500);
        const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
        const scripts = await page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .map((entry) => entry.name)
            .filter((name) => name.endsWith('.js'))
            .map((name) => name.split('/').pop()!),
        );
        results.get(url)!.push({ ...figuresOf(events, url), scripts });
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  for (const [url, loads] of results) {
    console.log(url);
    for (const key of ['busyMs', 'blockingMs', 'scriptMs', 'styleMs', 'layoutMs', 'parseMs', 'layoutObjects', 'styledElements'] as const) {
      const values = loads.map((load) => load[key]);
      console.log(`  ${key}: median ${median(values).toFixed(0)} (${values.map((v) => v.toFixed(0)).join('/')})`);
    }
    console.log(`  scripts fetched: ${[...new Set(loads.map((load) => load.scripts.sort().join(', ')))].join(' | ')}`);
    console.log(`  long tasks of the first load: ${loads[0]!.longTasks.join('; ') || 'none'}`);
  }
  console.log(
    `load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} after`,
  );
}

if (process.argv[1]?.endsWith('main-thread-trace.ts')) await main();
