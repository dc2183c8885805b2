import type { BlogListPage } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlogPost } from '../../entities/blog-post.entity.ts';
import { SEED_BLOG_POSTS } from '../../startup/seed-data/blog-posts.ts';
import { seed } from '../../startup/seed.ts';
import { publicBlogSlugs } from '../../test/public-blog.ts';
import { startTestServer, TestClient, type TestServer } from '../../test/test-server.ts';
import { trpcQuery } from '../../test/trpc-query.ts';

let server: TestServer;
let c: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  c = new TestClient(server.baseUrl);
});

afterAll(async () => {
  await server?.close();
});

const query = (path: string, input?: unknown) => trpcQuery(c, path, input);

describe('blogPost.list', () => {
  it('lists the nine seeded posts, published, the featured one apart, newest first, with what the cards show', async () => {
    const res = await query('blogPost.list');
    expect(res.status).toBe(200);
    const page = res.json.result.data as BlogListPage;
    expect(page).toMatchObject({ page: 1, pageCount: 1, pageSize: 12, total: 8, category: null, q: '' });
    expect(page.featured?.slug).toBe('ultimate-guide-local-seo-2025');
    const posts = [page.featured!, ...page.posts];
    expect(posts.map((p) => p.slug).sort()).toEqual(SEED_BLOG_POSTS.map((p) => p.slug).sort());
    const dates = page.posts.map((p) => p.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(page.posts.some((p) => p.featured)).toBe(false);
    for (const post of posts) {
      expect(post).toMatchObject({
        title: expect.any(String),
        excerpt: expect.any(String),
        author: expect.any(String),
        readTime: expect.stringMatching(/^\d+ min read$/),
        image: `/images/blog/${post.slug}.svg`,
      });
      expect(post.categories.length).toBeGreaterThan(0);
      expect(post).not.toHaveProperty('content');
    }
  });

  it('answers a category page, and a search with the passages that matched', async () => {
    const category = (await query('blogPost.list', { category: 'case-studies' })).json.result.data as BlogListPage;
    expect(category.featured).toBeNull();
    expect(category.total).toBeGreaterThan(0);
    expect(category.posts.every((p) => p.categories.includes('Case Studies'))).toBe(true);
    const search = (await query('blogPost.list', { q: 'reviews' })).json.result.data as BlogListPage;
    expect(search.total).toBeGreaterThan(0);
    expect(search.posts.some((p) => p.snippet?.some((part) => part.match))).toBe(true);
  });

  it('refuses a page, category or search no blog page can have with a 400 that says why', async () => {
    for (const [input, message] of [
      [{ page: 0 }, 'Page must be a whole number of 1 or more.'],
      [{ page: 'two' }, 'Page must be a whole number of 1 or more.'],
      [{ category: 'Local SEO' }, 'That is not one of the blog’s categories.'],
      [{ q: 'x'.repeat(201) }, 'Search text can be at most 200 characters.'],
    ] as const) {
      const res = await query('blogPost.list', input);
      expect(res.status).toBe(400);
      expect(res.text).toContain(message);
    }
  });

  it('hides drafts', async () => {
    const em = server.orm.em.fork();
    em.create(BlogPost, { title: 'Secret draft', slug: 'secret-draft', content: '<p>Not yet</p>', status: 'draft' });
    await em.flush();
    expect(await publicBlogSlugs(c)).not.toContain('secret-draft');
    const detail = await query('blogPost.bySlug', { slug: 'secret-draft' });
    expect(detail.status).toBe(404);
  });
});

describe('blogPost.bySlug', () => {
  it('returns the full sanitised article, its SEO and three related posts', async () => {
    const res = await query('blogPost.bySlug', { slug: 'ultimate-guide-local-seo-2025' });
    expect(res.status).toBe(200);
    const post = res.json.result.data;
    expect(post.title).toBe('The Ultimate Guide to Local SEO in 2025');
    expect(post.content).toMatch(/<h2>/);
    expect(post.content).not.toMatch(/<script|on\w+=|javascript:/i);
    expect(post.seo).toMatchObject({ twitterCard: 'summary_large_image', canonicalUrl: '/blog/ultimate-guide-local-seo-2025' });
    expect(post.related).toHaveLength(3);
    expect(post.related.map((r: { slug: string }) => r.slug)).not.toContain(post.slug);
  });

  it('answers 404 with a readable message for an unknown slug and 400 for an empty one', async () => {
    const missing = await query('blogPost.bySlug', { slug: 'no-such-post' });
    expect(missing.status).toBe(404);
    expect(missing.json.error.message).toBe('That article does not exist or is no longer published.');
    const empty = await query('blogPost.bySlug', { slug: '' });
    expect(empty.status).toBe(400);
    expect(empty.json.error.message).toBe('A slug is required');
  });
});

describe('seeding', () => {
  it('installs the posts once: a deleted post is not re-created on the next start', async () => {
    const em = server.orm.em.fork();
    await em.nativeDelete(BlogPost, { slug: 'geo-grid-tracking-guide' });
    await seed(server.orm.em.fork());
    expect(await server.orm.em.fork().count(BlogPost, { slug: 'geo-grid-tracking-guide' })).toBe(0);
  });
});
