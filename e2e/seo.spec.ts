import sharp from 'sharp';
import { expect, test } from './support/test.ts';

test('each public page is served with its own head tags before any script runs', async ({ request }) => {
  const titles = new Set<string>();
  for (const path of ['/', '/features', '/use-cases', '/pricing', '/about', '/blog', '/contact', '/privacy', '/terms']) {
    const res = await request.get(path);
    expect(res.status()).toBe(200);
    const html = await res.text();
    const title = /<title>(.*?)<\/title>/.exec(html)?.[1] ?? '';
    expect(title).toContain('LocalRank');
    titles.add(title);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://127\\.0\\.0\\.1:\\d+${path === '/' ? '/' : path}"`));
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image"/);
  }
  expect(titles.size).toBe(9);
});

test('an article carries its own tags and Article data; an unknown one is a 404', async ({ request, page }) => {
  const res = await request.get('/blog/local-citation-building-2025');
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toMatch(/<meta property="og:type" content="article"/);
  expect(html).toContain('"@type":"Article"');

  const missing = await request.get('/blog/not-a-real-article');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('noindex');

  // In the browser the same page shows the article and keeps the canonical link.
  await page.goto('/blog/local-citation-building-2025');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog\/local-citation-building-2025$/);
});

test('home and contact describe the business for search engines', async ({ request }) => {
  for (const path of ['/', '/contact']) {
    const html = await (await request.get(path)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    const business = blocks.find((b) => b['@type'] === 'LocalBusiness');
    expect(business.address.addressLocality).toBe('London');
    expect(business.openingHoursSpecification).toHaveLength(2);
  }
});

test('robots.txt, the sitemap and the RSS feed list what they should', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /admin');
  expect(robots).toContain('Disallow: /api');

  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locs = [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]!);
  expect(locs.some((l) => l.endsWith('/pricing'))).toBe(true);
  expect(locs.filter((l) => l.includes('/blog/') && !l.includes('/blog/category/'))).toHaveLength(9);
  expect(locs.some((l) => l.endsWith('/blog/category/tutorials'))).toBe(true);

  const rss = await request.get('/blog/rss.xml');
  expect(rss.headers()['content-type']).toContain('application/rss+xml');
  const items = [...(await rss.text()).matchAll(/<item>/g)];
  expect(items).toHaveLength(9);
});

test('every link preview shows a 1200x630 JPEG the site serves, described by og:image:alt', async ({ request }) => {
  for (const path of ['/', '/pricing', '/blog', '/blog/local-citation-building-2025', '/no-such-page']) {
    const html = await (await request.get(path)).text();
    const meta = (key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
    for (const key of ['og:image', 'twitter:image']) {
      const url = meta(key)!;
      const image = await request.get(url);
      expect(image.status(), url).toBe(200);
      expect(image.headers()['content-type'], url).toBe('image/jpeg');
      const { format, width, height } = await sharp(await image.body()).metadata();
      expect({ format, width, height }, `${path} ${key}`).toEqual({ format: 'jpeg', width: 1200, height: 630 });
      expect(meta(`${key}:alt`), `${path} ${key}:alt`).toBeTruthy();
    }
    expect([meta('og:image:width'), meta('og:image:height')], path).toEqual(['1200', '630']);
  }
});

test('the blog RSS feed is discoverable from the pages', async ({ page, request }) => {
  for (const path of ['/', '/blog', '/blog/geo-grid-tracking-guide', '/pricing']) {
    await page.goto(path);
    const feed = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
    await expect(feed).toHaveCount(1);
    const rss = await request.get((await feed.getAttribute('href'))!);
    expect(rss.headers()['content-type']).toContain('application/rss+xml');
  }
});

test("an article's BreadcrumbList leads Home, then to the blog its 'Back to blog' link opens, then to the article itself", async ({
  page,
}) => {
  await page.goto('/blog/local-citation-building-2025');
  const back = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Back to blog' });
  const blogHref = new URL((await back.getAttribute('href'))!, page.url()).href;
  const title = await page.getByRole('heading', { level: 1 }).innerText();
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>));
  const breadcrumb = blocks.find((block) => block['@type'] === 'BreadcrumbList') as
    { itemListElement: { position: number; name: string; item: string }[] } | undefined;
  expect(breadcrumb, 'a BreadcrumbList').toBeDefined();
  expect(breadcrumb!.itemListElement.map(({ name, item }) => ({ name, item }))).toEqual([
    { name: 'Home', item: new URL('/', page.url()).href },
    { name: 'Blog', item: blogHref },
    { name: title, item: new URL(new URL(page.url()).pathname, page.url()).href },
  ]);
  expect(breadcrumb!.itemListElement.map((entry) => entry.position)).toEqual([1, 2, 3]);
});

test('the not-found page names no canonical URL', async ({ page, request }) => {
  const res = await request.get('/this-page-does-not-exist');
  expect(res.status()).toBe(404);
  expect(await res.text()).not.toContain('rel="canonical"');
  await page.goto('/this-page-does-not-exist');
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  await expect(page.locator('meta[property="og:url"]')).toHaveCount(0);
});
