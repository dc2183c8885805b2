import { test as base, expect, type Page } from '@playwright/test';

export * from '@playwright/test';

/** The errors a test's pages threw that the app did not catch, and the ones the test means to cause. */
export interface PageErrors {
  /** Says that an uncaught error matching `pattern` is what this test causes (scripts it keeps from loading, say). */
  allow(pattern: RegExp): void;
}

/**
 * Playwright's `test`, failing any test during which a page of its context threw an error the app did not catch: an
 * uncaught exception or rejection is a defect the screen may hide (the builder's retry once died of one with
 * "Saving... (connection lost, retrying)" still showing). Every spec imports `test` and `expect` from here.
 */
export const test = base.extend<{ pageErrors: PageErrors }>({
  pageErrors: [
    async ({ context }, use) => {
      const thrown: string[] = [];
      const allowed: RegExp[] = [];
      const watch = (page: Page) => page.on('pageerror', (error) => thrown.push(`${page.url()}: ${error.message}`));
      for (const page of context.pages()) watch(page);
      context.on('page', watch);
      await use({ allow: (pattern) => void allowed.push(pattern) });
      const unexpected = thrown.filter((message) => !allowed.some((pattern) => pattern.test(message)));
      expect(unexpected, 'errors a page threw that the app did not catch').toEqual([]);
    },
    { auto: true },
  ],
});
