import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCacheOf } from '../cache/read-cache.ts';
import { startTestServer, TestClient, type TestServer } from '../test/test-server.ts';
import { initialState, metaContent } from '../test/served-html.ts';

let server: TestServer;
let c: TestClient;

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_ORIGIN: 'https://www.localrank.example' }, { webStandIn: true });
  c = new TestClient(server.baseUrl);
});

afterAll(async () => {
  await server?.close();
});

function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}

describe('head tags in the served HTML', () => {
  it.each(['/', '/features', '/use-cases', '/pricing', '/about', '/blog', '/contact', '/privacy', '/terms'])(
    '%s has its own title, description, canonical, Open Graph and Twitter tags',
    async (path) => {
      const res = await c.get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      const html = res.text;
      expect(html).toMatch(/<title>[^<]*LocalRank[^<]*<\/title>/);
      expect(metaContent(html, 'name', 'description')!.length).toBeGreaterThan(50);
      expect(html).toContain(`<link rel="canonical" href="https://www.localrank.example${path}" />`);
      expect(metaContent(html, 'property', 'og:title')).toBeTruthy();
      expect(metaContent(html, 'property', 'og:image')).toMatch(/^https:\/\/www\.localrank\.example\/images\//);
      expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
      expect(metaContent(html, 'name', 'robots')).toBe('index, follow');
    },
  );

  it('gives every static page a different title and description', async () => {
    const pages = await Promise.all(['/', '/features', '/pricing', '/blog', '/contact'].map((p) => c.get(p)));
    const titles = pages.map((p) => /<title>(.*?)<\/title>/.exec(p.text)![1]);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('puts Organization and LocalBusiness (address, phone, hours) on the home and contact pages', async () => {
    for (const path of ['/', '/contact']) {
      const blocks = jsonLd((await c.get(path)).text);
      expect(blocks.map((b) => b['@type'])).toEqual(['Organization', 'LocalBusiness']);
      const business = blocks[1]!;
      expect(business.address).toMatchObject({ addressLocality: 'London', addressCountry: 'GB' });
      expect(business.telephone).toBeTruthy();
      expect(business.openingHoursSpecification).toHaveLength(2);
    }
    expect(jsonLd((await c.get('/pricing')).text)).toEqual([]);
  });

  it("takes an article's tags from the post, with Article structured data", async () => {
    const res = await c.get('/blog/ultimate-guide-local-seo-2025');
    expect(res.status).toBe(200);
    const html = res.text;
    expect(html).toMatch(/<title>The Ultimate Guide to Local SEO in 2025/);
    expect(metaContent(html, 'property', 'og:type')).toBe('article');
    // The post's SVG illustration, as the JPEG rendered from it: link previews show no SVG.
    expect(metaContent(html, 'property', 'og:image')).toBe('https://www.localrank.example/images/blog/ultimate-guide-local-seo-2025.jpg');
    expect(metaContent(html, 'property', 'article:published_time')).toMatch(/^2025-/);
    const [article] = jsonLd(html);
    expect(article).toMatchObject({ '@type': 'Article', headline: 'The Ultimate Guide to Local SEO in 2025' });
  });

  it('serves unknown paths and unknown articles with status 404 and noindex', async () => {
    for (const path of ['/no-such-page', '/blog/no-such-post', '/blog/a/b']) {
      const res = await c.get(path);
      expect(res.status).toBe(404);
      expect(metaContent(res.text, 'name', 'robots')).toBe('noindex, follow');
      expect(res.text).toContain('<div id="root">');
    }
  });

  it('answers a malformed URL with the 404 page, not a 500', async () => {
    const res = await c.get('/blog/%E0%A4%A');
    expect(res.status).toBe(404);
    expect(metaContent(res.text, 'name', 'robots')).toBe('noindex, follow');
  });

  it('lets search engines index the sign-in and sign-up page, where a search for them lands', async () => {
    const res = await c.get('/auth');
    expect(res.status).toBe(200);
    expect(metaContent(res.text, 'name', 'robots')).toBe('index, follow');
  });

  it('keeps the password, account and admin screens out of the index', async () => {
    for (const path of ['/forgot-password', '/reset-password', '/dashboard', '/admin/login', '/admin/elementor/home']) {
      const res = await c.get(path);
      expect(res.status).toBe(200);
      expect(metaContent(res.text, 'name', 'robots')).toBe('noindex, follow');
    }
  });
});

describe('the state embedded in the page', () => {
  it('carries no user for a visitor and the signed-in user otherwise, safely escaped', async () => {
    expect(initialState((await c.get('/privacy')).text)).toEqual({ user: null });
    expect(initialState((await c.get('/')).text)).toMatchObject({ user: null, page: { slug: 'home', version: 0, edits: {} } });
    const member = new TestClient(server.baseUrl);
    const name = '</script><script>alert(1)</script>';
    expect(
      (await member.post('/api/register', { username: 'embedded', password: 'Passw0rdOk', name, email: 'e@example.com' })).status,
    ).toBe(201);
    const res = await member.get('/pricing');
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.text).not.toContain('<script>alert(1)');
    expect(initialState(res.text).user).toMatchObject({ username: 'embedded', name });
  });
});

describe('robots.txt, sitemap.xml and the RSS feed', () => {
  it('robots.txt disallows /admin and /api and names the sitemap', async () => {
    const res = await c.get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/^Disallow: \/admin$/m);
    expect(res.text).toMatch(/^Disallow: \/api$/m);
    expect(res.text).toContain('Sitemap: https://www.localrank.example/sitemap.xml');
  });

  it('sitemap.xml lists the public pages and every published post', async () => {
    const res = await c.get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/xml/);
    const locs = [...res.text.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain('https://www.localrank.example/pricing');
    expect(locs).toContain('https://www.localrank.example/blog/geo-grid-tracking-guide');
    expect(locs).not.toContain('https://www.localrank.example/auth');
    expect(locs.filter((l) => l!.includes('/blog/') && !l!.includes('/blog/category/'))).toHaveLength(9);
    expect(locs).toContain('https://www.localrank.example/blog/category/local-seo');
  });

  it('the RSS feed carries the published posts with links and dates', async () => {
    const res = await c.get('/blog/rss.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/rss\+xml/);
    const items = [...res.text.matchAll(/<item>(.*?)<\/item>/g)].map((m) => m[1]!);
    expect(items).toHaveLength(9);
    expect(items[0]).toMatch(/<link>https:\/\/www\.localrank\.example\/blog\/[\w-]+<\/link>/);
    expect(items.join('')).toContain('<title>The Ultimate Guide to Local SEO in 2025</title>');
    expect(items[0]).toMatch(/<pubDate>\w{3}, \d{2} \w{3} 2025/);
  });
});

describe('GET /api/media', () => {
  it('lists media items as {filename, originalName, url}', async () => {
    expect((await c.get('/api/media')).json).toEqual([]);
    await server.orm.em
      .getConnection()
      .execute(
        "insert into media_assets (filename, original_name, mime_type, size, url) values ('problem-statement-bg-image.json', 'problem-statement.json', 'application/json', 40, '/media/problem-statement-bg-image.json')",
      );
    // Written around the services: on the embedded database no notification reaches the cache.
    readCacheOf(server.orm).invalidate('media');
    expect((await c.get('/api/media')).json).toEqual([
      {
        filename: 'problem-statement-bg-image.json',
        originalName: 'problem-statement.json',
        url: '/media/problem-statement-bg-image.json',
      },
    ]);
  });
});
