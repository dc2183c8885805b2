// Style and layout on a phone's main thread while a page loads, read from a Chromium trace: a
// deterministic complement to Lighthouse's figure, which multiplies an unthrottled trace by its
// simulated slowdown and moves by 2-4x between runs of the same code on these machines.
import type { Browser } from '@playwright/test';

/** Chromium's CPU slowdown for the trace: Lighthouse's mobile setting, applied for real. */
const CPU_SLOWDOWN = 4;
/** How long the trace runs on after the load event: the islands runtime and late sections. */
const AFTER_LOAD_MS = 2500;

type TraceEvent = { name: string; ph: string; dur?: number; pid: number; tid: number; args?: { name?: string } };

/**
 * Loads `url` once in a fresh context with a phone's screen (412x823, DPR 1.75, touch) and Chromium's CPU
 * slowed 4x, and returns the milliseconds the page's main threads spent in style (UpdateLayoutTree) and
 * layout (Layout) from navigation until 2.5 s after the load event.
 */
export async function styleLayoutMs(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(AFTER_LOAD_MS);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    // Every renderer main thread: the document may be committed in another renderer than the blank tab's.
    const mains = new Set(
      traceEvents.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
    );
    return (
      traceEvents
        .filter((e) => e.ph === 'X' && (e.name === 'UpdateLayoutTree' || e.name === 'Layout') && mains.has(`${e.pid}:${e.tid}`))
        .reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000
    );
  } finally {
    await context.close();
  }
}
