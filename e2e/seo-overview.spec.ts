import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAsAdmin } from './support/admin.ts';

const GUIDE = 'The Ultimate Guide to Local SEO in 2025';
const LIGHT = /^(Good|OK|Needs work) \(\d{1,3}\)$/;

/** The SEO overview's table on the content manager. */
function overviewTable(page: Page): Locator {
  return page.getByRole('region', { name: 'SEO overview' }).getByRole('table', { name: 'SEO overview' });
}

/** The body rows of the table (the header row left out). */
function bodyRows(table: Locator): Locator {
  return table.locator('tbody').getByRole('row');
}

test('the content manager lists the seeded posts and pages with their lights and worst problem, filters them, and links to the editor', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const overview = page.getByRole('region', { name: 'SEO overview' });
  await expect(overview.getByRole('heading', { level: 2, name: 'SEO overview' })).toBeVisible();
  const table = overviewTable(page);

  // A seeded post: its name links to the blog manager, with its path, both lights in words and its worst problem.
  const guide = bodyRows(table).filter({ has: page.getByRole('link', { name: GUIDE, exact: true }) });
  await expect(guide).toHaveCount(1);
  const cells = guide.getByRole('cell');
  await expect(cells.nth(0)).toContainText('Blog post');
  await expect(cells.nth(1)).toHaveText(/^\/blog\/[a-z0-9-]+$/);
  await expect(cells.nth(3)).toHaveText(LIGHT);
  await expect(cells.nth(4)).toHaveText(LIGHT);
  // The seeded posts have no focus keyphrase yet: the worst problem says to set one.
  await expect(cells.nth(2)).toHaveText('None');
  await expect(cells.nth(5)).toHaveText(/keyphrase/i);

  // The seven built-in pages and the builder pages are there too.
  const pricing = bodyRows(table).filter({ has: page.getByRole('link', { name: 'Pricing Page', exact: true }) });
  await expect(pricing.getByRole('cell').nth(1)).toHaveText('/pricing');
  await expect(pricing.getByRole('cell').nth(3)).toHaveText(LIGHT);
  await expect(bodyRows(table).filter({ hasText: 'Builder page' }).first()).toBeVisible();
  await expect(page.getByText(/^\d+ shown$/)).toBeVisible();

  // Worst SEO score first.
  const scores = (await bodyRows(table).getByRole('cell').filter({ hasText: LIGHT }).allTextContents())
    .filter((_, i) => i % 2 === 0)
    .map((text) => Number(/\((\d+)\)/.exec(text)![1]));
  expect(scores.length).toBeGreaterThan(15);
  expect([...scores].sort((a, b) => a - b)).toEqual(scores);

  // Only the blog posts: nine seeded ones.
  await overview.getByLabel('Kind').selectOption({ label: 'Blog posts' });
  await expect(bodyRows(table)).toHaveCount(9);
  for (const kind of await bodyRows(table)
    .getByRole('cell')
    .filter({ hasText: /^(Blog post|Page|Builder page)$/ })
    .allTextContents())
    expect(kind).toBe('Blog post');
  await expect(page.getByText('9 shown')).toBeVisible();

  // Then only one light: every row shown has it, and the option said how many.
  const lightFilter = overview.getByLabel('SEO light');
  const options = await lightFilter.locator('option').allTextContents();
  const withRows = options.find((text) => /\((?:[1-9]\d*)\)$/.test(text))!;
  const [, word, count] = /^(.*) \((\d+)\)$/.exec(withRows)!;
  await lightFilter.selectOption({ label: withRows });
  await expect(bodyRows(table)).toHaveCount(Number(count));
  for (const row of await bodyRows(table).all()) await expect(row.getByRole('cell').nth(3)).toHaveText(new RegExp(`^${word} \\(`));

  // Back to everything, then to the post's editor through its name.
  await lightFilter.selectOption({ label: 'All lights' });
  await overview.getByLabel('Kind').selectOption({ label: 'All pages and posts' });
  await table.getByRole('link', { name: GUIDE, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\?page=blog&post=\d+/);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(GUIDE);
});
