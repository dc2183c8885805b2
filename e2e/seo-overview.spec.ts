import { expect, test, type Locator, type Page } from './support/test.ts';
import { E2E_ORIGIN, signInAsAdmin } from './support/admin.ts';
import { axeViolations, describeViolations } from './support/axe.ts';

const GUIDE = 'The Ultimate Guide to Local SEO in 2025';
const LIGHT = /^(Good|OK|Needs work) \(\d{1,3}\)$/;

/** The SEO overview's table on the content manager. */
function overviewTable(page: Page): Locator {
  return page.getByRole('region', { name: 'SEO overview' }).getByRole('table', { name: 'SEO overview' });
}

/**
 * The link named `name` in the overview, loading more slices until it is there: other specs' posts may come first
 * (worst score first, then name). The list also loads the next slice by itself once "Load more" is in view, so the
 * button may go (the last slice came) between looking for the link and clicking it: the whole step is retried.
 */
async function linkInOverview(page: Page, name: string): Promise<Locator> {
  const overview = page.getByRole('region', { name: 'SEO overview' });
  const link = overviewTable(page).getByRole('link', { name, exact: true });
  await expect(overviewTable(page)).toBeVisible();
  await expect(async () => {
    if ((await link.count()) === 0) await overview.getByRole('button', { name: 'Load more' }).click({ timeout: 2_000 });
    await expect(link).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  // Relative to a row, as `has` reads it.
  return page.getByRole('link', { name, exact: true });
}

/** The body rows of the table (the header row left out). */
function bodyRows(table: Locator): Locator {
  return table.locator('tbody').getByRole('row');
}

test('the overview loads more posts a slice (50) at a time', async ({ page }) => {
  test.slow();
  await signInAsAdmin(page);
  // 51 drafts of its own, so there are more than 50 posts whatever ran before (and the next test sees them first).
  for (let i = 0; i < 51; i += 1) {
    const create = await page.request.post('/trpc/blogAdmin.create', { data: {}, headers: { Origin: E2E_ORIGIN } });
    expect(create.status(), await create.text()).toBe(200);
    const created = ((await create.json()) as { result: { data: { id: number; revision: number } } }).result.data;
    const save = await page.request.post('/trpc/blogAdmin.update', {
      data: { id: created.id, baseRevision: created.revision, title: `SEO overview paging ${i}`, categories: ['SEO Overview Paging'] },
      headers: { Origin: E2E_ORIGIN },
    });
    expect(save.status(), await save.text()).toBe(200);
  }
  await page.reload();
  const overview = page.getByRole('region', { name: 'SEO overview' });
  await overview.getByLabel('Kind').selectOption({ label: 'Blog posts' });
  const table = overviewTable(page);
  // The rows of every kind stay until the posts' first slice has come.
  await expect(overview).not.toHaveAttribute('aria-busy', 'true');
  await expect(table.getByRole('link', { name: 'Pricing Page', exact: true })).toHaveCount(0);
  await expect(bodyRows(table)).toHaveCount(50);
  const status = overview.getByText(/^50 of \d+ shown$/);
  await expect(status).toBeVisible();
  const total = Number(/of (\d+)/.exec((await status.textContent()) ?? '')![1]);
  expect(total).toBeGreaterThanOrEqual(60);

  // The second slice (and a third, should 'Load more' still be in view once it has come). The list also loads it by
  // itself once the button scrolls into view (as the click scrolls it), and the button goes with the last slice: the
  // click is retried only while the rows have not come.
  const loadMore = overview.getByRole('button', { name: 'Load more' });
  await expect(async () => {
    if ((await bodyRows(table).count()) < Math.min(100, total)) await loadMore.click({ timeout: 2_000 });
    expect(await bodyRows(table).count()).toBeGreaterThanOrEqual(Math.min(100, total));
  }).toPass({ timeout: 60_000 });
  const names = await bodyRows(table).getByRole('link').allTextContents();
  expect(names.filter((name) => name.startsWith('SEO overview paging '))).toHaveLength(
    new Set(names.filter((name) => name.startsWith('SEO overview paging '))).size,
  );
});

test('the content manager lists the seeded posts and pages with their lights and worst problem, filters them, and links to the editor', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const overview = page.getByRole('region', { name: 'SEO overview' });
  await expect(overview.getByRole('heading', { level: 2, name: 'SEO overview' })).toBeVisible();
  const table = overviewTable(page);

  // A seeded post: its name links to the blog manager, with its path, both lights in words and its worst problem.
  const guide = bodyRows(table).filter({ has: await linkInOverview(page, GUIDE) });
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
  const pricing = bodyRows(table).filter({ has: await linkInOverview(page, 'Pricing Page') });
  await expect(pricing.getByRole('cell').nth(1)).toHaveText('/pricing');
  await expect(pricing.getByRole('cell').nth(3)).toHaveText(LIGHT);
  await expect(bodyRows(table).filter({ has: await linkInOverview(page, 'Use Cases') })).toContainText('Builder page');
  await expect(overview.getByText(/^\d+ (of \d+ )?shown$/)).toBeVisible();
  // The loaded overview has no accessibility problem axe can find.
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);

  // Worst SEO score first.
  const scores = (await bodyRows(table).getByRole('cell').filter({ hasText: LIGHT }).allTextContents())
    .filter((_, i) => i % 2 === 0)
    .map((text) => Number(/\((\d+)\)/.exec(text)![1]));
  expect(scores.length).toBeGreaterThan(15);
  expect([...scores].sort((a, b) => a - b)).toEqual(scores);

  // Only the blog posts (the nine seeded ones, and any other spec's): no page, every row a post.
  await overview.getByLabel('Kind').selectOption({ label: 'Blog posts' });
  await expect(table.getByRole('link', { name: 'Pricing Page', exact: true })).toHaveCount(0);
  await expect(await linkInOverview(page, GUIDE)).toBeVisible();
  const postRows = await bodyRows(table).all();
  expect(postRows.length).toBeGreaterThanOrEqual(9);
  for (const row of postRows) await expect(row.getByRole('cell').nth(0)).toContainText('Blog post');

  // Then only one light: every row shown has it, and the option said how many there are.
  const lightFilter = overview.getByLabel('SEO light');
  const options = await lightFilter.locator('option').allTextContents();
  const withRows = options.find((text) => /\((?:[1-9]\d*)\)$/.test(text))!;
  const [, word, count] = /^(.*) \((\d+)\)$/.exec(withRows)!;
  await lightFilter.selectOption({ label: withRows });
  await expect(overview).not.toHaveAttribute('aria-busy', 'true');
  // Every row of that light, a slice at a time (the next one loads when 'Load more' scrolls into view).
  await expect(overview.getByRole('status').filter({ hasText: 'shown' })).toHaveText(new RegExp(`^(\\d+ of )?${count} shown$`));
  for (const row of await bodyRows(table).all()) await expect(row.getByRole('cell').nth(3)).toHaveText(new RegExp(`^${word} \\(`));

  // Back to everything, then to the post's editor through its name.
  await lightFilter.selectOption({ label: 'All lights' });
  await overview.getByLabel('Kind').selectOption({ label: 'All pages and posts' });
  await (await linkInOverview(page, GUIDE)).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\?page=blog&post=\d+/);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(GUIDE);
});
