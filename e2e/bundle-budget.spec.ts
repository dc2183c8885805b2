import { expect, test, type Page } from './support/test.ts';
import { signInRequestAsAdmin } from './support/admin.ts';
import { followRequests } from './support/network.ts';

// Script budgets of the pages served as islands (issue 16), as sent (compressed), until the network
// is idle: what a phone downloads and runs before the visitor scrolls. The build that passes one fails.
// The goals of issue 16: / 60 KB and an article 40 KB (so no React above the fold); /pricing is held
// to the home page's. Measured on the screen of Lighthouse's mobile run, and the home page on a desktop screen too.
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

/** The scripts a fresh visit to `path` fetches (sizes as sent) until the network is idle, with no pointer moves. */
async function scriptsUntilIdle(page: Page, path: string): Promise<{ url: string; bytes: number }[]> {
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
  return Promise.all(sizes);
}

const listed = (scripts: { url: string; bytes: number }[]) => scripts.map((script) => `${script.url}: ${script.bytes} B`).join('\n');

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  for (const [path, budgetKb] of Object.entries(BUDGETS_KB)) {
    test(`${path} fetches at most ${budgetKb} KB of script until the network is idle`, async ({ page }) => {
      const scripts = await scriptsUntilIdle(page, path);
      const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
      expect(scripts.length, 'the page runs a script (the islands runtime)').toBeGreaterThan(0);
      expect(total, listed(scripts)).toBeLessThanOrEqual(budgetKb * 1024);
    });
  }
});

// Issue 27 item 15: on a desktop screen the problem statement is within reach of the first screen; its background is
// server HTML, so the home page still runs no React until a visitor reaches for an interactive part.
test.describe('on a desktop screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('/ fetches at most 60 KB of script and no React until the network is idle', async ({ page }) => {
    const scripts = await scriptsUntilIdle(page, '/');
    const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
    expect(
      scripts.filter((script) => /\/assets\/react-/.test(new URL(script.url).pathname)),
      listed(scripts),
    ).toEqual([]);
    expect(total, listed(scripts)).toBeLessThanOrEqual(60 * 1024);
  });
});

// The content manager's page cards are what every sign-in lands on: the editing view's code (each public page's
// component, the in-page editor, the blog manager, the SEO dialog) loads when a page is opened, not with the cards.
test('the content manager fetches the editing view only when a page is opened', async ({ page }) => {
  await signInRequestAsAdmin(page);
  const scripts: string[] = [];
  // Module preloads included (the browser fetches a lazy view's imports as preloads).
  page.on('requestfinished', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('.js')) scripts.push(path);
  });
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Website Content Manager' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const editingCode = /\/assets\/(home-page|pricing-page|page-editor|blog-manager|seo-dialog)-/;
  expect(
    scripts.filter((path) => editingCode.test(path)),
    scripts.join('\n'),
  ).toEqual([]);
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: /^Home Page/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editing Home Page' })).toBeVisible();
  await expect(page.getByText("Tip: what you apply there changes this page's draft")).toBeVisible();
  expect(
    scripts.some((path) => /\/assets\/home-page-/.test(path)),
    scripts.join('\n'),
  ).toBe(true);
});
