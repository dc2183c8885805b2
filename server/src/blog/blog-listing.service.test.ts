import { BLOG_PAGE_SIZE, blogListInputSchema, type BlogListInput } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterWrite } from '../cache/after-write.ts';
import type { Orm } from '../db/orm.ts';
import { createMigratedTestOrm, type TestOrm } from '../test/test-database.ts';
import { listBlogPage } from './blog-listing.service.ts';
import { newestFeedPosts, relatedPosts } from './blog-post.service.ts';

/**
 * 40 public posts (ids 1-40, post 40 the newest), every fourth one in Local SEO, post 7 marked featured, plus a draft
 * and a post scheduled for tomorrow that no list may show. Bodies are HTML, as the editor saves them.
 */
async function insertPosts(orm: Orm): Promise<void> {
  await orm.em.getConnection().execute(`
    insert into blog_posts (title, slug, excerpt, content, status, published_at, categories, featured, seo)
    select 'Post ' || n, 'post-' || n, 'Excerpt of post ' || n,
           '<p>Body of post ' || n || '.</p>' ||
             case when n = 3 then '<p>We <strong>photographed</strong> the storefronts of bakeries &amp; florists.</p>' else '' end,
           'published', timestamptz '2025-01-01' + n * interval '1 day',
           case when n % 4 = 0 then '["Local SEO", "Tutorials"]'::jsonb else '["Case Studies"]'::jsonb end,
           n = 7, '{}'
      from generate_series(1, 40) as n;
    insert into blog_posts (title, slug, content, status, published_at, categories, seo) values
      ('Draft about photographing', 'a-draft', '<p>photographing</p>', 'draft', now(), '["Local SEO"]', '{}'),
      ('Scheduled about photographing', 'a-scheduled', '<p>photographing</p>', 'published', now() + interval '1 day', '["Local SEO"]', '{}');
    insert into blog_posts (title, slug, excerpt, content, status, published_at, categories, seo) values
      ('Photographing your listing', 'title-hit', 'Pictures that sell', '<p>Nothing else.</p>', 'published', '2024-06-01', '["Tutorials"]', '{}'),
      ('An older note', 'excerpt-hit', 'A word on photographs', '<p>Nothing else.</p>', 'published', '2024-05-01', '["Tutorials"]', '{}'),
      ('How to win the map pack', 'stop-words', 'Step by step', '<p>Nothing else.</p>', 'published', '2024-04-01', '["Tutorials"]', '{}');
  `);
  afterWrite(orm.em, ['blog_posts']);
}

const page = (orm: Orm, input: BlogListInput) => listBlogPage(orm.em.fork(), blogListInputSchema.parse(input));
const slugs = (posts: Array<{ slug: string }>) => posts.map((post) => post.slug);

for (const embedded of [false, true]) {
  describe(`the public blog's pages on ${embedded ? 'the embedded PostgreSQL' : 'PostgreSQL'}`, () => {
    let database: TestOrm;
    let orm: Orm;

    beforeAll(async () => {
      database = await createMigratedTestOrm({ embedded });
      orm = database.orm;
      await insertPosts(orm);
    });

    afterAll(() => database?.close());

    it('lists the newest 12 with the featured post apart on page 1, and the rest on later pages', async () => {
      const first = await page(orm, {});
      expect(first.featured?.slug).toBe('post-7');
      // 43 public posts, the featured one apart: 42 in the list, 4 pages of 12.
      expect(first).toMatchObject({ total: 42, page: 1, pageCount: 4, pageSize: BLOG_PAGE_SIZE, category: null, q: '' });
      expect(slugs(first.posts)).toEqual([
        'post-40',
        'post-39',
        'post-38',
        'post-37',
        'post-36',
        'post-35',
        'post-34',
        'post-33',
        'post-32',
        'post-31',
        'post-30',
        'post-29',
      ]);
      expect(first.posts.every((post) => post.snippet === null && !('content' in post))).toBe(true);

      const later = await page(orm, { page: 3 });
      expect(later.featured).toBeNull();
      expect(slugs(later.posts)).toEqual([
        'post-16',
        'post-15',
        'post-14',
        'post-13',
        'post-12',
        'post-11',
        'post-10',
        'post-9',
        'post-8',
        'post-6',
        'post-5',
        'post-4',
      ]);
      const last = await page(orm, { page: 4 });
      expect(slugs(last.posts)).toEqual(['post-3', 'post-2', 'post-1', 'title-hit', 'excerpt-hit', 'stop-words']);
      const past = await page(orm, { page: 5 });
      expect(past).toMatchObject({ posts: [], total: 42, pageCount: 4, page: 5 });
    });

    it('lists a category by its key, the featured post among the others', async () => {
      const localSeo = await page(orm, { category: 'local-seo' });
      expect(localSeo.featured).toBeNull();
      expect(localSeo).toMatchObject({ total: 10, pageCount: 1, category: 'local-seo' });
      expect(slugs(localSeo.posts)).toEqual([
        'post-40',
        'post-36',
        'post-32',
        'post-28',
        'post-24',
        'post-20',
        'post-16',
        'post-12',
        'post-8',
        'post-4',
      ]);
      const caseStudies = await page(orm, { category: 'case-studies', page: 3 });
      expect(caseStudies).toMatchObject({ total: 30, pageCount: 3 });
      expect(slugs(caseStudies.posts)).toEqual(['post-7', 'post-6', 'post-5', 'post-3', 'post-2', 'post-1']);
      expect((await page(orm, { category: 'industry-news' })).total).toBe(0);
    });

    it('finds a word of the body in another form, with the passage that matched marked', async () => {
      const found = await page(orm, { q: 'photographing' });
      // The body of post 3 (photographed), a title (photographing) and an excerpt (photographs): one stem.
      expect(found.total).toBe(3);
      expect(new Set(slugs(found.posts))).toEqual(new Set(['post-3', 'title-hit', 'excerpt-hit']));
      const hit = found.posts.find((post) => post.slug === 'post-3');
      expect(hit?.snippet?.filter((part) => part.match).map((part) => part.text)).toEqual(['photographed']);
      // Tags are gone from the passage and entities read as text.
      expect(hit?.snippet?.map((part) => part.text).join('')).toContain('storefronts of bakeries & florists');
      expect(hit?.snippet?.map((part) => part.text).join('')).not.toMatch(/<|strong/);
      // Never a draft or a post still scheduled.
      expect(slugs(found.posts)).not.toContain('a-draft');
      expect(slugs(found.posts)).not.toContain('a-scheduled');
    });

    it('ranks a match in the title above one in the excerpt above one in the body', async () => {
      const found = await page(orm, { q: 'photograph' });
      expect(slugs(found.posts)).toEqual(['title-hit', 'excerpt-hit', 'post-3']);
    });

    it('reads the search as a web search: phrases, exclusions, or', async () => {
      expect(slugs((await page(orm, { q: '"storefronts of bakeries"' })).posts)).toEqual(['post-3']);
      expect(new Set(slugs((await page(orm, { q: 'photograph -pictures' })).posts))).toEqual(new Set(['excerpt-hit', 'post-3']));
      expect(new Set(slugs((await page(orm, { q: 'florists or "map pack"' })).posts))).toEqual(new Set(['post-3', 'stop-words']));
    });

    it('searches within a category, and pages the results', async () => {
      expect(slugs((await page(orm, { q: 'photograph', category: 'tutorials' })).posts)).toEqual(['title-hit', 'excerpt-hit']);
      const body = await page(orm, { q: 'body' });
      expect(body).toMatchObject({ total: 40, pageCount: 4 });
      expect(body.posts).toHaveLength(12);
      const lastPage = await page(orm, { q: 'body', page: 4 });
      expect(lastPage.posts).toHaveLength(4);
      expect(await page(orm, { q: 'body', page: 9 })).toMatchObject({ posts: [], total: 40, pageCount: 4 });
    });

    it('offers the articles using a word close to a mistyped one no article has, flagged as close matches', async () => {
      const typo = await page(orm, { q: 'photgraphing' });
      // 'photgraph' is in no post: 'photograph' (title, excerpt and body words alike) stands in for it.
      expect(typo).toMatchObject({ closeMatches: true, total: 3, pageCount: 1 });
      expect(slugs(typo.posts)).toEqual(['title-hit', 'excerpt-hit', 'post-3']);
      expect(typo.posts[2]?.snippet?.filter((part) => part.match).map((part) => part.text)).toEqual(['photographed']);
      // Never a draft's or a scheduled post's, however close.
      expect(slugs((await page(orm, { q: 'Scheduled about photgraphing' })).posts)).not.toContain('a-scheduled');
      // Within the category asked for.
      expect(await page(orm, { q: 'photgraphing', category: 'local-seo' })).toMatchObject({ posts: [], total: 0, closeMatches: false });
      // An exact match is never mixed with close ones.
      expect((await page(orm, { q: 'photographing' })).closeMatches).toBe(false);
    });

    it('finds titles and excerpts by text made only of stop words, and nothing for text no post has', async () => {
      expect(slugs((await page(orm, { q: 'how to' })).posts)).toEqual(['stop-words']);
      expect(await page(orm, { q: 'zyzzyva' })).toMatchObject({ posts: [], total: 0, pageCount: 1, closeMatches: false });
      // Search syntax characters are text, not an error.
      expect((await page(orm, { q: `'&|!():*<-> "` })).total).toBe(0);
    });

    it('shows a new post on page 1 after the write that published it', async () => {
      expect(slugs((await page(orm, {})).posts)[0]).toBe('post-40');
      await orm.em.getConnection().execute(
        `insert into blog_posts (title, slug, content, status, published_at, categories, seo)
         values ('Fresh', 'fresh', '<p>fresh</p>', 'published', now() - interval '1 minute', '["Local SEO"]', '{}')`,
      );
      afterWrite(orm.em, ['blog_posts']);
      const first = await page(orm, {});
      expect(slugs(first.posts)[0]).toBe('fresh');
      expect(first.total).toBe(43);
      expect((await page(orm, { category: 'local-seo' })).total).toBe(11);
    });

    it('gives the RSS feed the newest posts and an article its related posts from the database', async () => {
      expect(slugs(await newestFeedPosts(orm.em.fork(), 3))).toEqual(['fresh', 'post-40', 'post-39']);
      // Sharing both categories of post-40 beats sharing one; the newest first among equals.
      const related = await relatedPosts(orm.em.fork(), { slug: 'post-40', categories: ['Local SEO', 'Tutorials'] });
      expect(slugs(related)).toEqual(['post-36', 'post-32', 'post-28']);
    });
  });
}

describe('blogListInputSchema', () => {
  it('refuses what no page can be, in words a person can act on', () => {
    const message = (input: unknown) => blogListInputSchema.safeParse(input).error?.issues[0]?.message;
    expect(message({ page: 0 })).toBe('Page must be a whole number of 1 or more.');
    expect(message({ page: 1.5 })).toBe('Page must be a whole number of 1 or more.');
    expect(message({ page: 10_001 })).toBe('Page must be at most 10000.');
    expect(message({ category: 'Local SEO' })).toBe('That is not one of the blog’s categories.');
    expect(message({ q: 'x'.repeat(201) })).toBe('Search text can be at most 200 characters.');
    expect(blogListInputSchema.parse(undefined)).toEqual({ page: 1, category: null, q: '' });
    expect(blogListInputSchema.parse({ q: '  map  ' }).q).toBe('map');
  });
});
