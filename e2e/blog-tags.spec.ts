import { expect, test } from './support/test.ts';
import { axeViolations, describeViolations } from './support/axe.ts';
import { adminApi, deletePosts, publishPost } from './support/blog-posts.ts';
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

/** What blogAdmin.create answers. */
type CreateAnswer = { result: { data: { id: number } } };

test('a tag typed but not added is kept: when the field is left, and when the post is saved from it', async ({ page }) => {
  const run = Date.now();
  await openBlogManager(page);
  const created = page.waitForResponse((res) => res.url().includes('/trpc/blogAdmin.create') && res.request().method() === 'POST');
  await newPost(page);
  // The web client batches its calls: the answer is a list, this call's first.
  const answer = (await (await created).json()) as CreateAnswer | CreateAnswer[];
  const id = (Array.isArray(answer) ? answer[0]! : answer).result.data.id;
  const dialog = manager(page);
  const tags = dialog.getByLabel('Tags', { exact: true });
  const added = dialog.getByRole('list', { name: "The post's tags" });

  // Typed, then the person moves on (no Enter, no comma, no Add Tag): the tag is added as the field is left.
  await tags.fill('Harbour walks');
  await tags.press('Tab');
  await expect(added.getByRole('listitem')).toHaveText(['Harbour walks×']);
  await expect(tags).toHaveValue('');

  // Typed, then Save Draft while the field still has the focus (a click that does not move it, as a keyboard
  // shortcut or a browser that does not focus buttons would): the save adds it first, so the post keeps it.
  await tags.fill(`Quay ${run}`);
  await dialog.getByRole('button', { name: 'Save Draft' }).dispatchEvent('click');
  await expectToast(page, 'Changes saved');
  await expect(added.getByRole('listitem')).toHaveText(['Harbour walks×', `Quay ${run}×`]);
  await expect(tags).toHaveValue('');
  const stored = await page.request.get(`/trpc/blogAdmin.byId?input=${encodeURIComponent(JSON.stringify({ id }))}`);
  expect(((await stored.json()) as { result: { data: { tags: string[] } } }).result.data.tags).toEqual(['Harbour walks', `Quay ${run}`]);

  await deleteOpenPost(page);
});

test('a tag of other letters than Latin has its own page: the article links it percent-encoded, and the page lists the post', async ({
  page,
  baseURL,
}) => {
  const run = Date.now();
  const title = `Кофейни у гавани ${run}`;
  const api = await adminApi(baseURL!);
  const id = await publishPost(api, {
    title,
    slug: `harbour-cafes-${run}`,
    content: '<p>Где пить кофе у гавани.</p>',
    tags: [`Кафе ${run}`, '日本'],
  });
  try {
    await page.goto(`/blog/harbour-cafes-${run}`);
    // A tag with a Latin digit keeps its Latin key; one of other letters only has a key of its own letters.
    const tags = page.getByRole('list', { name: 'Tags' });
    await expect(tags.getByRole('link', { name: `Кафе ${run}`, exact: true })).toHaveAttribute('href', `/blog/tag/${run}`);
    const japan = tags.getByRole('link', { name: '日本', exact: true });
    await expect(japan).toHaveAttribute('href', '/blog/tag/%E6%97%A5%E6%9C%AC');
    await japan.click();
    await expect(page).toHaveURL('/blog/tag/%E6%97%A5%E6%9C%AC');
    await expect(page.getByRole('heading', { level: 1, name: 'Articles tagged "日本"' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Articles tagged 日本' }).getByRole('heading', { name: title })).toBeVisible();
    // Served by the server too (a first visit, not a move inside the app).
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Articles tagged "日本"' })).toBeVisible();
  } finally {
    await deletePosts(api, [id]);
    await api.dispose();
  }
});
