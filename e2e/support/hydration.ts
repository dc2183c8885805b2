import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Resolves once the page is interactive: the router has hydrated a page of the app (it then removes its
 * bootstrap data), or, on a page served as islands, the islands runtime has started, every island that
 * starts at once (`now`) has hydrated, and so has every form in view, which starts when a person reaches
 * for it (`interaction`): the pointer is moved over it. The page's scripts are fetched after its first
 * paint, so the `load` event comes before the page is interactive: a test that clicks a button right
 * after `goto` waits for this first.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !('$_TSR' in window) &&
      document.documentElement.dataset.islands !== 'waiting' &&
      Array.from(document.querySelectorAll('[data-island-load="now"][data-island-id-prefix]')).every((island) =>
        island.hasAttribute('data-island-ready'),
      ),
  );
  const inView = await page.evaluate(() =>
    Array.from(document.querySelectorAll('[data-island-load="interaction"][data-island-id-prefix]'), (island, index) => {
      const box = island.firstElementChild?.getBoundingClientRect();
      return box && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight ? index : -1;
    }).filter((index) => index >= 0),
  );
  for (const index of inView)
    await startIsland(page.locator('[data-island-load="interaction"][data-island-id-prefix]').nth(index).locator('> *').first());
}

/**
 * On a page served as islands: brings the island that holds `inside` near the viewport (and, for a form,
 * the pointer over it) and resolves once it has hydrated (until then its controls do what they do
 * without script).
 */
export async function startIsland(inside: Locator): Promise<void> {
  await inside.scrollIntoViewIfNeeded();
  const island = inside.locator('xpath=ancestor-or-self::*[@data-island][1]');
  if ((await island.getAttribute('data-island-load')) === 'interaction') await inside.hover();
  await expect(island).toHaveAttribute('data-island-ready', 'true');
}

/** Holds every script of the app back until the returned function is called (the page is as served, not yet hydrated). */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Collects the page's uncaught errors and console errors (a hydration mismatch among them), and with
 * `warnings` its console warnings too, for a check that a page hydrated cleanly.
 */
export function collectProblems(page: Page, { warnings = false }: { warnings?: boolean } = {}): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || (warnings && message.type() === 'warning')) problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Marks the current document, so `documentIsMarked` can tell whether a page has been loaded since. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { documentMarker?: boolean }).documentMarker = true;
  });
}

/** Whether the document `markDocument` marked is still the one shown (no page was loaded since). */
export async function documentIsMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { documentMarker?: boolean }).documentMarker === true);
}
