import { ANALYTICS_EXPORT_URL } from '@app/contracts';
import { expect, test, type Browser, type Locator, type Page } from './support/test.ts';
import { E2E_ORIGIN, signInAsAdmin } from './support/admin.ts';
import { adminApi, deletePosts, publishPost } from './support/blog-posts.ts';
import { acceptInvitation, disableAccount, inviteFromTeam, linkSentTo } from './support/team.ts';

// Issue 44: the site's analytics at /admin/analytics. Two visitors (a desktop and a phone browser) view public pages; a
// search engine's crawler, a path that answers 404 and the admin's own screens are not counted; an editor sees the
// visitors and page views of today, the top pages, the devices and the live visitors, and the 404 and the blog search
// in their own screens. The counting's every case (visits, sources, roll-ups, salts) is Vitest's (server/).
//
// The e2e server is shared by the whole suite, whose earlier specs view public pages too: the figures are read before
// the visitors come and checked for exactly what they add (run alone, on a fresh server, the figures are those added).

test.describe.configure({ timeout: 150_000 });

/** Unique to this run, in letters only (a blog search of seven digits or more is never kept). */
const unique = () =>
  `${Date.now().toString(36)}${Math.floor(Math.random() * 1000).toString(36)}`.replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)]!);

/** A number unique to this run, for the user agents: a visitor is told apart by their browser (and address). */
const build = () => String(Math.floor(Math.random() * 90_000) + 10_000);

/** A desktop Chrome's user agent, of a build no other test uses (so it is a new visitor today). */
const desktopAgent = (n: string) =>
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.${n}.0 Safari/537.36`;

/** An iPhone Safari's user agent, of a build no other test uses. */
const iphoneAgent = (n: string) =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E${n} Safari/604.1`;

/** Google's crawler: a bot, whose views are not counted. */
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A count as the screen writes it. */
const count = (value: number) => value.toLocaleString('en');

/** The admin sidebar. */
const nav = (page: Page) => page.getByRole('navigation', { name: 'Admin' });

/** One of the totals (Visitors, Page views…). */
const total = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

/** The figure of a card or a row: the one element whose whole text is a count. */
const figure = (scope: Locator) => scope.getByText(/^[\d,]+$/);

/** The Live visitors card. */
const live = (page: Page) => page.getByRole('region', { name: 'Live visitors' });

/** One of the screen's tables, by its title. */
const table = (page: Page, title: string) => page.getByRole('table', { name: title, exact: true });

/** A row of a table, by its first cell. */
const row = (page: Page, title: string, key: string) =>
  table(page, title)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: key, exact: true }) });

/** A count on the screen as a number. */
async function read(locator: Locator): Promise<number> {
  return Number((await locator.textContent())!.replace(/,/g, ''));
}

/** A row's Visitors (its second cell), 0 when the table (or the row) is not there: none in the range. */
async function visitorsOf(page: Page, title: string, key: string): Promise<number> {
  const found = row(page, title, key);
  return (await found.count()) === 0 ? 0 : read(found.getByRole('cell').nth(1));
}

/** Waits until the screen has drawn its figures: the totals, the live count, and the two tables read here (rows or their empty text). */
async function screenDrawn(page: Page): Promise<void> {
  await expect(figure(total(page, 'Visitors'))).toBeVisible();
  await expect(figure(live(page))).toBeVisible();
  await expect(table(page, 'Top pages').or(page.getByText('No page views in this range yet.'))).toBeVisible();
  await expect(table(page, 'Devices').or(page.getByText('No visitors in this range yet.'))).toBeVisible();
}

/** What the screen shows now, for what the visitors are to add to it. */
async function figures(page: Page) {
  await screenDrawn(page);
  return {
    visitors: await read(figure(total(page, 'Visitors'))),
    views: await read(figure(total(page, 'Page views'))),
    live: await read(figure(live(page))),
    pricing: await visitorsOf(page, 'Top pages', '/pricing'),
    desktop: await visitorsOf(page, 'Devices', 'Desktop'),
    mobile: await visitorsOf(page, 'Devices', 'Mobile'),
  };
}

/** Invites an editor (as the e2e admin, in `admin`) and signs them in in a browser of their own; returns it and the account. */
async function signInNewEditor(admin: Page, browser: Browser, run: string) {
  const account = {
    name: 'Analytics editor',
    username: `analytics${run}`,
    password: 'Staff-Role-Passw0rd',
    email: `analytics${run}@example.com`,
  };
  await signInAsAdmin(admin);
  await inviteFromTeam(admin, account.email, 'editor');
  const context = await browser.newContext();
  const page = await context.newPage();
  await acceptInvitation(page, linkSentTo(account.email), account, 'editor');
  return { context, page, account };
}

test('two visitors’ page views are counted, the crawler’s, the 404’s and the admin’s are not; the editor sees them today', async ({
  page: admin,
  browser,
  request,
}) => {
  const run = unique();
  const term = `qz${run}`;
  const missing = `/no-such-page-${run}`;
  const { context: editorContext, page, account } = await signInNewEditor(admin, browser, run);
  const api = await adminApi(E2E_ORIGIN);
  const postSlug = `time-on-page-${run}`;
  const postId = await publishPost(api, { title: `Time on page ${run}`, slug: postSlug, content: '<p>A post read for a moment.</p>' });
  try {
    // An editor has the screen in the sidebar; Today shows today's UTC day, compared with yesterday.
    await nav(page).getByRole('link', { name: 'Analytics' }).click();
    await expect(page).toHaveURL(/\/admin\/analytics/);
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    await page.getByRole('group', { name: 'Range' }).getByRole('button', { name: 'Today' }).click();
    await expect(page).toHaveURL(/[?&]range=today/);
    await expect(page.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    const now = new Date();
    await expect(
      page.getByText(`${now.getUTCDate()} ${MONTHS[now.getUTCMonth()]} ${now.getUTCFullYear()}, UTC`, { exact: true }),
    ).toBeVisible();
    const before = await figures(page);

    // Visitor A, on a desktop: a post, the pricing page, and a blog search loaded as an address (a view of /blog).
    const n = build();
    const desktop = await browser.newContext({ userAgent: desktopAgent(n) });
    // Visitor B, on a phone: the pricing page, then an address that answers 404.
    const phone = await browser.newContext({
      userAgent: iphoneAgent(n),
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
    });
    try {
      const a = await desktop.newPage();
      // A post of this run's own first. Once the islands runtime has started, hiding the page (the visitor switching to
      // another tab) sends the time it was in view. (Playwright cannot hide a page, nor give a beacon sent as a page is
      // left the context's user agent: Chromium sends that one as HeadlessChrome, a bot. So the page reports itself
      // hidden, and the runtime's own listener sends the beacon.)
      expect((await a.goto(`/blog/${postSlug}`))!.status()).toBe(200);
      await expect(a.locator('html')).toHaveAttribute('data-islands', 'started');
      await a.waitForTimeout(300);
      await a.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
        document.dispatchEvent(new Event('visibilitychange'));
      });
      for (const path of ['/pricing', `/blog?q=${term}`]) expect((await a.goto(path))!.status(), path).toBe(200);
      const b = await phone.newPage();
      expect((await b.goto('/pricing'))!.status()).toBe(200);
      expect((await b.goto(missing))!.status()).toBe(404);
    } finally {
      await desktop.close();
      await phone.close();
    }
    // A search engine's crawler reads a page: not a visitor.
    expect((await request.get('/about', { headers: { 'User-Agent': GOOGLEBOT } })).status()).toBe(200);

    // The screen's reads write what is waiting first: the views are there at once. Four page views by two visitors
    // (the crawler, the 404 and the editor's own screens add nothing), /pricing by both, one on each kind of device.
    await page.reload();
    await expect(figure(total(page, 'Visitors'))).toHaveText(count(before.visitors + 2));
    await expect(figure(total(page, 'Page views'))).toHaveText(count(before.views + 4));
    await expect(row(page, 'Top pages', '/pricing').getByRole('cell').nth(1)).toHaveText(count(before.pricing + 2));
    await expect(row(page, 'Top pages', '/pricing').getByRole('link', { name: '/pricing' })).toHaveAttribute('href', '/pricing');
    await expect(row(page, 'Devices', 'Desktop').getByRole('cell').nth(1)).toHaveText(count(before.desktop + 1));
    await expect(row(page, 'Devices', 'Mobile').getByRole('cell').nth(1)).toHaveText(count(before.mobile + 1));
    await expect(row(page, 'Top pages', missing)).toHaveCount(0);
    // Both are on the site now (someone counted before may have left the last 5 minutes since): visitor A last on the
    // blog, visitor B on the pricing page.
    await expect(live(page).getByText('in the last 5 minutes')).toBeVisible();
    const liveNow = await read(figure(live(page)));
    expect(liveNow).toBeGreaterThanOrEqual(2);
    expect(liveNow).toBeLessThanOrEqual(before.live + 2);
    if (before.live === 0) await expect(figure(live(page))).toHaveText('2');
    const livePages = live(page).getByRole('list', { name: 'Pages they are on' });
    await expect(livePages.getByRole('listitem').filter({ has: page.getByText('/pricing', { exact: true }) })).toBeVisible();
    await expect(livePages.getByRole('listitem').filter({ has: page.getByText('/blog', { exact: true }) })).toBeVisible();

    // The chart says what it shows, and its points are a table too.
    await expect(page.getByRole('img', { name: /^Visitors and page views by hour, / })).toBeVisible();
    await page.getByText('Show as table').click();
    await expect(table(page, 'Visitors and page views by hour').getByRole('rowheader', { name: '00:00' })).toBeVisible();

    // Each table downloads as CSV for the range shown.
    const pagesCsv = page.getByRole('region', { name: 'Top pages' }).getByRole('link', { name: 'Export CSV' });
    await expect(pagesCsv).toHaveAttribute('href', `${ANALYTICS_EXPORT_URL}?table=pages&range=today`);
    const exported = await page.request.get(`${ANALYTICS_EXPORT_URL}?table=pages&range=today`);
    expect(exported.status()).toBe(200);
    expect(exported.headers()['content-type']).toMatch(/^text\/csv/);
    const csv = await exported.text();
    expect(csv).toContain('/pricing');
    // The post visitor A left: one view by one visitor, the visit's entry, and its time on page from the beacon.
    expect(csv).toMatch(new RegExp(`^/blog/${postSlug},1,1,1,1,0,\\d+\\.\\d$`, 'm'));

    // A custom range of today alone shows the same, and stays across a reload (it is in the address).
    const day = now.toISOString().slice(0, 10);
    await page.getByRole('group', { name: 'Range' }).getByRole('button', { name: 'Custom' }).click();
    const custom = page.getByRole('form', { name: 'Custom range' });
    await custom.getByLabel('From', { exact: true }).fill(day);
    await custom.getByLabel('To', { exact: true }).fill(day);
    await custom.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(new RegExp(`range=custom&from=${day}&to=${day}`));
    await page.reload();
    await expect(page.getByRole('button', { name: 'Custom' })).toHaveAttribute('aria-pressed', 'true');
    await expect(figure(total(page, 'Page views'))).toHaveText(count(before.views + 4));
    await expect(page.getByRole('region', { name: 'Top pages' }).getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      `${ANALYTICS_EXPORT_URL}?table=pages&range=custom&from=${day}&to=${day}`,
    );

    // The 404 is in the redirects screen's list, the blog search in the site-search terms.
    await nav(page).getByRole('link', { name: 'Redirects' }).click();
    const notFound = page.getByRole('region', { name: 'Not found (404)' });
    await notFound.getByLabel('Search 404 paths').fill(run);
    await expect(notFound.getByRole('cell', { name: missing, exact: true })).toBeVisible();
    await nav(page).getByRole('link', { name: 'Site search' }).click();
    await page.getByLabel('Search terms').fill(term);
    await expect(
      page.getByRole('table', { name: 'Terms visitors searched the blog for' }).getByRole('cell', { name: term, exact: true }),
    ).toBeVisible();
  } finally {
    await editorContext.close();
    await deletePosts(api, [postId]);
    await api.dispose();
  }

  // The account made here is disabled again.
  await disableAccount(admin, account.username);
});
