import { SITE_SEARCH_EXPORT_URL } from '@app/contracts';
import { expect, test, type Page } from './support/test.ts';
import { signInAsAdmin } from './support/admin.ts';
import { axeViolations, describeViolations } from './support/axe.ts';
import { main, searchBox } from './support/blog-index.ts';
import { startIsland } from './support/hydration.ts';
import { expectScreenRefusedToAuthor } from './support/team.ts';

// Issue 44: the site-search terms at /admin/site-search, what visitors search the blog for. A visitor's searches, typed
// on the blog or loaded as an address, are listed with what they found, those that found nothing apart, and exported;
// a role below editor has no screen. The counting's every case (bots, terms never kept, the typed-on rule) is
// Vitest's (server/).

test.describe.configure({ timeout: 120_000 });

/** A browser's user agent: a visitor, not a bot (bots' searches are not counted). */
const VISITOR_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

/** Unique to this test, in letters only (a term of seven digits or more is never kept). */
const unique = () =>
  `${Date.now().toString(36)}${Math.floor(Math.random() * 1000).toString(36)}`.replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)]!);

/** The admin sidebar. */
const nav = (page: Page) => page.getByRole('navigation', { name: 'Admin' });

/** The screen's table of terms. */
const termsTable = (page: Page) => page.getByRole('table', { name: 'Terms visitors searched the blog for' });

/** A row of the terms table, by its term. */
const termRow = (page: Page, term: string) =>
  termsTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: term, exact: true }) });

/** Opens the screen from the sidebar, signed in as someone who may use it. */
async function openSiteSearch(page: Page): Promise<void> {
  await nav(page).getByRole('link', { name: 'Site search' }).click();
  await expect(page).toHaveURL(/\/admin\/site-search$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Site search' })).toBeVisible();
}

let run = '';
test.beforeEach(() => {
  run = unique();
});

test('a visitor’s searches are listed with what they found, those that found nothing apart, and exported', async ({ page, browser }) => {
  // No post holds this word, nor one close to it; `typed` is what the visitor typed before pausing.
  const typed = `qz${run}`;
  const nothing = `${typed}xwv`;
  // A word of a seeded post's title ('Voice Search Optimization…').
  const found = 'voice';

  const visitorContext = await browser.newContext({ userAgent: VISITOR_AGENT });
  let foundCount: string;
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto('/blog');
    await startIsland(searchBox(visitor));
    // Typed with a pause between its halves: the half searched first, then the whole, which counts once.
    await searchBox(visitor).pressSequentially(typed);
    await expect(visitor.getByRole('heading', { name: `Search results for "${typed}"` })).toBeVisible();
    await visitor.waitForTimeout(1500);
    await searchBox(visitor).pressSequentially(nothing.slice(typed.length));
    await expect(visitor.getByRole('heading', { name: `Search results for "${nothing}"` })).toBeVisible();
    await expect(visitor.getByRole('heading', { name: 'No articles found' })).toBeVisible();

    // A search loaded as an address, as a shared link or the form without script asks for it.
    await visitor.goto(`/blog?q=${found}`);
    const count = main(visitor).getByText(/^\d+ articles? found$/);
    await expect(count).toBeVisible();
    foundCount = /^(\d+)/.exec((await count.textContent()) ?? '')![1]!;
  } finally {
    await visitorContext.close();
  }

  await signInAsAdmin(page);
  await openSiteSearch(page);
  await expect(page.getByText('What visitors searched the blog for. Searches that found nothing are ideas for posts.')).toBeVisible();
  await expect(page.getByText(/^[\d,]+ terms?$/)).toBeVisible();

  // The typed search is one term, searched once, its first half not kept apart.
  await page.getByLabel('Search terms').fill(typed);
  await expect(page.getByText('1 term', { exact: true })).toBeVisible();
  const nothingRow = termRow(page, nothing);
  await expect(nothingRow.getByRole('cell')).toHaveText([nothing, '1', 'Nothing found', /\S/]);
  await expect(nothingRow.getByRole('link', { name: nothing })).toHaveAttribute('href', `/blog?q=${nothing}`);

  // The screen with a term listed (the axe spec sees it empty) passes axe.
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);

  await page.getByLabel('Search terms').fill(found);
  const foundRow = termRow(page, found);
  await expect(foundRow.getByRole('cell').nth(2)).toHaveText(`${foundCount} posts`);
  await expect(foundRow.getByRole('cell').nth(1)).toHaveText(/^[1-9][\d,]*$/);

  // Only the searches that found nothing: the unique term stays, the other goes.
  // From the keyboard.
  await page.getByLabel('Only searches that found nothing').focus();
  await page.keyboard.press('Space');
  await expect(page.getByLabel('Only searches that found nothing')).toBeChecked();
  await expect(page.getByText(`No term holding “${found}” found nothing.`)).toBeVisible();
  await expect(termsTable(page)).toHaveCount(0);
  await page.getByLabel('Search terms').fill(nothing);
  await expect(termRow(page, nothing)).toBeVisible();
  await expect(page.getByText('1 term', { exact: true })).toBeVisible();
  await page.getByLabel('Only searches that found nothing').uncheck();

  // Most recent first: nothing searched since, so the unique term stays listed; the Sort field is a real select.
  await page.getByLabel('Sort').selectOption({ label: 'Most recent' });
  await expect(termRow(page, nothing)).toBeVisible();

  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', SITE_SEARCH_EXPORT_URL);
  const exported = await page.request.get(SITE_SEARCH_EXPORT_URL);
  expect(exported.status()).toBe(200);
  expect(exported.headers()['content-type']).toMatch(/^text\/csv/);
  const csv = await exported.text();
  expect(csv).toContain(nothing);
  expect(csv).not.toContain(`\n${typed},`);
});

test('an author has no Site search link and the screen says their role cannot use it', async ({ page, browser }) => {
  await signInAsAdmin(page);
  await expectScreenRefusedToAuthor(page, browser, run, {
    name: 'Site search',
    path: '/admin/site-search',
    refusal: 'Your role (Author) cannot see what visitors search for.',
    refusedCalls: [`/trpc/siteSearch.list?input=${encodeURIComponent(JSON.stringify({}))}`, SITE_SEARCH_EXPORT_URL],
  });
});
