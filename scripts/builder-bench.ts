// The builder screen in Chromium (Playwright) on a 2,000-element page, served as `npm start` serves it:
// select + a style change (commit and paint), undo of a 500-element subtree delete, and how many commits and
// element views React renders per change. Writes its section of BENCHMARKS.md.
import { mkdtempSync, rmSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { writeBenchmarkSection } from './benchmarks-file.ts';
import { quantile } from './stats.ts';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  addCommand,
  countElements,
  createElement,
  createIdGenerator,
  createPage,
  forEachElement,
  type BuilderElement,
} from '@app/builder-engine';
import { chromium, type Page } from '@playwright/test';
import { benchServerEnv, buildAndStartApp, stopServer, waitForHealth } from './bench-server.ts';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3291);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ADMIN = { username: 'bench-admin', password: 'Bench-admin-Passw0rd' };
const STYLE_RUNS = 60;
const UNDO_RUNS = 12;
const GOALS = { styleMedianMs: 16, styleP95Ms: 50, undoMs: 50, stylesheetKb: 30 };

// The machine may be shared: the load before the run goes into the report.
const loadBefore = loadavg()[0] ?? 0;
const scratch = mkdtempSync(join(tmpdir(), 'localrank-builder-bench-'));
const env = benchServerEnv(PORT, scratch, { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });

// Issue 18: a quarter of the elements carry a device override (mobile font sizes on text, tablet padding on boxes).
let made = 0;
function withOverride(element: BuilderElement): BuilderElement {
  made += 1;
  if (made % 4 !== 0) return element;
  // Values vary widely (59 font sizes, 97 x 13 paddings), so classes shared by equal styles help less than on a real page.
  if (element.type === 'heading' || element.type === 'text')
    return { ...element, mobile: { fontSize: `${10 + (made % 59)}px`, textAlign: 'center' } };
  return { ...element, tablet: { padding: `${made % 97}px ${made % 13}px` } };
}

/** One section of 500 elements: section > container > spacer + 71 rows of two columns with a heading and a text. */
function bigSection(ids: ReturnType<typeof createIdGenerator>): BuilderElement {
  const make = (type: Parameters<typeof createElement>[0], children: BuilderElement[] = []): BuilderElement =>
    withOverride({ ...createElement(type, ids), children });
  const rows = Array.from({ length: 71 }, () =>
    make('row', [make('column', [make('heading'), make('text')]), make('column', [make('heading'), make('text')])]),
  );
  return make('section', [make('container', [make('spacer'), ...rows])]);
}

// A minimal React DevTools hook: React calls it after every commit. It counts commits and the element views
// (BuilderElementView's memoised function) that really rendered, walking only the subtrees React re-rendered,
// the way React DevTools decides what rendered (a fiber's PerformedWork flag; shared child fibers were skipped).
// Kept as source text: tsx would wrap named functions in a helper the browser does not have.
const RENDER_PROBE = `
(() => {
  const probe = { commits: 0, views: 0, renderers: 0 };
  window.__benchProbe = probe;
  const isElementView = (fiber) =>
    (fiber.tag === 14 || fiber.tag === 15) && fiber.memoizedProps !== null && typeof fiber.memoizedProps === 'object' &&
    'element' in fiber.memoizedProps && 'decorate' in fiber.memoizedProps;
  // PerformedWork is flag 1; a child list shared with the previous tree was not rendered at all.
  const walk = (next, previous) => {
    if (isElementView(next) && (previous === null || (next.flags & 1) === 1)) probe.views += 1;
    if (previous !== null && next.child === previous.child) return;
    for (let child = next.child; child !== null; child = child.sibling) walk(child, child.alternate);
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => { probe.renderers += 1; return 1; },
    checkDCE: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot: (id, root) => {
      probe.commits += 1;
      walk(root.current, root.current.alternate);
    },
  };
})();
`;

/**
 * What a timed step does in the page: set the Font Size slider to `size` (after selecting the element `select`,
 * when given), or press Ctrl+Z (Ctrl+Shift+Z when `redo`).
 */
type Act = { kind: 'fontSize'; select?: string; size: number } | { kind: 'undo'; redo: boolean };

/** Runs `act` in the page and resolves with the ms until the frame after it was painted, and what React did. */
async function timed(page: Page, act: Act): Promise<{ ms: number; commits: number; views: number }> {
  // No named functions in here: tsx would wrap them in a helper the browser does not have.
  return page.evaluate(async (act) => {
    const probe = (globalThis as unknown as { __benchProbe: { commits: number; views: number } }).__benchProbe;
    probe.commits = 0;
    probe.views = 0;
    const start = performance.now();
    if (act.kind === 'undo') {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'z', ctrlKey: true, shiftKey: act.redo, bubbles: true }));
    } else {
      if (act.select !== undefined) {
        (document.querySelector(`[data-builder-element="${act.select}"]`) as HTMLElement).click();
        // React renders a click's update in a microtask: let it draw the Settings panel first.
        await Promise.resolve();
        await Promise.resolve();
      }
      const label = Array.from(document.querySelectorAll('label')).find((node) => node.textContent === 'Font Size') as HTMLLabelElement;
      const slider = document.getElementById(label.htmlFor) as HTMLInputElement;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(slider, String(act.size));
      slider.dispatchEvent(new Event('input', { bubbles: true }));
    }
    // rAF runs before the next paint; the task after it runs once that frame is painted.
    const frame = (globalThis as unknown as { requestAnimationFrame: (callback: () => void) => number }).requestAnimationFrame;
    await new Promise<void>((done) => frame(() => setTimeout(done, 0)));
    return { ms: performance.now() - start, commits: probe.commits, views: probe.views };
  }, act);
}

// With the server-side rendering bundle: the published page (and its stylesheet) is rendered on the server.
const server = buildAndStartApp(env);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  await waitForHealth(ORIGIN);
  const context = await browser.newContext({ baseURL: ORIGIN, viewport: { width: 1600, height: 1000 } });
  const headers = { Origin: ORIGIN };
  const login = await context.request.post('/api/admin/login', { data: ADMIN, headers });
  if (!login.ok()) throw new Error(`admin login: ${login.status()}`);
  const created = await context.request.post('/trpc/builderPage.create', { data: { name: 'Bench', slug: 'bench' }, headers });
  const pageId = ((await created.json()) as { result: { data: { id: number } } }).result.data.id;
  const ids = createIdGenerator();
  const sections = Array.from({ length: 4 }, () => bigSection(ids));
  for (const [index, section] of sections.entries()) {
    const sent = await context.request.post('/trpc/builderPage.submit', {
      data: { pageId, baseVersion: index, command: addCommand(null, section) },
      headers,
    });
    if (!sent.ok()) throw new Error(`submit: ${sent.status()} ${await sent.text()}`);
  }
  const total = countElements({ ...createPage({ id: 'x', name: 'x', slug: 'x' }), elements: sections });
  let overridden = 0;
  forEachElement({ ...createPage({ id: 'x', name: 'x', slug: 'x' }), elements: sections }, (element) => {
    if (element.tablet !== undefined || element.mobile !== undefined) overridden += 1;
  });
  console.log(`Page with ${total} elements, ${overridden} with a device override`);

  // The published page's stylesheet, as sent with its HTML.
  const published = await context.request.post('/trpc/builderPage.publish', { data: { pageId }, headers });
  if (!published.ok()) throw new Error(`publish: ${published.status()}`);
  const html = await (await context.request.get('/bench')).text();
  const css = /<style data-builder-styles="bench">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
  if (css === '') throw new Error('the published page has no stylesheet');
  const sheet = {
    rawKb: Buffer.byteLength(css) / 1024,
    gzipKb: gzipSync(css, { level: 9 }).length / 1024,
    brotliKb: brotliCompressSync(css).length / 1024,
    rules: (css.match(/\{/g) ?? []).length,
  };
  console.log('Published stylesheet:', sheet);

  const page = await context.newPage();
  await page.addInitScript({ content: RENDER_PROBE });
  await page.goto('/admin/elementor/bench');
  await page.getByRole('button', { name: 'Hide sidebar' }).waitFor();
  const hooked = await page.evaluate(
    () => (globalThis as unknown as { __benchProbe: { renderers: number; commits: number } }).__benchProbe,
  );
  console.log('React renderers hooked:', hooked);
  const headingIds = sections.flatMap((section) =>
    (section.children[0]?.children ?? []).slice(1).map((row) => row.children[0]?.children[0]?.id as string),
  );

  // Select a heading, then set its font size from the slider: one change as a person makes it.
  const style: Array<{ ms: number; commits: number; views: number }> = [];
  const changes: Array<{ commits: number; views: number }> = [];
  for (let run = 0; run < STYLE_RUNS; run += 1) {
    const id = headingIds[(run * 7) % headingIds.length] as string;
    style.push(await timed(page, { kind: 'fontSize', select: id, size: 20 + (run % 40) }));
    // The same change alone, for React's work per change (the selection draws only its overlay and the panel).
    const change = await timed(page, { kind: 'fontSize', size: 61 + (run % 10) });
    changes.push({ commits: change.commits, views: change.views });
  }

  // Delete the first section (500 elements) through the confirmation, then time each undo; redo deletes it again.
  const sectionId = sections[0]?.id as string;
  await page.keyboard.press('Escape');
  await page.locator(`[data-builder-element="${sectionId}"]`).click({ position: { x: 4, y: 4 } });
  await page.keyboard.press('Delete');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await page.getByText('All changes saved').waitFor();
  const undos: Array<{ ms: number; commits: number; views: number }> = [];
  for (let run = 0; run < UNDO_RUNS; run += 1) {
    undos.push(await timed(page, { kind: 'undo', redo: false }));
    await page.getByText('All changes saved').waitFor();
    await timed(page, { kind: 'undo', redo: true });
    await page.getByText('All changes saved').waitFor();
  }

  const styleMs = style.map((r) => r.ms);
  const undoMs = undos.map((r) => r.ms);
  const figures = {
    styleMedian: quantile(styleMs, 0.5),
    styleP95: quantile(styleMs, 0.95),
    styleMin: Math.min(...styleMs),
    styleMax: Math.max(...styleMs),
    undoMin: Math.min(...undoMs),
    undoMedian: quantile(undoMs, 0.5),
    undoMax: Math.max(...undoMs),
    changeCommits: quantile(
      changes.map((r) => r.commits),
      0.5,
    ),
    changeViews: quantile(
      changes.map((r) => r.views),
      0.5,
    ),
    changeViewsMax: Math.max(...changes.map((r) => r.views)),
    undoViews: quantile(
      undos.map((r) => r.views),
      0.5,
    ),
  };
  console.log(figures);
  const mark = (value: number, goal: number) => (value <= goal ? `${value.toFixed(1)}` : `**${value.toFixed(1)}** (over the goal)`);
  const section = [
    '# The page builder screen in Chromium',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} with \`npx tsx scripts/builder-bench.ts\` on ${cpus().length} cores (1-minute load average ${loadBefore.toFixed(1)} before the run and ${(loadavg()[0] ?? 0).toFixed(1)} after it), Node ${process.version}, Debian's Chromium driven by Playwright (1600x1000 window), against the production build served by the app on an embedded database. The page has ${total} elements (four sections of 500: rows of two columns holding a heading and a text), ${overridden} of them with a device override (a mobile font size and alignment on text, a tablet padding on boxes). Times run from the input event to the frame after the change was painted (requestAnimationFrame, then a task).`,
    '',
    '| measure | result | goal |',
    '|---|---|---|',
    `| select a heading + set its font size from the slider, median of ${STYLE_RUNS} (ms; range ${figures.styleMin.toFixed(1)}-${figures.styleMax.toFixed(1)}) | ${mark(figures.styleMedian, GOALS.styleMedianMs)} | ${GOALS.styleMedianMs} |`,
    `| the same, 95th percentile (ms) | ${mark(figures.styleP95, GOALS.styleP95Ms)} | ${GOALS.styleP95Ms} |`,
    `| undo of the delete of a 500-element section, median of ${UNDO_RUNS} (ms; range ${figures.undoMin.toFixed(1)}-${figures.undoMax.toFixed(1)}) | ${mark(figures.undoMedian, GOALS.undoMs)} | ${GOALS.undoMs} |`,
    `| React commits per style change (median) | ${figures.changeCommits} | 1 |`,
    `| element views rendered per style change (median; most ${figures.changeViewsMax}) | ${figures.changeViews} | the changed path: 5 (section, container, row, column, heading) |`,
    `| element views rendered by the undo (median) | ${figures.undoViews} | the 500 restored (the section sits at the page root) |`,
    `| the published page's stylesheet, compressed (KB; gzip -9, brotli ${sheet.brotliKb.toFixed(1)}, raw ${sheet.rawKb.toFixed(1)}, ${sheet.rules} rules) | ${mark(sheet.gzipKb, GOALS.stylesheetKb)} | under ${GOALS.stylesheetKb} |`,
    '',
    'Element views are counted with a minimal React DevTools hook installed before the app loads: after each commit it walks only',
    'the subtrees React re-rendered and counts the `BuilderElementView` fibers that performed work, as React DevTools decides it.',
  ].join('\n');
  writeBenchmarkSection('builder-bench', section, resolve('BENCHMARKS.md'));
  console.log('Wrote the builder section of BENCHMARKS.md');
} finally {
  await browser.close();
  await stopServer(server);
  rmSync(scratch, { recursive: true, force: true });
}
