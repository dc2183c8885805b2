import { expect, test } from './support/test.ts';

// The seven editable pages: the prefix every key on the page starts with, a floor for how many
// elements carry keys (each page has well over this many), and which kinds of keyed media it has.
const PAGES = [
  { path: '/', prefix: 'home.', atLeast: 150, image: true, link: true },
  { path: '/features', prefix: 'features.', atLeast: 120, image: true, link: true },
  { path: '/use-cases', prefix: 'use-cases.', atLeast: 90, image: true, link: true },
  { path: '/pricing', prefix: 'pricing.', atLeast: 120, image: false, link: true },
  { path: '/about', prefix: 'about.', atLeast: 40, image: true, link: true },
  { path: '/contact', prefix: 'contact.', atLeast: 25, image: false, link: true },
  { path: '/blog', prefix: 'blog.', atLeast: 12, image: false, link: false },
] as const;

const KINDS = ['heading', 'text', 'link', 'button', 'image', 'block', 'table'];

for (const { path, prefix, atLeast, image, link } of PAGES) {
  test(`every editable element of ${path} carries a unique key starting '${prefix}'`, async ({ page }) => {
    await page.goto(path);
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();

    // The page's main heading is editable, as a heading.
    await expect(heading).toHaveAttribute('data-edit-key', `${prefix}hero.title`);
    await expect(heading).toHaveAttribute('data-edit-kind', 'heading');

    const elements = await page.locator('[data-edit-key]').evaluateAll((nodes) =>
      nodes.map((node) => ({
        key: node.getAttribute('data-edit-key') ?? '',
        kind: node.getAttribute('data-edit-kind') ?? '',
        tag: node.tagName.toLowerCase(),
      })),
    );
    const keys = elements.map((element) => element.key);
    expect(keys.length).toBeGreaterThanOrEqual(atLeast);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    expect(keys.filter((key) => !key.startsWith(prefix))).toEqual([]);
    expect(keys.filter((key) => !/^[a-z0-9][a-z0-9._:-]*$/i.test(key))).toEqual([]);
    expect(elements.filter((element) => !KINDS.includes(element.kind))).toEqual([]);
    // Kinds agree with the elements: headings are h1-h6, images are <img>, links are <a>.
    expect(elements.filter((element) => element.kind === 'heading' && !/^h[1-6]$/.test(element.tag))).toEqual([]);
    expect(elements.filter((element) => element.kind === 'image' && element.tag !== 'img')).toEqual([]);
    expect(elements.filter((element) => element.kind === 'link' && element.tag !== 'a')).toEqual([]);

    if (image) expect(elements.some((element) => element.kind === 'image')).toBe(true);
    if (link) expect(elements.some((element) => element.tag === 'a')).toBe(true);
    expect(elements.some((element) => element.kind === 'block' && element.tag === 'section') || path === '/blog').toBe(true);

    // The site header and footer are not part of the page's content, and neither are form fields.
    await expect(page.getByRole('banner').locator('[data-edit-key]')).toHaveCount(0);
    await expect(page.getByRole('contentinfo').locator('[data-edit-key]')).toHaveCount(0);
    await expect(page.locator('input[data-edit-key], textarea[data-edit-key], select[data-edit-key]')).toHaveCount(0);
    // Nothing is hidden by an edit on a fresh site.
    await expect(page.locator('[data-edit-hidden]')).toHaveCount(0);
  });
}

test('the pricing breakdown is an editable table whose body cells are named row:column', async ({ page }) => {
  await page.goto('/pricing');
  const table = page.locator('[data-edit-key="pricing.breakdown.table"]');
  await expect(table).toHaveAttribute('data-edit-kind', 'table');
  await expect(table.getByRole('table')).toBeVisible();
  const cells = await table
    .locator('[data-edit-cell]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-edit-cell') ?? ''));
  // 22 feature rows of 5 cells, and 4 group title rows of one full-width cell.
  expect(cells).toHaveLength(22 * 5 + 4);
  expect(new Set(cells).size).toBe(cells.length);
  expect(cells.slice(0, 6)).toEqual(['0:0', '1:0', '1:1', '1:2', '1:3', '1:4']);
});

test('blog posts are not keyed, but the blog index texts around them are', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.locator('[data-edit-key="blog.hero.tagline"]')).toBeVisible();
  await expect(page.locator('[data-edit-key="blog.category.local-seo"]')).toHaveText('Local SEO');
  await expect(page.locator('[data-edit-key="blog.newsletter.title"]')).toHaveText('Stay in the Local SEO Loop');
  const articles = page.getByRole('main').getByRole('article');
  await expect(articles.first()).toBeVisible();
  await expect(articles.locator('[data-edit-key]')).toHaveCount(0);
});
