import { expect, test } from '@playwright/test';
import { followRequests } from './support/network.ts';

// Script budgets of the pages served as islands (issue 16), as sent (compressed), until the network
// is idle: what a phone downloads and runs before the visitor scrolls. The build that passes one fails.
// The goals of issue 16: / 60 KB and an article 40 KB (so no React above the fold); /pricing is held
// to the home page's. Measured on the screen of Lighthouse's mobile run (on a desktop screen the home
// page's problem statement is near enough to the fold for its background island to start at once).
const BUDGETS_KB: Record<string, number> = {
  '/': 60,
  '/pricing': 60,
  '/blog/ultimate-guide-local-seo-2025': 40,
  // The blog index: its search and filters start when a visitor reaches for them (a GET form and links until then).
  '/blog': 40,
  // The form pages: a form's island starts when a visitor reaches for it, not with the page.
  '/auth': 40,
  '/contact': 40,
  '/forgot-password': 40,
};

test.use({ viewport: { width: 412, height: 823 } });

for (const [path, budgetKb] of Object.entries(BUDGETS_KB)) {
  test(`${path} fetches at most ${budgetKb} KB of script until the network is idle`, async ({ page }) => {
    const sizes: Promise<{ url: string; bytes: number }>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      sizes.push(request.sizes().then(({ responseBodySize }) => ({ url: request.url(), bytes: responseBodySize })));
    });
    const network = followRequests(page);
    await page.goto(path);
    // No pointer moves: what loads before a visitor reaches for anything.
    await expect(page.locator('html')).toHaveAttribute('data-islands', 'started');
    await network.quiet();
    const scripts = await Promise.all(sizes);
    const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
    expect(scripts.length, 'the page runs a script (the islands runtime)').toBeGreaterThan(0);
    expect(total, scripts.map((script) => `${script.url}: ${script.bytes} B`).join('\n')).toBeLessThanOrEqual(budgetKb * 1024);
  });
}
