import { PAGE_META, type SavePageInput } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteTestServer } from '../test/site-server.ts';
import type { TestClient, TestServer } from '../test/test-server.ts';
import { initialState, metaContent } from '../test/served-html.ts';

let server: TestServer;
let admin: TestClient;
let visitor: TestClient;
const ORIGIN = 'https://www.localrank.example';

beforeAll(async () => {
  ({ server, admin, visitor } = await startSiteTestServer());
});

afterAll(async () => {
  await server?.close();
});

function title(html: string): string | undefined {
  return /<title>(.*?)<\/title>/.exec(html)?.[1];
}

function canonical(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
}

async function save(input: SavePageInput) {
  const res = await admin.post('/trpc/page.save', input);
  expect(res.status, res.text).toBe(200);
  return res.json.result.data;
}

describe('the served head of an editable page', () => {
  it('carries the saved title, description, keywords, canonical, Open Graph and Twitter tags', async () => {
    await save({
      slug: 'pricing',
      baseVersion: 0,
      seo: {
        title: 'LocalRank pricing: plans for every local business & agency',
        description: 'Compare Starter, Growth, Pro and Enterprise.',
        keywords: 'local seo pricing, gbp software',
        canonicalUrl: '/pricing-plans',
        ogTitle: 'Plans from $29',
        ogDescription: 'Fourteen days free.',
        ogImage: '/images/share/pricing.png',
        twitterCard: 'summary',
        twitterTitle: 'Pricing on LocalRank',
        twitterDescription: 'No credit card needed.',
        twitterImage: 'https://cdn.example.com/pricing-card.png',
      },
    });
    const res = await visitor.get('/pricing');
    expect(res.status).toBe(200);
    const html = res.text;
    expect(title(html)).toBe('LocalRank pricing: plans for every local business &amp; agency');
    expect(metaContent(html, 'name', 'description')).toBe('Compare Starter, Growth, Pro and Enterprise.');
    expect(metaContent(html, 'name', 'keywords')).toBe('local seo pricing, gbp software');
    expect(canonical(html)).toBe(`${ORIGIN}/pricing-plans`);
    expect(metaContent(html, 'property', 'og:url')).toBe(`${ORIGIN}/pricing-plans`);
    expect(metaContent(html, 'property', 'og:title')).toBe('Plans from $29');
    expect(metaContent(html, 'property', 'og:description')).toBe('Fourteen days free.');
    expect(metaContent(html, 'property', 'og:image')).toBe(`${ORIGIN}/images/share/pricing.png`);
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary');
    expect(metaContent(html, 'name', 'twitter:title')).toBe('Pricing on LocalRank');
    expect(metaContent(html, 'name', 'twitter:description')).toBe('No credit card needed.');
    expect(metaContent(html, 'name', 'twitter:image')).toBe('https://cdn.example.com/pricing-card.png');
  });

  it('keeps the defaults for fields left empty, and has no keywords tag without keywords', async () => {
    await save({ slug: 'about', baseVersion: 0, seo: { title: 'About the LocalRank team' } });
    const html = (await visitor.get('/about')).text;
    expect(title(html)).toBe('About the LocalRank team');
    expect(metaContent(html, 'name', 'description')).toBe(PAGE_META['/about'].description);
    expect(canonical(html)).toBe(`${ORIGIN}/about`);
    expect(metaContent(html, 'name', 'keywords')).toBeUndefined();
    // Social titles fall back to the page's (saved) title, the card type to the large image.
    expect(metaContent(html, 'property', 'og:title')).toBe('About the LocalRank team');
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');

    await save({ slug: 'about', baseVersion: 1, seo: { title: '' } });
    expect(title((await visitor.get('/about')).text)).toBe(PAGE_META['/about'].title);
  });

  it('escapes saved text so it cannot break out of the head', async () => {
    await save({
      slug: 'features',
      baseVersion: 0,
      seo: { title: '</title><script>alert(1)</script>', description: '"><script>alert(2)</script>' },
    });
    const html = (await visitor.get('/features')).text;
    expect(html).not.toContain('<script>alert');
    expect(title(html)).toBe('&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it("embeds the page's saved edits in the initial state (also under a trailing slash), and none for other pages", async () => {
    const edits = { 'hero.title': { text: 'Edits from the first byte' }, 'hero.image': { src: '/images/x.svg', alt: 'X' } };
    await save({ slug: 'contact', baseVersion: 0, edits });
    for (const path of ['/contact', '/contact/']) {
      const state = initialState((await visitor.get(path)).text);
      expect(state).toEqual({
        user: null,
        page: expect.objectContaining({ slug: 'contact', path: '/contact', version: 1, edits, seo: {} }),
      });
    }
    expect(initialState((await visitor.get('/terms')).text)).toEqual({ user: null });
    expect(initialState((await visitor.get('/blog/ultimate-guide-local-seo-2025')).text)).toEqual({ user: null });
  });

  it("puts a blog article's keywords in the head too", async () => {
    const html = (await visitor.get('/blog/ultimate-guide-local-seo-2025')).text;
    expect(metaContent(html, 'name', 'keywords')).toBeTruthy();
  });
});
