import { expect, test } from './support/test.ts';
import { E2E_ADMIN, E2E_ORIGIN, signInRequestAsAdmin } from './support/admin.ts';
import { canvas, sidebar } from './support/builder.ts';
import { call, deletePage } from './support/builder-api.ts';
import { buildWxr } from './fixtures/wxr-fixture.ts';
import { pagesAndImagesExport } from './fixtures/wxr-pages-fixture.ts';

// Issue 42: a WordPress page's text arrives as a rich text element, so its links and inline formatting survive: the
// builder shows it formatted (and edits it in the post body editor), and once published the public page does too,
// through the server's sanitiser.

test.slow();

test('an imported page shows its formatted text in the builder and, once published, on the public page', async ({ page, browser }) => {
  await signInRequestAsAdmin(page);
  const run = Date.now();
  const firstId = 100_000 + (run % 400_000) * 5;
  const wxr = buildWxr(pagesAndImagesExport({ siteUrl: 'https://old-site.invalid', run, staffLogin: E2E_ADMIN.username, firstId }));
  const imported = await page.request.post('/api/admin/blog/import-wordpress', {
    data: wxr,
    headers: { 'Content-Type': 'application/xml', Origin: E2E_ORIGIN },
  });
  expect(imported.status(), await imported.text()).toBe(200);
  const report = (await imported.json()) as { items: Array<{ wordpressId: number; pageId?: number }> };
  const pageId = report.items.find((item) => item.wordpressId === firstId)!.pageId!;
  const slug = `services-${run}`;

  try {
    // In the builder: the text as rich text, with its heading, bold word, link and list.
    await page.goto(`/admin/elementor/${slug}`);
    const board = canvas(page);
    await expect(board.getByRole('heading', { name: 'What we do' })).toBeVisible();
    await expect(board.locator('strong', { hasText: 'local' })).toBeVisible();
    await expect(board.getByRole('link', { name: 'Call us' })).toHaveAttribute('href', '/contact');
    await expect(board.getByRole('listitem').filter({ hasText: 'Reviews' })).toBeVisible();
    // A video address shown as code stays text.
    await expect(board.locator('pre')).toContainText('https://www.youtube.com/watch?v=dQw4w9WgXcQ');

    // Selected, it is a Rich Text whose content the post body editor edits; the canvas follows.
    await board.locator('strong', { hasText: 'local' }).click();
    const settings = sidebar(page);
    await expect(settings.getByRole('heading', { name: 'Rich Text' })).toBeVisible();
    const editor = settings.getByRole('textbox', { name: 'Rich text' });
    await expect(editor.locator('strong')).toHaveText('local');
    await editor.getByText('Reviews').click();
    await page.keyboard.press('End');
    await page.keyboard.type(' and photos');
    await expect(board.getByRole('listitem').filter({ hasText: 'Reviews and photos' })).toBeVisible();
    // Saved on the server before publishing.
    const byId = `/trpc/builderPage.byId?input=${encodeURIComponent(JSON.stringify({ pageId }))}`;
    await expect.poll(async () => (await (await page.request.get(byId)).text()).includes('Reviews and photos')).toBe(true);

    // Published, the public page shows it formatted.
    await call(page.request, 'publish', { pageId });
    const visitor = await (await browser.newContext()).newPage();
    const res = await visitor.goto(`/${slug}`);
    expect(res?.status()).toBe(200);
    const main = visitor.getByRole('main');
    await expect(main.getByRole('heading', { name: 'What we do' })).toBeVisible();
    await expect(main.locator('strong', { hasText: 'local' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Call us' })).toHaveAttribute('href', '/contact');
    await expect(main.getByRole('listitem').filter({ hasText: 'Reviews and photos' })).toBeVisible();
    await visitor.context().close();
  } finally {
    await deletePage(page.request, pageId);
  }
});
