import { expect, test } from './support/test.ts';
import { signInRequestAsAdmin } from './support/admin.ts';
import { call, deletePage } from './support/builder-api.ts';
import { canvas } from './support/builder.ts';

// Issue 28: the builder's page selector reads the pages 50 at a time from the server. Past 50 pages it shows 'Find a
// page' and arrows to the next 50; a page the address names opens wherever it is in the list.

test.slow();

test('past 50 pages the selector pages through them, finds one by name, and opens a page beyond the first 50 by its address', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  await signInRequestAsAdmin(page);
  const made: number[] = [];
  for (let n = 0; n < 52; n += 1) {
    made.push((await call<{ id: number }>(page.request, 'create', { name: `Selector ${stamp} ${n}`, slug: `selector-${stamp}-${n}` })).id);
  }
  try {
    await page.goto('/admin/elementor/home');
    const selector = page.getByLabel('Page', { exact: true });
    // The selector holds one list page: 50 options.
    await expect(selector.locator('option:checked')).toHaveText('Home');
    await expect(selector.locator('option')).toHaveCount(50);
    const status = page.getByRole('banner').getByRole('status').filter({ hasText: '/' });
    await expect(status).toHaveText(/^1 \/ \d+$/);

    // The next 50: the open page stays among the options, first.
    await page.getByRole('button', { name: 'Next pages' }).click();
    await expect(status).toHaveText(/^2 \/ \d+$/);
    await expect(selector.locator('option').first()).toHaveText('Home');
    await expect(selector.locator('option', { hasText: `Selector ${stamp} 51` })).toHaveCount(1);
    await page.getByRole('button', { name: 'Previous pages' }).click();
    await expect(status).toHaveText(/^1 \/ \d+$/);

    // Find a page by a part of its name, and open it from the selector.
    await page.getByLabel('Find a page').fill(`SELECTOR ${stamp} 5`);
    await expect(selector.locator('option')).toHaveCount(4);
    await selector.selectOption(`selector-${stamp}-51`);
    await expect(page).toHaveURL(new RegExp(`/admin/elementor/selector-${stamp}-51$`));
    await expect(canvas(page)).toBeVisible();
    await expect(selector.locator('option:checked')).toHaveText(`Selector ${stamp} 51`);

    // A page beyond the first 50 opens by its address alone.
    await page.goto(`/admin/elementor/selector-${stamp}-50`);
    await expect(selector.locator('option:checked')).toHaveText(`Selector ${stamp} 50`);
    await expect(canvas(page)).toBeVisible();
  } finally {
    // Leave the shared database as it was.
    for (const pageId of made) await deletePage(page.request, pageId);
  }
});
