import { expect, test, type Page } from './support/test.ts';
import { signInAsAdmin, signInRequestAsAdmin } from './support/admin.ts';
import { add, buildNewPage, call, element } from './support/builder-api.ts';
import { canvas } from './support/builder.ts';

// Issue 30, guarded publishing and the narrow screen: the builder opens on the page last edited (or the page list),
// publishing or unpublishing the Home builder page asks first in plain words, and on a phone the builder shows a
// notice and its page list while the admin sidebar folds behind a button. Home is always unpublished again.

interface Summary {
  id: number;
  publishedVersion: number | null;
}

async function pageBySlug(page: Page, slug: string): Promise<Summary> {
  const res = await page.request.get(`/trpc/builderPage.bySlug?input=${encodeURIComponent(JSON.stringify({ slug }))}`);
  return (await res.json()).result.data as Summary;
}

async function toast(page: Page, title: string): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: title }).first()).toBeVisible();
}

test('the builder opens on the page last edited, and publishing or unpublishing Home over / asks first', async ({ page }) => {
  test.slow();
  await signInAsAdmin(page);
  const slug = `guarded-${Date.now().toString(36)}`;
  const made = await buildNewPage(page.request, slug, 'Guarded · LocalRank', [
    add(null, element('guarded-title', 'heading', { content: 'Mine' })),
  ]);
  const home = await pageBySlug(page, 'home');
  try {
    // The last page this admin changed opens, not Home.
    await page.goto('/admin/elementor');
    await expect(page).toHaveURL(new RegExp(`/admin/elementor/${slug}$`));
    await expect(canvas(page).getByText('Mine')).toBeVisible();

    // The page list names the pages at built-in addresses; Home opens from it.
    await page.getByRole('link', { name: 'All pages' }).click();
    const list = page.getByRole('list', { name: 'Builder pages' });
    const homeItem = list.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Home', exact: true }) });
    await expect(homeItem).toContainText("/ · at the built-in Home page's address");
    await expect(homeItem).toContainText('Not published');
    await homeItem.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/elementor\/home$/);

    // Publish asks, naming the page it replaces; Cancel changes nothing.
    const publish = page.getByRole('button', { name: 'Publish', exact: true });
    await publish.click();
    const question = page.getByRole('alertdialog', { name: 'Publish “Home” over a built-in page?' });
    await expect(question).toContainText('Publishing “Home” replaces the built-in Home page at / for every visitor.');
    await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toBeHidden();
    await expect(publish).toBeFocused();
    expect((await pageBySlug(page, 'home')).publishedVersion).toBeNull();

    await publish.click();
    await question.getByRole('button', { name: 'Publish' }).click();
    await toast(page, 'Website published');
    expect((await pageBySlug(page, 'home')).publishedVersion).not.toBeNull();

    // Unpublish asks too, saying the built-in page comes back.
    await page.getByRole('button', { name: 'Versions' }).click();
    await page.getByRole('region', { name: 'Published versions' }).getByRole('button', { name: 'Unpublish' }).click();
    const back = page.getByRole('alertdialog', { name: 'Unpublish “Home”?' });
    await expect(back).toContainText('Unpublishing “Home” brings back the built-in Home page at / for every visitor.');
    await back.getByRole('button', { name: 'Unpublish' }).click();
    await toast(page, 'Page unpublished');
    expect((await pageBySlug(page, 'home')).publishedVersion).toBeNull();
  } finally {
    if ((await pageBySlug(page, 'home')).publishedVersion !== null) {
      await call(page.request, 'unpublish', { pageId: home.id, confirmedAddresses: ['/'] });
    }
    await call(page.request, 'delete', { pageId: made });
  }
});

test('on a phone the admin sidebar folds behind a button, and the builder says it needs a wider screen but lists its pages', async ({
  browser,
}) => {
  const page = await (await browser.newContext({ viewport: { width: 375, height: 800 } })).newPage();
  await signInRequestAsAdmin(page);
  await page.goto('/admin/dashboard');
  const menu = page.getByRole('button', { name: 'Admin menu' });
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(nav).toBeHidden();
  await menu.click();
  await expect(nav).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  // Escape closes it from inside, and focus returns to the button.
  await nav.getByRole('link', { name: 'Visual Page Builder' }).focus();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(menu).toBeFocused();
  // Following a link in it closes it: the screen comes first.
  await menu.click();
  await nav.getByRole('link', { name: 'Team' }).click();
  await expect(page).toHaveURL(/\/admin\/team/);
  await expect(nav).toBeHidden();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');

  await page.goto('/admin/elementor/home');
  await expect(page.getByRole('heading', { name: 'The page builder needs a wider screen' })).toBeVisible();
  await expect(page.getByText('“Home” can be edited on a screen at least 1024 pixels wide')).toBeVisible();
  await expect(canvas(page)).toHaveCount(0);
  await page.getByRole('link', { name: 'All builder pages' }).click();
  const list = page.getByRole('list', { name: 'Builder pages' });
  await page.getByLabel('Find a page').fill('pricing');
  await expect(list.getByRole('link')).toHaveText(['Pricing']);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await list.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/admin\/elementor\/pricing$/);
  await expect(page.getByRole('heading', { name: 'The page builder needs a wider screen' })).toBeVisible();
  await page.context().close();
});
