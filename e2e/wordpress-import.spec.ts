import { expect, test } from './support/test.ts';
import { buildWxr } from './fixtures/wxr-fixture.ts';
import { axeViolations, describeViolations } from './support/axe.ts';
import { manager, openBlogManager } from './support/blog-manager.ts';

// Issue 32, WordPress import: an admin uploads a WordPress export with the keyboard, reads the dry run's summary of
// what the import will do (issue 42), confirms, reads the report, and the imported post is on the blog, its old
// address redirecting to it. (Images, SSRF, idempotency and the dry run's tokens are tested against the server in
// server/src/wordpress/.)

test.slow();

test('an admin previews then imports a WordPress export with the keyboard; the post is on the blog and its old URL redirects', async ({
  page,
  request,
}) => {
  const run = Date.now();
  const slug = `moved-from-wordpress-${run}`;
  const wxr = buildWxr({
    siteUrl: 'https://old-blog.example',
    authors: [{ login: 'jane', displayName: 'Jane Doe' }],
    items: [
      {
        id: 4100,
        // Markup in a title arrives as plain text.
        title: `Moved <em>from</em> WordPress ${run}`,
        slug,
        date: '2024-05-03 08:15:00',
        creator: 'jane',
        content:
          '<p>Written on the old site.</p><script>alert(1)</script>\n\n[su_note]Call us today.[/su_note]\n\n[embed]https://www.youtube.com/watch?v=dQw4w9WgXcQ[/embed]',
        categories: [['local-seo', 'Local SEO']],
        tags: [['maps', 'Maps']],
      },
      { id: 4101, title: 'About us', slug: `about-${run}`, type: 'page' },
      { id: 4102, title: `Moved from WordPress ${run}`, slug: '4100-revision-v1', type: 'revision', status: 'inherit' },
    ],
  });

  await openBlogManager(page);
  const open = manager(page).getByRole('button', { name: 'Import from WordPress' });
  await open.focus();
  await page.keyboard.press('Enter');
  const file = manager(page).getByLabel('WordPress export file');
  await file.focus();
  await file.setInputFiles({ name: 'old-blog.WordPress.2024-07-01.xml', mimeType: 'text/xml', buffer: Buffer.from(wxr) });
  await page.keyboard.press('Tab');
  await expect(manager(page).getByRole('button', { name: 'Preview import' })).toBeFocused();
  await page.keyboard.press('Enter');

  // The dry run: what the import will do, nothing imported yet; its heading has the focus.
  const preview = manager(page).getByRole('region', { name: 'Before you import: what this file will do' });
  await expect(preview.getByRole('heading', { name: 'Before you import: what this file will do' })).toBeFocused();
  await expect(preview.getByRole('list', { name: 'What the import will do' }).getByRole('listitem')).toHaveText([
    '1 new post',
    '0 posts updated with the changes made in WordPress',
    '1 page, each made an unpublished builder page',
    '1 item skipped',
    '1 category',
    '1 tag',
    '0 images to bring into the media library',
    /^\d+ old addresses redirected to the new ones$/,
  ]);
  await expect(preview.getByRole('list', { name: 'New posts' })).toContainText(`Moved from WordPress ${run} → /blog/${slug}`);
  await expect(preview.getByRole('list', { name: 'New pages' })).toHaveText(`About us → /about-${run}`);
  await expect(preview.getByRole('list', { name: 'Why items are skipped' })).toHaveText(
    '1 item: a revision (only the current version of a post is imported).',
  );
  await expect(preview.getByRole('list', { name: 'Categories' })).toHaveText('Local SEO → Local SEO');
  await expect(preview.getByRole('list', { name: 'Tags' })).toHaveText('Maps');
  await expect(preview.getByRole('list', { name: 'Redirects' })).toContainText(`/2024/05/${slug} → /blog/${slug}`);
  await expect(preview.getByRole('list', { name: 'Redirects' })).toContainText(`/?p=4100 → /blog/${slug}`);
  await expect(preview.getByRole('list', { name: 'Things to know' })).toHaveText(
    'Shortcodes this site has no equivalent for were replaced by their inner text: [su_note] ×1.',
  );
  const redirects = Number(
    /^(\d+) old addresses/.exec(await preview.getByRole('listitem').filter({ hasText: 'old addresses redirected' }).innerText())![1],
  );
  const previewViolations = await axeViolations(page);
  expect(previewViolations, describeViolations(previewViolations)).toEqual([]);
  // Nothing is there yet: the old address is not redirected, the post is not on the blog.
  // (Without the trailing slash: an unknown address with one answers 308 to the one without.)
  expect((await request.get(`/2024/05/${slug}`, { maxRedirects: 0 })).status()).toBe(404);
  expect((await request.get(`/blog/${slug}`)).status()).toBe(404);

  await page.keyboard.press('Tab');
  const importButton = preview.getByRole('button', { name: 'Import', exact: true });
  await expect(importButton).toBeFocused();
  await page.keyboard.press('Enter');

  const report = manager(page).getByRole('region', { name: 'Import report' });
  await expect(report.getByRole('status')).toHaveText('2 imported, 0 updated, 1 skipped');
  // What the dry run counted is what the import did.
  await expect(report).toContainText(`1 tag on the posts imported; ${redirects} old addresses now redirect here.`);
  await expect(preview).toHaveCount(0);
  // The page becomes an unpublished builder page at its address (e2e/wordpress-pages-images.spec.ts goes further).
  await expect(report.getByRole('list', { name: 'Imported items' }).getByRole('link', { name: `/about-${run}` })).toBeVisible();
  await expect(report.getByRole('list', { name: 'Imported items' }).getByRole('link', { name: `/blog/${slug}` })).toBeVisible();
  await expect(report.getByRole('list', { name: 'Category mapping' })).toHaveText('Local SEO → Local SEO');
  await expect(report.getByRole('list', { name: 'Import notes' })).toHaveText(
    'Shortcodes this site has no equivalent for were replaced by their inner text: [su_note] ×1.',
  );
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
  // The list beside it finds the new post (dated 2024 by WordPress: a search, not the newest page, shows it).
  const posts = manager(page).getByRole('navigation', { name: 'Blog posts' });
  await posts.getByLabel('Search posts').fill(`Moved from WordPress ${run}`);
  await expect(posts.getByRole('button', { name: `Moved from WordPress ${run}` })).toBeVisible();

  // The old address answers 301 with the exact new one, and a visitor following it reads the post.
  const moved = await request.get(`/2024/05/${slug}/`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers()['location']).toBe(`/blog/${slug}`);
  const byId = await request.get('/?p=4100', { maxRedirects: 0 });
  expect(byId.status()).toBe(301);
  expect(byId.headers()['location']).toBe(`/blog/${slug}`);

  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(`/2024/05/${slug}/`);
  await expect(visitor).toHaveURL(new RegExp(`/blog/${slug}$`));
  await expect(visitor.getByRole('heading', { level: 1, name: `Moved from WordPress ${run}` })).toBeVisible();
  await expect(visitor.getByText('Written on the old site.')).toBeVisible();
  // Shortcodes arrive as our article HTML: an unknown one as its text, [embed] as the click-to-load video card.
  await expect(visitor.getByText('Call us today.')).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Play video from YouTube' })).toBeVisible();
  await expect(visitor.locator('main')).not.toContainText('[');
  await expect(visitor.locator('article script, main script:not([type])')).toHaveCount(0);
  await visitor.close();
});

test('an admin cancels the dry run: nothing is imported, and the file field is ready for another file', async ({ page, request }) => {
  const run = Date.now();
  const slug = `never-imported-${run}`;
  const wxr = buildWxr({
    siteUrl: 'https://cancelled-blog.example',
    items: [{ id: 1, title: `Never imported ${run}`, slug, date: '2024-06-01 10:00:00' }],
  });

  await openBlogManager(page);
  await manager(page).getByRole('button', { name: 'Import from WordPress' }).click();
  await manager(page)
    .getByLabel('WordPress export file')
    .setInputFiles({ name: 'cancelled.WordPress.xml', mimeType: 'text/xml', buffer: Buffer.from(wxr) });
  await manager(page).getByRole('button', { name: 'Preview import' }).click();
  const preview = manager(page).getByRole('region', { name: 'Before you import: what this file will do' });
  await expect(preview.getByRole('list', { name: 'New posts' })).toHaveText(`Never imported ${run} → /blog/${slug}`);

  await preview.getByRole('button', { name: 'Cancel' }).click();
  await expect(manager(page).getByText('Cancelled: nothing was imported.')).toBeVisible();
  await expect(preview).toHaveCount(0);
  await expect(manager(page).getByLabel('WordPress export file')).toBeFocused();
  await expect(manager(page).getByRole('button', { name: 'Preview import' })).toBeDisabled();
  expect((await request.get(`/blog/${slug}`)).status()).toBe(404);
  expect((await request.get(`/2024/06/${slug}`, { maxRedirects: 0 })).status()).toBe(404);
});
