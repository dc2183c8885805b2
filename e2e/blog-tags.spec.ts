import { expect, test } from '@playwright/test';
import { axeViolations, describeViolations } from './support/axe.ts';
import { adminApi } from './support/blog-posts.ts';
import { E2E_ORIGIN } from './support/admin.ts';
import { deleteOpenPost, expectToast, manager, newPost, openBlogManager } from './support/blog-manager.ts';

// Issue 42, tags and parent categories: an admin tags a post in the blog editor, the article shows the tags as links,
// a tag's page lists the post, and a child category (its parent from a WordPress export) names its parent in its
// breadcrumb.

test.slow();

/** A WordPress export (WXR 1.2) with no posts, only its categories: "Tutorials" is a child of "Local SEO". */
const CATEGORIES_ONLY_WXR = `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:wp="http://wordpress.org/export/1.2/" xmlns:content="http://purl.org/rss/1.0/modules/content/">
<channel>
  <title>Old blog</title>
  <link>https://old-blog.example</link>
  <wp:wxr_version>1.2</wp:wxr_version>
  <wp:base_site_url>https://old-blog.example</wp:base_site_url>
  <wp:base_blog_url>https://old-blog.example</wp:base_blog_url>
  <wp:category><wp:term_id>2</wp:term_id><wp:category_nicename><![CDATA[local-seo]]></wp:category_nicename><wp:category_parent><![CDATA[]]></wp:category_parent><wp:cat_name><![CDATA[Local SEO]]></wp:cat_name></wp:category>
  <wp:category><wp:term_id>3</wp:term_id><wp:category_nicename><![CDATA[tutorials]]></wp:category_nicename><wp:category_parent><![CDATA[local-seo]]></wp:category_parent><wp:cat_name><![CDATA[Tutorials]]></wp:cat_name></wp:category>
</channel>
</rss>`;

test('an admin tags a post; the article links its tags, the tag page lists it, a child category names its parent', async ({
  page,
  browser,
  baseURL,
}) => {
  const run = Date.now();
  const title = `Harbour pins that bring people in ${run}`;
  const tag = `Harbour Maps ${run}`;
  const tagKey = `harbour-maps-${run}`;

  await openBlogManager(page);
  await newPost(page);
  const dialog = manager(page);
  await dialog.getByLabel('Title', { exact: true }).fill(title);
  await dialog.getByLabel('Excerpt').fill('Where the pins of a harbour town lead.');
  await dialog.getByRole('button', { name: 'Generate from Title' }).click();
  await expectToast(page, 'Slug generated');
  const slug = await dialog.getByLabel('Slug', { exact: true }).inputValue();

  // Two tags typed at once, separated by a comma; a duplicate ignoring case is refused with the reason.
  const tags = dialog.getByLabel('Tags', { exact: true });
  await tags.fill(`${tag}, Reviews`);
  await tags.press('Enter');
  const added = dialog.getByRole('list', { name: "The post's tags" });
  await expect(added.getByRole('listitem')).toHaveText([`${tag}×`, 'Reviews×']);
  await tags.fill('reviews');
  await dialog.getByRole('button', { name: 'Add Tag' }).click();
  await expect(dialog.getByText('The tag "reviews" is there twice (tags ignore case).')).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove tag Reviews' }).click();
  await tags.fill('');
  await expect(added.getByRole('listitem')).toHaveText([`${tag}×`]);

  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expectToast(page, 'Post published', 'Your blog post is now live on the website.');

  const visitor = await browser.newContext();
  const reader = await visitor.newPage();
  await reader.goto(`/blog/${slug}`);
  const tagLink = reader.getByRole('list', { name: 'Tags' }).getByRole('link', { name: tag, exact: true });
  await expect(tagLink).toHaveAttribute('href', `/blog/tag/${tagKey}`);
  await tagLink.click();
  await expect(reader).toHaveURL(`/blog/tag/${tagKey}`);
  await expect(reader.getByRole('heading', { level: 1, name: `Articles tagged "${tag}"` })).toBeVisible();
  await expect(reader).toHaveTitle(`Articles tagged "${tag}" · LocalRank Blog`);
  await expect(reader.getByText('1 article found')).toBeVisible();
  await expect(reader.getByRole('list', { name: `Articles tagged ${tag}` }).getByRole('heading', { name: title })).toBeVisible();
  const violations = await axeViolations(reader);
  expect(violations, describeViolations(violations)).toEqual([]);

  // The parent comes from a WordPress export's categories (the import records the hierarchy).
  const api = await adminApi(baseURL!);
  const imported = await api.post('/api/admin/blog/import-wordpress', {
    data: CATEGORIES_ONLY_WXR,
    headers: { Origin: E2E_ORIGIN, 'Content-Type': 'application/xml' },
  });
  expect(imported.status(), await imported.text()).toBe(200);
  await api.dispose();
  await reader.goto('/blog/category/tutorials');
  const breadcrumb = reader.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('listitem')).toHaveText(['Blog', '›Local SEO', '›Tutorials']);
  await expect(breadcrumb.getByRole('link', { name: 'Local SEO' })).toHaveAttribute('href', '/blog/category/local-seo');
  await expect(breadcrumb.getByText('Tutorials')).toHaveAttribute('aria-current', 'page');
  await visitor.close();

  // Later specs see the seeded blog.
  await deleteOpenPost(page);
});
