import { expect, test, type Browser, type Page } from './support/test.ts';
import { signInRequestAsAdmin } from './support/admin.ts';
import { axeViolations, describeViolations } from './support/axe.ts';
import { deleteOpenPost, expectToast, manager, newPost, openBlogManager } from './support/blog-manager.ts';
import { add, buildNewPage, call, deletePage, element } from './support/builder-api.ts';
import { canvas } from './support/builder.ts';

// Share links for drafts opened in a browser with no session, and scheduling a builder page, by hand.

test.slow();

/** The builder's top bar. */
const topBar = (page: Page) => page.getByRole('banner');

/** Makes a link in the open Share preview dialog (for `days`) and returns its address. */
async function makeLink(page: Page, days: '1 day' | '7 days' | '30 days'): Promise<string> {
  const dialog = page.getByRole('dialog', { name: 'Share preview' });
  await expect(dialog.getByLabel('Link works for')).toHaveValue('7');
  await dialog.getByLabel('Link works for').selectOption({ label: days });
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const link = dialog.getByRole('textbox', { name: 'Preview link' });
  await expect(link).toHaveValue(/\/preview\/[A-Za-z0-9_-]{27}$/);
  await expect(dialog.getByRole('region', { name: 'Active links' }).getByRole('listitem')).toHaveCount(1);
  return link.inputValue();
}

/** The page has no accessibility violations once its islands have started and its entrance animations ended. */
async function expectNoViolations(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-islands', 'started');
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/** Opens `url` in a fresh browser context (no session, no cookies) and returns its page and the response status. */
async function openAsStranger(browser: Browser, url: string) {
  const context = await browser.newContext();
  const stranger = await context.newPage();
  const response = await stranger.goto(url);
  return { stranger, context, status: response?.status(), headers: response?.headers() ?? {} };
}

test('a builder page draft: a share link shows it to a stranger until revoked; Schedule asks first when the page is live', async ({
  page,
  browser,
}) => {
  await signInRequestAsAdmin(page);
  const slug = `preview-${Date.now()}`;
  const pageId = await buildNewPage(page.request, slug, 'Preview page · LocalRank', [
    add(null, element('preview-title', 'heading', { content: 'Coming soon to your town' })),
  ]);
  await page.goto(`/admin/elementor/${slug}`);
  await expect(canvas(page).getByText('Coming soon to your town')).toBeVisible();

  await page.getByRole('button', { name: 'Page actions' }).click();
  await page.getByRole('menuitem', { name: 'Share preview' }).click();
  const url = await makeLink(page, '1 day');

  const { stranger, context, status, headers } = await openAsStranger(browser, url);
  expect(status).toBe(200);
  expect(headers['cache-control']).toBe('private, no-store');
  expect(headers['x-robots-tag']).toBe('noindex');
  await expect(stranger.getByRole('complementary', { name: 'Preview' })).toContainText('Preview: not published');
  await expect(stranger.getByRole('heading', { name: 'Coming soon to your town' })).toBeVisible();
  await expect(stranger.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  expect((await stranger.request.get(`/${slug}`)).status()).toBe(404);
  await expectNoViolations(stranger);

  // Revoked, the same link is the visitors' 404 page.
  const dialog = page.getByRole('dialog', { name: 'Share preview' });
  await dialog.getByRole('button', { name: /^Revoke the link that expires/ }).click();
  await expectToast(page, 'Preview link revoked');
  await expect(dialog.getByText('No link works now.')).toBeVisible();
  const dead = await stranger.reload();
  expect(dead?.status()).toBe(404);
  await expect(stranger.getByRole('heading', { name: /not found/i })).toBeVisible();
  await expect(stranger.getByText('Coming soon to your town')).toHaveCount(0);
  await context.close();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Schedule an unpublished page: no question; it stays off the site until its time.
  await topBar(page).getByRole('button', { name: 'Schedule', exact: true }).click();
  const schedule = page.getByRole('dialog', { name: 'Schedule publish' });
  await schedule.getByLabel('Publish at').fill('2099-01-01T09:00');
  await schedule.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expectToast(page, 'Publish scheduled', 'goes live on');
  await expect(topBar(page).getByRole('button', { name: 'Scheduled', exact: true })).toBeVisible();
  expect((await page.request.get(`/${slug}`)).status()).toBe(404);

  // Once the page is live, scheduling asks first; Cancel schedule takes the schedule back.
  await call(page.request, 'publish', { pageId });
  await page.reload();
  await topBar(page).getByRole('button', { name: 'Schedule', exact: true }).click();
  await schedule.getByLabel('Publish at').fill('2099-02-01T09:00');
  await schedule.getByRole('button', { name: 'Schedule', exact: true }).click();
  const question = page.getByRole('alertdialog', { name: 'Replace the live page at that time?' });
  await expect(question).toContainText('This page is live.');
  await question.getByRole('button', { name: 'Schedule' }).click();
  await expectToast(page, 'Publish scheduled');
  await topBar(page).getByRole('button', { name: 'Scheduled', exact: true }).click();
  await expect(schedule).toContainText('goes live on');
  await schedule.getByRole('button', { name: 'Cancel schedule' }).click();
  await expectToast(page, 'Schedule canceled');
  await expect(schedule).toBeHidden();
  await expect(topBar(page).getByRole('button', { name: 'Schedule', exact: true })).toBeVisible();

  await deletePage(page.request, pageId);
});

test('a draft post: a share link shows it to a stranger as saved, and dies when revoked', async ({ page, browser }) => {
  const title = `Preview me ${Date.now()}`;
  await openBlogManager(page);
  await newPost(page);
  const editor = manager(page);
  await editor.getByLabel('Title', { exact: true }).fill(title);
  await editor.getByRole('button', { name: 'Generate from Title' }).click();
  await editor.getByRole('button', { name: 'Save Draft' }).click();
  await expectToast(page, 'Changes saved');

  await editor.getByRole('button', { name: 'Share preview' }).click();
  const url = await makeLink(page, '7 days');
  const { stranger, context, status } = await openAsStranger(browser, url);
  expect(status).toBe(200);
  await expect(stranger.getByRole('complementary', { name: 'Preview' })).toContainText('Preview: not published');
  await expect(stranger.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectNoViolations(stranger);

  const dialog = page.getByRole('dialog', { name: 'Share preview' });
  await dialog.getByRole('button', { name: /^Revoke the link that expires/ }).click();
  await expectToast(page, 'Preview link revoked');
  expect((await stranger.reload())?.status()).toBe(404);
  await context.close();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Other specs count the seeded posts.
  await deleteOpenPost(page);
});
