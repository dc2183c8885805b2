import { expect, test, type Page } from './support/test.ts';
import { E2E_ADMIN } from './support/admin.ts';
import { buildWxr } from './fixtures/wxr-fixture.ts';
import { pagesAndImagesExport } from './fixtures/wxr-pages-fixture.ts';
import { manager, openBlogManager } from './support/blog-manager.ts';

// Issue 42: a WordPress export's pages arrive as unpublished builder pages at their addresses; an image the old site
// no longer serves arrives as a missing image (a placeholder in the editor, "Images missing" in the list, nothing on
// the public article) and one upload puts it back; a WordPress author matching a staff account becomes that account.

test.slow();

/** A small PNG drawn by the browser. */
async function drawnPng(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(48, 32);
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#0f766e';
    context.fillRect(0, 0, 48, 32);
    const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
    return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
  });
  return Buffer.from(base64, 'base64');
}

test('imported pages are unpublished builder pages; a missing image shows its placeholder and flag until one upload replaces it', async ({
  page,
  request,
}) => {
  const run = Date.now();
  const firstId = 500_000 + (run % 400_000) * 5;
  // The old site's host does not resolve: its images cannot be fetched.
  const wxr = buildWxr(pagesAndImagesExport({ siteUrl: 'https://old-site.invalid', run, staffLogin: E2E_ADMIN.username, firstId }));

  await openBlogManager(page);
  await manager(page).getByRole('button', { name: 'Import from WordPress' }).click();
  await manager(page)
    .getByLabel('WordPress export file')
    .setInputFiles({ name: 'old-site.WordPress.xml', mimeType: 'text/xml', buffer: Buffer.from(wxr) });
  // The dry run first (e2e/wordpress-import.spec.ts reads it), then the import.
  await manager(page).getByRole('button', { name: 'Preview import' }).click();
  await manager(page)
    .getByRole('region', { name: 'Before you import: what this file will do' })
    .getByRole('button', { name: 'Import', exact: true })
    .click();
  const report = manager(page).getByRole('region', { name: 'Import report' });
  await expect(report.getByRole('status')).toHaveText('5 imported, 0 updated, 0 skipped');
  const imported = report.getByRole('list', { name: 'Imported items' });
  await expect(imported.getByRole('link', { name: `/services-${run}` })).toBeVisible();
  await expect(imported.getByRole('link', { name: `/team-${run}` })).toBeVisible();
  // The page named 'blog' is not given the blog's address.
  await expect(imported).toContainText(/'\/blog' is one of this site's own addresses, so the page was imported at '\/blog-\d+'\./);
  await expect(report).toContainText('1 of 2 WordPress authors matched a staff account here');

  // The post with the lost photo is flagged in the list.
  const posts = manager(page).getByRole('navigation', { name: 'Blog posts' });
  await posts.getByLabel('Search posts').fill(String(run));
  const listed = posts.getByRole('button', { name: `A post with a lost photo ${run}` });
  const guest = posts.getByRole('button', { name: `A guest post ${run}` });
  await expect(listed).toContainText('Images missing');
  await expect(guest).toBeVisible();
  await expect(guest).not.toContainText('Images missing');
  // The filter asks the server for the flagged posts only.
  await posts.getByLabel('Images missing only').check();
  await expect(guest).toBeHidden();
  await expect(listed).toBeVisible();

  // The public article shows the caption and no image at all (nothing pointing at the old site).
  const before = await request.get(`/blog/lost-photo-${run}`);
  expect(before.status()).toBe(200);
  const publicHtml = await before.text();
  expect(publicHtml).toContain('The shop window');
  expect(publicHtml).not.toContain('old-site.invalid');
  expect(publicHtml).not.toMatch(/<img[^>]+src="https?:\/\//);

  // The editor names the missing image and offers to upload it where it stood.
  await listed.click();
  const dialog = manager(page);
  await expect(dialog.getByRole('note', { name: 'Images missing' })).toContainText(`gone-${run}.jpg`);
  await expect(dialog.getByText(`Image missing: gone-${run}.jpg — upload it to replace`)).toBeVisible();
  const png = await drawnPng(page);
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: `Upload gone-${run}.jpg` }).click();
  await (await chooser).setFiles({ name: 'shop-window.png', mimeType: 'image/png', buffer: png });
  await expect(dialog.getByText(`Image missing: gone-${run}.jpg — upload it to replace`)).toBeHidden();
  await expect(dialog.getByRole('textbox', { name: 'Body' }).locator('img[src^="/media/"]')).toHaveAttribute('alt', 'Shop window');
  await dialog.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Post updated' })).toBeVisible();
  // Fixed, it leaves the "Images missing only" list.
  await expect(listed).toBeHidden();
  await posts.getByLabel('Images missing only').uncheck();
  await expect(listed).not.toContainText('Images missing');
  const after = await (await request.get(`/blog/lost-photo-${run}`)).text();
  expect(after).toMatch(/<img[^>]+src="\/media\/[^"]+"[^>]*alt="Shop window"/);
  expect(after).not.toContain('old-site.invalid');

  // The pages are in the builder's list, not published, at their addresses.
  await page.goto('/admin/elementor?list=true');
  await page.getByLabel('Find a page').fill(`Our services ${run}`);
  const pages = page.getByRole('list', { name: 'Builder pages' });
  const services = pages.getByRole('listitem').filter({ hasText: `Our services ${run}` });
  await expect(services).toContainText(`/services-${run}`);
  await expect(services).toContainText('Not published');
  // Not published: its old address does not redirect yet.
  const old = await request.get(`/?page_id=${firstId}`, { maxRedirects: 0 });
  expect(old.status()).not.toBe(301);
});
