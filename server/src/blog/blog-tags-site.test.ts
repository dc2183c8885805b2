// Tags through the whole site: saved by the blog editor (and refused with a reason), shown with the article, listed on
// the tag's page (its head, its moves and 404s), kept by working copies and revisions, and in the sitemap.
import type { AdminBlogPost, BlogPostDetail, BlogTagPage } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCacheOf } from '../cache/read-cache.ts';
import { rawRequest } from '../test/raw-request.ts';
import { metaContent } from '../test/served-html.ts';
import { startSiteTestServer, type SiteTestServer } from '../test/site-server.ts';
import { trpcData, trpcQuery } from '../test/trpc-query.ts';

const ORIGIN = 'https://www.localrank.example';
let site: SiteTestServer;

beforeAll(async () => {
  site = await startSiteTestServer();
}, 120_000);

afterAll(() => site?.close());

const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

/** A new post with `slug`, published with `tags`. */
async function publishedWith(slug: string, tags: string[]): Promise<AdminBlogPost> {
  const created = trpcData<AdminBlogPost>(await site.admin.post('/trpc/blogAdmin.create', {}));
  const saved = trpcData<AdminBlogPost>(
    await site.admin.post('/trpc/blogAdmin.update', { id: created.id, baseRevision: created.revision, title: slug, slug, tags }),
  );
  return trpcData<AdminBlogPost>(await site.admin.post('/trpc/blogAdmin.publish', { id: saved.id, baseRevision: saved.revision }));
}

describe('tags on posts', () => {
  it('are saved by the editor, trimmed, and refused with a reason a writer can act on', async () => {
    const post = await publishedWith('tagged-by-editor', ['  Google Maps ', 'Reviews']);
    expect(post.tags).toEqual(['Google Maps', 'Reviews']);
    const refusals: Array<[unknown, string]> = [
      [Array.from({ length: 21 }, (_, n) => `tag ${n}`), 'A post may have at most 20 tags.'],
      [['x'.repeat(51)], 'A tag must be at most 50 characters.'],
      [['Maps', 'MAPS'], 'The tag "MAPS" is there twice (tags ignore case).'],
    ];
    for (const [tags, message] of refusals) {
      const res = await site.admin.post('/trpc/blogAdmin.update', { id: post.id, baseRevision: post.revision, tags });
      expect(res.status).toBe(400);
      expect(res.json.error.message).toContain(message);
    }
  });

  it('show with the article, and the tag’s page lists its public articles newest first', async () => {
    const article = trpcData<BlogPostDetail>(await trpcQuery(site.visitor, 'blogPost.bySlug', { slug: 'tagged-by-editor' }));
    expect(article.tags).toEqual(['Google Maps', 'Reviews']);
    await publishedWith('second-map-post', ['google maps']);
    const page = trpcData<BlogTagPage>(await trpcQuery(site.visitor, 'blogPost.byTag', { tag: 'google-maps' }));
    expect(page.tag).toEqual({ key: 'google-maps', name: 'google maps' });
    expect(page.posts.map((post) => post.slug)).toEqual(['second-map-post', 'tagged-by-editor']);
    expect(page.total).toBe(2);
    expect((await trpcQuery(site.visitor, 'blogPost.byTag', { tag: 'no-such-tag' })).status).toBe(404);
    expect((await trpcQuery(site.visitor, 'blogPost.byTag', { tag: 'Not A Key' })).status).toBe(400);
  });

  it('give each tag page its title, description and canonical URL; page 1 moves, unknown tags and pages are 404', async () => {
    await site.server.orm.em.getConnection().execute(`insert into blog_posts (title, slug, content, status, published_at, tags, seo)
                select 'Review post ' || i, 'review-post-' || i, '<p>x</p>', 'published', timestamptz '2020-01-01' - i * interval '1 hour',
                       '["Reviews"]', '{}' from generate_series(1, 13) as i`);
    readCacheOf(site.server.orm).invalidate('blog');
    const first = await site.visitor.get('/blog/tag/reviews');
    expect(first.status).toBe(200);
    expect(title(first.text)).toBe('Articles tagged &quot;Reviews&quot; · LocalRank Blog');
    expect(canonical(first.text)).toBe(`${ORIGIN}/blog/tag/reviews`);
    expect(metaContent(first.text, 'name', 'description')).toMatch(
      /^14 articles of the LocalRank blog tagged (&quot;|")Reviews(&quot;|")\.$/,
    );
    const second = await site.visitor.get('/blog/tag/reviews/page/2');
    expect(second.status).toBe(200);
    expect(canonical(second.text)).toBe(`${ORIGIN}/blog/tag/reviews/page/2`);
    expect(metaContent(second.text, 'name', 'description')).toContain('Page 2 of 2.');
    const moved = await rawRequest(site.server.baseUrl, 'GET', '/blog/tag/reviews/page/1');
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe('/blog/tag/reviews');
    for (const path of ['/blog/tag/reviews/page/3', '/blog/tag/no-such-tag', '/blog/tag/re_views', '/blog/tag/reviews/page/0'])
      expect((await site.visitor.get(path)).status, path).toBe(404);
  });

  it('are in the sitemap, one page per tag with a public article', async () => {
    const sitemap = (await site.visitor.get('/sitemap.xml')).text;
    for (const path of ['/blog/tag/google-maps', '/blog/tag/reviews']) expect(sitemap).toContain(`<loc>${ORIGIN}${path}</loc>`);
    expect(sitemap).not.toContain('/blog/tag/no-such-tag');
  });

  it('change on a live post in its working copy, and go public with Update; a revision brings them back', async () => {
    const live = trpcData<AdminBlogPost>(
      await trpcQuery(site.admin, 'blogAdmin.byId', { id: (await publishedWith('copy-tags', ['Old Tag'])).id }),
    );
    const edited = trpcData<AdminBlogPost>(
      await site.admin.post('/trpc/blogAdmin.update', { id: live.id, baseRevision: live.revision, tags: ['New Tag'] }),
    );
    expect(edited.tags).toEqual(['New Tag']);
    expect(edited.workingCopy?.live.tags).toEqual(['Old Tag']);
    expect(trpcData<BlogPostDetail>(await trpcQuery(site.visitor, 'blogPost.bySlug', { slug: 'copy-tags' })).tags).toEqual(['Old Tag']);
    const applied = trpcData<AdminBlogPost>(
      await site.admin.post('/trpc/blogAdmin.applyChanges', { id: live.id, baseRevision: edited.revision }),
    );
    expect(trpcData<BlogPostDetail>(await trpcQuery(site.visitor, 'blogPost.bySlug', { slug: 'copy-tags' })).tags).toEqual(['New Tag']);
    expect((await trpcQuery(site.visitor, 'blogPost.byTag', { tag: 'old-tag' })).status).toBe(404);
    const restored = await site.admin.post('/trpc/blogAdmin.restoreRevision', {
      id: live.id,
      revision: live.revision,
      baseRevision: applied.revision,
    });
    expect(restored.status, restored.text).toBe(200);
    expect((restored.json.result.data as AdminBlogPost).tags).toEqual(['Old Tag']);
  });

  it('of other letters than Latin are saved, with their own address (percent-encoded): the page, its head, its move and the sitemap', async () => {
    const post = await publishedWith('tagged-in-other-letters', ['Кафе', '日本']);
    expect(post.tags).toEqual(['Кафе', '日本']);
    const page = trpcData<BlogTagPage>(await trpcQuery(site.visitor, 'blogPost.byTag', { tag: 'кафе' }));
    expect(page.tag).toEqual({ key: 'кафе', name: 'Кафе' });
    expect(page.posts.map((each) => each.slug)).toEqual(['tagged-in-other-letters']);
    expect((await trpcQuery(site.visitor, 'blogPost.byTag', { tag: 'Кафе' })).status).toBe(400);
    const cafe = '/blog/tag/%D0%BA%D0%B0%D1%84%D0%B5';
    const served = await site.visitor.get(cafe);
    expect(served.status).toBe(200);
    expect(title(served.text)).toBe('Articles tagged &quot;Кафе&quot; · LocalRank Blog');
    expect(canonical(served.text)).toBe(`${ORIGIN}${cafe}`);
    const japan = '/blog/tag/%E6%97%A5%E6%9C%AC';
    expect((await site.visitor.get(japan)).status).toBe(200);
    const moved = await rawRequest(site.server.baseUrl, 'GET', `${japan}/page/1`);
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe(japan);
    // One address per tag: a capital spelling of the key is no page.
    expect((await site.visitor.get('/blog/tag/%D0%9A%D0%B0%D1%84%D0%B5')).status).toBe(404);
    const sitemap = (await site.visitor.get('/sitemap.xml')).text;
    for (const path of [cafe, japan]) expect(sitemap).toContain(`<loc>${ORIGIN}${path}</loc>`);
  });
});
