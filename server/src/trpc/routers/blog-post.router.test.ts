import type { BlogPostSummary } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlogPost } from '../../entities/blog-post.entity.ts';
import { SEED_BLOG_POSTS } from '../../startup/seed-data/blog-posts.ts';
import { seed } from '../../startup/seed.ts';
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
  it('lists the nine seeded posts, published, newest first, with what the cards show', async () => {
    const res = await query('blogPost.list');
    expect(res.status).toBe(200);
    const posts = res.json.result.data as BlogPostSummary[];
    expect(posts.map((p) => p.slug).sort()).toEqual(SEED_BLOG_POSTS.map((p) => p.slug).sort());
    const dates = posts.map((p) => p.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const featured = posts.filter((p) => p.featured);
    expect(featured.map((p) => p.slug)).toEqual(['ultimate-guide-local-seo-2025']);
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

  it('hides drafts', async () => {
    const em = server.orm.em.fork();
    em.create(BlogPost, { title: 'Secret draft', slug: 'secret-draft', content: '<p>Not yet</p>', status: 'draft' });
    await em.flush();
    const posts = (await query('blogPost.list')).json.result.data as Array<{ slug: string }>;
    expect(posts.some((p) => p.slug === 'secret-draft')).toBe(false);
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
