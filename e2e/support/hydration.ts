import type { Page } from '@playwright/test';

/**
 * Resolves once the router has hydrated a server-rendered page (it then removes its bootstrap data).
 * The page's scripts are fetched after its first paint, so the `load` event comes before the page is
 * interactive: a test that clicks a button right after `goto` waits for this first.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => !('$_TSR' in window));
}
