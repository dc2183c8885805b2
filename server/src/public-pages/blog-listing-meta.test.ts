import { PAGE_META } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPublishedPosts } from '../test/blog-post-rows.ts';
import { rawRequest } from '../test/raw-request.ts';
import { metaContent } from '../test/served-html.ts';
import { startSiteTestServer, type SiteTestServer } from '../test/site-server.ts';

const ORIGIN = 'https://www.localrank.example';

let site: SiteTestServer;

beforeAll(async () => {
  site = await startSiteTestServer();
  // 8 seeded articles besides the featured one and 13 more: two pages of /blog; Local SEO has 4 + 13, two pages.
  await insertPublishedPosts(site.server.orm, 13, { prefix: 'Meta sample' });
});

afterAll(() => site?.close());

const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe("the head and status of the blog's pages", () => {
  it('gives each page of /blog and of a category its own title, description and canonical URL', async () => {
    const blog = PAGE_META['/blog'];
    const pages = [
      { path: '/blog', title: blog.title, canonical: '/blog' },
      { path: '/blog/page/2', title: `${blog.title} · Page 2`, canonical: '/blog/page/2' },
      { path: '/blog/category/local-seo', title: 'Local SEO articles · LocalRank Blog', canonical: '/blog/category/local-seo' },
      {
        path: '/blog/category/local-seo/page/2',
        title: 'Local SEO articles · Page 2 · LocalRank Blog',
        canonical: '/blog/category/local-seo/page/2',
      },
    ];
    const descriptions = new Set<string>();
    for (const page of pages) {
      const res = await site.visitor.get(page.path);
      expect(res.status, page.path).toBe(200);
      expect(title(res.text), page.path).toBe(page.title);
      expect(canonical(res.text), page.path).toBe(`${ORIGIN}${page.canonical}`);
      expect(metaContent(res.text, 'name', 'robots'), page.path).toBe('index, follow');
      descriptions.add(metaContent(res.text, 'name', 'description')!);
    }
    expect(descriptions.size).toBe(pages.length);
    expect(metaContent((await site.visitor.get('/blog/category/local-seo')).text, 'name', 'description')).toContain('Local SEO');
    expect(metaContent((await site.visitor.get('/blog/page/2')).text, 'name', 'description')).toContain('Page 2 of 2.');
  });

  it('keeps search results out of the index, with no canonical URL of their own', async () => {
    for (const path of ['/blog?q=citations', '/blog/category/local-seo?q=reviews', '/blog/page/2?q=meta+sample']) {
      const res = await site.visitor.get(path);
      expect(res.status, path).toBe(200);
      expect(metaContent(res.text, 'name', 'robots'), path).toBe('noindex, follow');
      expect(canonical(res.text), path).toBeUndefined();
      expect(title(res.text), path).toMatch(/^Search results for &quot;/);
    }
  });

  it('answers page 1 and the old category links with a permanent move, keeping the search text', async () => {
    for (const [from, to] of [
      ['/blog/page/1', '/blog'],
      ['/blog/page/1?q=maps', '/blog?q=maps'],
      ['/blog/category/local-seo/page/1', '/blog/category/local-seo'],
      ['/blog?category=local-seo', '/blog/category/local-seo'],
      ['/blog?category=tutorials&q=geo+grid', '/blog/category/tutorials?q=geo+grid'],
      ['/blog/?category=tutorials', '/blog/category/tutorials'],
    ] as const) {
      const res = await rawRequest(site.server.baseUrl, 'GET', from);
      expect(res.status, from).toBe(301);
      expect(res.headers.location, from).toBe(to);
    }
  });

  it('answers a page past the last, an unknown category and a page that is no number with the 404 page', async () => {
    for (const path of [
      '/blog/page/3',
      '/blog/page/10001',
      '/blog/page/99999999999',
      '/blog/page/two',
      '/blog/page/02',
      '/blog/category/no-such-category',
      '/blog/category/local-seo/page/3',
      '/blog/page/3?q=meta+sample',
    ]) {
      const res = await site.visitor.get(path);
      expect(res.status, path).toBe(404);
      expect(title(res.text), path).toMatch(/^404 Page Not Found/);
    }
  });

  it('refuses search text longer than the blog accepts with a 400, not a 500', async () => {
    const res = await site.visitor.get(`/blog/page/2?q=${'a'.repeat(201)}`);
    expect(res.status).toBe(400);
  });
});
