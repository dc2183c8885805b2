import { addCommand } from '@app/builder-engine';
import type { AdminBlogPost } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedStep, newBuilderPage, pageIdOf } from '../test/builder-client.ts';
import { metaContent } from '../test/served-html.ts';
import { startSiteTestServer, type SiteTestServer } from '../test/site-server.ts';

// Issue 29: a post's, a built-in page's or a builder page's robots setting ('noindex', 'nofollow' or both) is
// honoured in its head, the sitemap and the RSS feed, and a change shows at once (the cached reads are emptied).

const ORIGIN = 'https://www.localrank.example';

let site: SiteTestServer;

beforeAll(async () => {
  site = await startSiteTestServer();
});

afterAll(() => site?.close());

async function mutate<T>(procedure: string, input: unknown): Promise<T> {
  const res = await site.admin.post(`/trpc/${procedure}`, input);
  expect(res.status, `${procedure}: ${res.text}`).toBe(200);
  return res.json.result.data as T;
}

const robotsOf = async (path: string) => metaContent((await site.visitor.get(path)).text, 'name', 'robots');
const canonicalOf = async (path: string) => /<link rel="canonical" href="([^"]*)"/.exec((await site.visitor.get(path)).text)?.[1];
const sitemap = async () => (await site.visitor.get('/sitemap.xml')).text;
const feed = async () => (await site.visitor.get('/blog/rss.xml')).text;
const loc = (path: string) => `<loc>${ORIGIN}${path}</loc>`;

describe('a post', () => {
  const path = '/blog/opening-hours-for-the-holidays';
  let post: AdminBlogPost;
  const saveSeo = async (seo: Record<string, string>) => {
    const edited = await mutate<AdminBlogPost>('blogAdmin.update', { id: post.id, baseRevision: post.revision, seo });
    // The post is live: its SEO settings reach visitors on Update.
    post = await mutate<AdminBlogPost>('blogAdmin.applyChanges', { id: edited.id, baseRevision: edited.revision });
  };

  beforeAll(async () => {
    const created = await mutate<AdminBlogPost>('blogAdmin.create', {});
    const saved = await mutate<AdminBlogPost>('blogAdmin.update', {
      id: created.id,
      baseRevision: created.revision,
      title: 'Opening hours for the holidays',
      slug: 'opening-hours-for-the-holidays',
      excerpt: 'When the shop is open over the holidays.',
      content: '<p>We open late on the 24th.</p>',
      categories: ['local-seo'],
    });
    post = await mutate<AdminBlogPost>('blogAdmin.publish', { id: saved.id, baseRevision: saved.revision });
  });

  it('is indexed, in the sitemap and in the feed by default', async () => {
    expect(await robotsOf(path)).toBe('index, follow');
    expect(await sitemap()).toContain(loc(path));
    expect(await feed()).toContain(`<link>${ORIGIN}${path}</link>`);
  });

  it('saved as noindex: unindexed in its head (keeping its canonical URL), and left out of the sitemap and the feed', async () => {
    await saveSeo({ robots: 'noindex' });
    expect(await robotsOf(path)).toBe('noindex, follow');
    expect(await canonicalOf(path)).toBe(`${ORIGIN}${path}`);
    expect(await sitemap()).not.toContain(loc(path));
    expect(await feed()).not.toContain(`${ORIGIN}${path}`);
    // Other posts stay listed.
    expect(await sitemap()).toContain(loc('/blog/ultimate-guide-local-seo-2025'));
    expect(await feed()).toContain('<item>');
  });

  it('saved as noindex and nofollow: both in its head', async () => {
    await saveSeo({ robots: 'noindex,nofollow' });
    expect(await robotsOf(path)).toBe('noindex, nofollow');
    expect(await sitemap()).not.toContain(loc(path));
  });

  it('saved as nofollow only: indexed, listed again in the sitemap and the feed, its links not followed', async () => {
    await saveSeo({ robots: 'nofollow' });
    expect(await robotsOf(path)).toBe('index, nofollow');
    expect(await sitemap()).toContain(loc(path));
    expect(await feed()).toContain(`<link>${ORIGIN}${path}</link>`);
  });

  it('back to the default: index, follow', async () => {
    await saveSeo({ robots: '' });
    expect(await robotsOf(path)).toBe('index, follow');
  });
});

describe('a built-in page', () => {
  let version = 0;
  const saveSeo = async (slug: string, seo: Record<string, string>) => {
    const saved = await mutate<{ version: number }>('page.save', { slug, baseVersion: version, edits: {}, seo });
    version = saved.version;
  };

  it('saved as noindex,nofollow: both in its head, out of the sitemap; restored: back in', async () => {
    expect(await robotsOf('/pricing')).toBe('index, follow');
    expect(await sitemap()).toContain(loc('/pricing'));

    await saveSeo('pricing', { robots: 'noindex,nofollow' });
    expect(await robotsOf('/pricing')).toBe('noindex, nofollow');
    // As the admin screens, a noindex page keeps its canonical URL (only the 404 page has none).
    expect(await canonicalOf('/pricing')).toBe(`${ORIGIN}/pricing`);
    const listed = await sitemap();
    expect(listed).not.toContain(loc('/pricing'));
    expect(listed).toContain(loc('/features'));

    await saveSeo('pricing', { robots: '' });
    expect(await robotsOf('/pricing')).toBe('index, follow');
    expect(await sitemap()).toContain(loc('/pricing'));
  });

  it("/blog's setting covers the blog's listing pages, as their heads follow /blog's", async () => {
    version = 0;
    await saveSeo('blog', { robots: 'noindex' });
    expect(await robotsOf('/blog')).toBe('noindex, follow');
    expect(await robotsOf('/blog/category/local-seo')).toBe('noindex, follow');
    const listed = await sitemap();
    expect(listed).not.toContain(loc('/blog'));
    expect(listed).not.toContain(loc('/blog/category/local-seo'));
    // The posts are pages of their own, with their own settings.
    expect(listed).toContain(loc('/blog/ultimate-guide-local-seo-2025'));
    await saveSeo('blog', { robots: '' });
    expect(await sitemap()).toContain(loc('/blog/category/local-seo'));
  });
});

describe('a builder page', () => {
  let pageId: number;
  const path = '/winter-sale';
  const saveMeta = (meta: Record<string, string>) => mutate('builderPage.update', { pageId, meta });

  beforeAll(async () => {
    pageId = await newBuilderPage(site.admin, 'winter-sale');
    await acceptedStep(
      site.admin,
      pageId,
      0,
      addCommand(null, { id: 'sale-title', type: 'heading', name: 'Heading', content: 'Winter sale', style: {}, children: [] }),
    );
    await mutate('builderPage.publish', { pageId });
  });

  it('takes the SEO fields of the built-in pages from its meta: keywords, canonical, Open Graph, Twitter', async () => {
    await saveMeta({
      title: 'Winter sale · LocalRank',
      description: 'Half price on every plan until January.',
      keywords: 'winter sale, local seo',
      canonicalUrl: '/pricing',
      ogTitle: 'The winter sale',
      ogDescription: 'Half price, this winter only.',
      twitterCard: 'summary',
      twitterTitle: 'Winter sale on Twitter',
    });
    const html = (await site.visitor.get(path)).text;
    expect(metaContent(html, 'name', 'keywords')).toBe('winter sale, local seo');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/pricing" />`);
    expect(metaContent(html, 'property', 'og:title')).toBe('The winter sale');
    expect(metaContent(html, 'property', 'og:description')).toBe('Half price, this winter only.');
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary');
    expect(metaContent(html, 'name', 'twitter:title')).toBe('Winter sale on Twitter');
    expect(metaContent(html, 'name', 'robots')).toBe('index, follow');
    expect(await sitemap()).toContain(loc(path));
  });

  it('saved as noindex: unindexed in its head and left out of the sitemap; as nofollow: listed, not followed', async () => {
    await saveMeta({ robots: 'noindex' });
    expect(await robotsOf(path)).toBe('noindex, follow');
    expect(await sitemap()).not.toContain(loc(path));

    await saveMeta({ robots: 'nofollow' });
    expect(await robotsOf(path)).toBe('index, nofollow');
    expect(await sitemap()).toContain(loc(path));
  });

  it("at a built-in page's path, its own setting wins over the built-in page's", async () => {
    const features = await pageIdOf(site.admin, 'features');
    await mutate('page.save', { slug: 'features', baseVersion: 0, edits: {}, seo: { robots: 'noindex' } });
    expect(await robotsOf('/features')).toBe('noindex, follow');
    expect(await sitemap()).not.toContain(loc('/features'));

    await mutate('builderPage.publish', { pageId: features, confirmedAddresses: ['/features'] });
    expect(await robotsOf('/features')).toBe('index, follow');
    expect(await sitemap()).toContain(loc('/features'));

    await mutate('builderPage.update', { pageId: features, meta: { robots: 'noindex' } });
    expect(await robotsOf('/features')).toBe('noindex, follow');
    expect(await sitemap()).not.toContain(loc('/features'));
    await mutate('builderPage.unpublish', { pageId: features, confirmedAddresses: ['/features'] });
  });
});
