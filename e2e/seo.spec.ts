import { expect, test } from '@playwright/test';

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
  expect(locs.filter((l) => l.includes('/blog/'))).toHaveLength(9);

  const rss = await request.get('/blog/rss.xml');
  expect(rss.headers()['content-type']).toContain('application/rss+xml');
  const items = [...(await rss.text()).matchAll(/<item>/g)];
  expect(items).toHaveLength(9);
});
