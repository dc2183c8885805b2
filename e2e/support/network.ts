import { expect, type Page } from '@playwright/test';

/** What `followRequests` gives: a wait for the page's network to fall quiet. */
export interface RequestFollower {
  /** Resolves once no request of the page has been in flight for `ms` (500 ms, as Playwright's networkidle). */
  quiet(ms?: number): Promise<void>;
}

/**
 * Follows the page's requests from now on (call it before `goto`). Unlike `waitForLoadState('networkidle')`,
 * which resolves at once when the page was quiet for a moment earlier, `quiet()` waits for a quiet spell
 * after the call: on a page whose scripts load after its first paint, a busy machine can leave 500 ms
 * between the last stylesheet and the first script, and a test reading the network then sees nothing yet.
 */
export function followRequests(page: Page): RequestFollower {
  let inFlight = 0;
  let lastChange = Date.now();
  const began = () => {
    inFlight += 1;
    lastChange = Date.now();
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('request', began);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async quiet(ms = 500) {
      await expect.poll(() => inFlight === 0 && Date.now() - lastChange >= ms, { intervals: [100] }).toBe(true);
    },
  };
}

/**
 * Holds every request of the page whose path contains `pathPart` until the returned `release` is called: the slowest
 * network the user could have, for checking what the page shows while it waits.
 */
export async function holdRequests(page: Page, pathPart: string): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.includes(pathPart),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  return release;
}
