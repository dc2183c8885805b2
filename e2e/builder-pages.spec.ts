import { expect, test } from './support/test.ts';
import { signInAsAdmin } from './support/admin.ts';
import { add, buildNewPage, deletePage, element, publishNewPage } from './support/builder-api.ts';
import { canvas, palette, sidebar } from './support/builder.ts';
import { holdRequests } from './support/network.ts';

// The builder's page actions (Page settings, Duplicate page, Delete page) by hand, on a page set up through the API,
// a page deleted by someone else while it is open, and a page left before its changes reached the server.

test('page actions: a new slug 301s the old address, Duplicate opens the copy, Delete asks first and the page is gone', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  const slug = `managed-${Date.now()}`;
  await publishNewPage(page.request, slug, 'Managed page · LocalRank', [
    add(null, element('managed-title', 'heading', { content: 'Managed by page actions' })),
    add(null, element('managed-cta', 'button', { content: 'Read the plans', url: '/pricing' })),
  ]);
  await page.goto(`/admin/elementor/${slug}`);
  await expect(canvas(page).getByText('Managed by page actions')).toBeVisible();
  const actions = page.getByRole('button', { name: 'Page actions' });
  const selector = page.getByLabel('Page', { exact: true });

  // Page settings: a taken slug is refused with the server's message; a free one moves the page.
  await actions.click();
  await page.getByRole('menuitem', { name: 'Page settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Page settings' });
  await expect(settings.getByLabel('Page name')).toHaveValue(`Page ${slug}`);
  await settings.getByLabel('Slug').fill('features');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings.getByRole('alert')).toHaveText("The page 'Features' already uses /features; choose another slug.");
  const moved = `${slug}-moved`;
  await settings.getByLabel('Slug').fill(moved);
  await settings.getByRole('button', { name: 'Save settings' }).click();
  // The page is published: moving it asks first, naming the address it leaves.
  const move = page.getByRole('alertdialog', { name: `Move “Page ${slug}” to a new address?` });
  await expect(move).toContainText(
    `Moving “Page ${slug}” from /${slug} to /${moved} takes it off /${slug}; visitors there are sent on to /${moved}.`,
  );
  await move.getByRole('button', { name: 'Move page' }).click();
  await expect(settings).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/admin/elementor/${moved}$`));
  await expect(canvas(page).getByText('Managed by page actions')).toBeVisible();

  const visitor = await (await browser.newContext()).newPage();
  const arrived = await visitor.goto(`/${slug}?from=mail`);
  const redirect = await arrived?.request().redirectedFrom()?.response();
  expect(redirect?.status()).toBe(301);
  expect(redirect?.headers().location).toBe(`/${moved}?from=mail`);
  expect(arrived?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { name: 'Managed by page actions' })).toBeVisible();

  // Duplicate page: the copy opens, unpublished, with the same elements.
  await actions.click();
  await page.getByRole('menuitem', { name: 'Duplicate page' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/elementor/${moved}-copy$`));
  await expect(selector.locator('option:checked')).toHaveText(`Page ${slug} (copy)`);
  await expect(canvas(page).getByText('Managed by page actions')).toBeVisible();
  await expect(canvas(page).getByText('Read the plans')).toBeVisible();

  // Delete page, by keyboard: the question names the page; Cancel has focus, so Enter alone deletes nothing.
  await selector.selectOption(moved);
  await expect(page).toHaveURL(new RegExp(`/admin/elementor/${moved}$`));
  await actions.focus();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('menuitem', { name: 'Delete page' })).toBeFocused();
  await page.keyboard.press('Enter');
  const question = page.getByRole('alertdialog', { name: `Delete Page ${slug}?` });
  await expect(question).toContainText(`Deleting “Page ${slug}” takes it off the site: visitors to /${moved} get “page not found”.`);
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(question).toBeHidden();
  // The page list shows, to choose the next page.
  await expect(page).toHaveURL(/\/admin\/elementor\?list=true$/);
  await expect(page.getByRole('list', { name: 'Builder pages' })).toBeVisible();

  for (const path of [`/${moved}`, `/${slug}`]) expect((await visitor.goto(path))?.status(), path).toBe(404);
  await expect(visitor.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await visitor.context().close();
});

test('a page deleted by someone else while it is open: the screen says so at once and offers the other pages', async ({ page }) => {
  await signInAsAdmin(page);
  const slug = `deleted-open-${Date.now()}`;
  const pageId = await buildNewPage(page.request, slug, 'Deleted while open', [
    add(null, element('deleted-heading', 'heading', { name: 'Heading', content: 'Offer' })),
  ]);
  await page.goto(`/admin/elementor/${slug}`);
  await canvas(page).getByRole('heading', { name: 'Offer' }).click();
  const text = sidebar(page).getByLabel('Text', { exact: true });
  await text.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' today');
  await expect(page.getByText('All changes saved')).toBeVisible();

  // Another person (another browser, another tab) deletes it: no change of this person's is needed to learn of it.
  await deletePage(page.request, pageId);
  await expect(page.getByRole('status').filter({ hasText: 'was deleted' })).toHaveText(
    `The page "Page ${slug}" was deleted while you had it open, so it can no longer be edited; a change made after that was not saved. Open another one.`,
  );
  await expect(text).toBeHidden();
  const pages = page.getByRole('list', { name: 'Builder pages' });
  await expect(pages).toBeVisible();
  await expect(pages.getByText(`Page ${slug}`)).toHaveCount(0);
});

test('leaving a page whose changes have not reached the server waits for them, or asks when the connection is lost', async ({ page }) => {
  await signInAsAdmin(page);
  const slug = `unsent-${Date.now()}`;
  const pageId = await buildNewPage(page.request, slug, 'Unsent changes', [
    add(null, element('unsent-heading', 'heading', { content: 'Start' })),
  ]);
  /** The page's version as the server stores it (1 after the setup's one change). */
  const storedVersion = async () => {
    const res = await page.request.get(`/trpc/builderPage.byId?input=${encodeURIComponent(JSON.stringify({ pageId }))}`);
    return ((await res.json()) as { result: { data: { page: { version: number } } } }).result.data.page.version;
  };
  const questions: string[] = [];
  // Each question the page asks is answered 'Stay' (Cancel); the steps below then say what they expect.
  page.on('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  const selector = page.getByLabel('Page', { exact: true });
  const status = page.getByRole('status').filter({ hasText: /saved|Saving/ });
  try {
    await page.goto(`/admin/elementor/${slug}`);
    await expect(canvas(page).getByText('Start')).toBeVisible();

    // The connection is lost: a new heading stays on the canvas, retried; opening another page asks first, and
    // staying keeps the change, as does closing the tab (the browser's own question).
    const lost = (url: URL) => url.pathname.includes('builderPage.submit');
    await page.route(lost, (route) => route.abort('internetdisconnected'));
    await palette(page, 'Heading').click();
    await expect(status).toContainText('connection lost, retrying');
    await selector.selectOption({ label: 'Home' });
    await expect
      .poll(() => questions)
      .toEqual([`Some changes to “Page ${slug}” have not reached the server yet, so they are not saved. Leave anyway and lose them?`]);
    await expect(page).toHaveURL(new RegExp(`/admin/elementor/${slug}$`));
    await expect(canvas(page).getByRole('heading', { name: 'New Heading' })).toBeVisible();
    const leavingTab = await page.evaluate(() => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
    expect(leavingTab).toBe(true);

    // The connection is back: the retry lands, and the page is left without a question.
    await page.unroute(lost);
    await expect(status).toHaveText('All changes saved');
    expect(await storedVersion()).toBe(2);

    // On a slow connection, leaving waits for the change on its way and goes once it has landed: nothing asked.
    const release = await holdRequests(page, 'builderPage.submit');
    await palette(page, 'Text').click();
    await expect(status).toHaveText('Saving...');
    await selector.selectOption({ label: 'Home' });
    await expect(page).toHaveURL(new RegExp(`/admin/elementor/${slug}$`));
    release();
    await expect(page).toHaveURL(/\/admin\/elementor\/home$/);
    expect(await storedVersion()).toBe(3);
    expect(questions).toHaveLength(1);
  } finally {
    await deletePage(page.request, pageId);
  }
});
