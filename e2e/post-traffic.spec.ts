import { expect, test, type Page } from './support/test.ts';
import { signInRequestAsAdmin } from './support/admin.ts';

// Issue 44: the blog manager's "Traffic and SEO" panel lists published posts with their SEO score and worst problem
// beside their views of the last 30 days, and opens a post from its title. The counting and the order's every case are
// Vitest's (server/src/analytics/analytics.test.ts).

test.describe.configure({ timeout: 120_000 });

/** A browser's user agent: a visitor, not a bot (bots are not counted). */
const VISITOR_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

const manager = (page: Page) => page.getByRole('dialog', { name: 'Blog Manager' });
const trafficTable = (page: Page) => manager(page).getByRole('table', { name: 'Posts by traffic and SEO' });

test('a post a visitor read shows its views beside its SEO score, and its title opens it in the editor', async ({ page, browser }) => {
  const visitorContext = await browser.newContext({ userAgent: VISITOR_AGENT });
  let title: string;
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto('/blog');
    await visitor.getByRole('main').getByRole('article').first().getByRole('link').first().click();
    await expect(visitor).toHaveURL(/\/blog\/[^/]+$/);
    title = ((await visitor.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
    expect(title).not.toBe('');
  } finally {
    await visitorContext.close();
  }

  await signInRequestAsAdmin(page);
  await page.goto('/admin/dashboard?page=blog&blog=1');
  await manager(page).getByRole('button', { name: 'Traffic and SEO' }).click();
  await expect(manager(page).getByRole('heading', { name: 'Traffic and SEO' })).toBeVisible();
  const row = trafficTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: title, exact: true }) });
  // Posts that score well but drew nobody come first: the read post may be on a later page.
  for (let more = 0; more < 10 && (await row.count()) === 0; more += 1) {
    await expect(trafficTable(page)).toBeVisible();
    const showMore = manager(page).getByRole('button', { name: 'Show more' });
    if ((await showMore.count()) === 0) break;
    await showMore.click();
  }
  await expect(row).toHaveCount(1);
  const cells = row.getByRole('cell');
  // Post, SEO score, worst problem, views, visitors: at least this visitor's view.
  await expect(cells.nth(1)).toHaveText(/^\d+ \((good|OK|poor)\)$/);
  expect(Number(await cells.nth(3).textContent())).toBeGreaterThanOrEqual(1);
  expect(Number(await cells.nth(4).textContent())).toBeGreaterThanOrEqual(1);

  await row.getByRole('button', { name: title, exact: true }).click();
  await expect(page).toHaveURL(/post=\d+/);
  await expect(trafficTable(page)).toHaveCount(0);
  await expect(manager(page).getByLabel('Title', { exact: true })).toHaveValue(title);
});
