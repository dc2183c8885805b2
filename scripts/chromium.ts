import { existsSync } from 'node:fs';

/** Flags for headless Chromium on these machines: no sandbox as root, and no calls to outside hosts. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The end-to-end browser's flags: CHROMIUM_ARGS, and the site seen as by someone who asked for reduced transparency
 * (web/src/styles.css: no blurred backdrops or glows). Headless Chromium composes its frames in software, where a
 * page with a blurred backdrop cost the GPU process 373-385 ms against 27-32 ms without, for one admin sign-in
 * (BENCHMARKS.md, "What the browser's GPU process spent"); no test looks at the blur itself. The setting rides on
 * `--blink-settings`, which Playwright also sets for headless runs (a mouse's hover and pointer): the last one given
 * wins, so Playwright's values are repeated here.
 */
export const TEST_CHROMIUM_ARGS = [
  ...CHROMIUM_ARGS,
  '--blink-settings=primaryHoverType=2,availableHoverTypes=2,primaryPointerType=4,availablePointerTypes=4,prefersReducedTransparency=true',
];

/** An explicit CHROMIUM_PATH, else Debian's chromium, else undefined (the tool's own download). */
export function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  return undefined;
}

/**
 * The browser for tests: an explicit CHROMIUM_PATH, else Debian's headless shell (`chromium-headless-shell`, the
 * build Playwright itself runs headless tests in), else what `chromiumPath` finds. The full browser's headless mode
 * draws its own window chrome in a WebUI renderer and a software GPU process for every page: 20 pages cost it 13.3-15.8
 * CPU-seconds (median 13.7) against 4.5-5.5 (median 5.4) for the shell at load 3 (BENCHMARKS.md, "The test run's own cost").
 */
export function testChromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync('/usr/bin/chromium-headless-shell')) return '/usr/bin/chromium-headless-shell';
  return chromiumPath();
}
