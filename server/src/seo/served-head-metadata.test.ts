import { articleBreadcrumb, PAGE_META } from '@app/contracts';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_BLOG_POSTS } from '../startup/seed-data/blog-posts.ts';
import { metaContent } from '../test/served-html.ts';
import { startSiteTestServer, type SiteTestServer } from '../test/site-server.ts';

const ORIGIN = 'https://www.localrank.example';
const PUBLIC_DIR = fileURLToPath(new URL('../../../web/public', import.meta.url));

let site: SiteTestServer;

beforeAll(async () => {
  site = await startSiteTestServer();
});

afterAll(() => site?.close());

/** The JSON-LD blocks of served HTML, by their @type. */
function jsonLd(html: string): Map<string, Record<string, unknown>> {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
  return new Map(blocks.map((block) => [String(block['@type']), block]));
}

const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

/** Every public path the server knows a page for: the static pages (not the account's) and the seeded articles. */
const PUBLIC_PATHS = [
  ...Object.keys(PAGE_META).filter((path) => !path.startsWith('/dashboard')),
  ...SEED_BLOG_POSTS.map((post) => `/blog/${post.slug}`),
];

describe('the head of every public page', () => {
  it('links the blog RSS feed', async () => {
    for (const path of [...PUBLIC_PATHS, '/no-such-page']) {
      const html = (await site.visitor.get(path)).text;
      expect(html, path).toContain(
        `<link rel="alternate" type="application/rss+xml" title="LocalRank Blog" href="${ORIGIN}/blog/rss.xml" />`,
      );
    }
  });

  it('names a raster 1200x630 share image that exists, with its size and a description, for Open Graph and Twitter', async () => {
    for (const path of PUBLIC_PATHS) {
      const html = (await site.visitor.get(path)).text;
      for (const [attr, key] of [
        ['property', 'og:image'],
        ['name', 'twitter:image'],
      ] as const) {
        const url = metaContent(html, attr, key);
        expect(url, `${path} ${key}`).toMatch(new RegExp(`^${ORIGIN}/images/(share|blog)/[a-z0-9-]+\\.jpg$`));
        expect(existsSync(PUBLIC_DIR + url!.slice(ORIGIN.length)), `${url} exists`).toBe(true);
        expect(metaContent(html, attr, `${key}:alt`), `${path} ${key}:alt`).toBeTruthy();
      }
      expect(metaContent(html, 'property', 'og:image:width'), path).toBe('1200');
      expect(metaContent(html, 'property', 'og:image:height'), path).toBe('630');
    }
  });
});

describe('a seeded article', () => {
  it('was last modified on its publication date, not when the database was seeded', async () => {
    for (const post of SEED_BLOG_POSTS) {
      const html = (await site.visitor.get(`/blog/${post.slug}`)).text;
      const article = jsonLd(html).get('Article')!;
      expect(article.datePublished).toBe(`${post.publishedAt}T09:00:00.000Z`);
      expect(article.dateModified, post.slug).toBe(article.datePublished);
      expect(metaContent(html, 'property', 'article:modified_time')).toBe(article.datePublished);
    }
  });

  it('carries a BreadcrumbList of the breadcrumb it shows (Home, Blog, the article)', async () => {
    const post = SEED_BLOG_POSTS[3]!;
    const html = (await site.visitor.get(`/blog/${post.slug}`)).text;
    expect(jsonLd(html).get('BreadcrumbList')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: articleBreadcrumb(post).map((step, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: step.name,
        item: `${ORIGIN}${step.path}`,
      })),
    });
    expect(articleBreadcrumb(post).map((step) => step.name)).toEqual(['Home', 'Blog', post.title]);
  });

  it('has no BreadcrumbList on pages without a breadcrumb', async () => {
    expect(jsonLd((await site.visitor.get('/pricing')).text).has('BreadcrumbList')).toBe(false);
  });
});

describe('the not-found page', () => {
  it('names no canonical URL and no og:url, for an unknown path or an unknown article', async () => {
    for (const path of ['/no-such-page', '/blog/no-such-post', '/features/nested/unknown']) {
      const res = await site.visitor.get(path);
      expect(res.status, path).toBe(404);
      expect(canonical(res.text), path).toBeUndefined();
      expect(metaContent(res.text, 'property', 'og:url'), path).toBeUndefined();
      expect(metaContent(res.text, 'name', 'robots')).toBe('noindex, follow');
    }
    // Real pages keep theirs.
    expect(canonical((await site.visitor.get('/pricing')).text)).toBe(`${ORIGIN}/pricing`);
  });
});
