import type { EntityManager } from '@mikro-orm/postgresql';
import { sanitizeArticleHtml } from '../content/html-sanitizer.ts';
import { BlogPost } from '../entities/blog-post.entity.ts';
import { Page } from '../entities/page.entity.ts';
import { SEED_BLOG_POSTS } from './seed-data/blog-posts.ts';

/** The website's pages as first installed; the admin tools edit them later. */
const INITIAL_PAGES: ReadonlyArray<Pick<Page, 'name' | 'slug'>> = [
  { name: 'Home', slug: 'home' },
  { name: 'Features', slug: 'features' },
  { name: 'Use Cases', slug: 'use-cases' },
  { name: 'Pricing', slug: 'pricing' },
  { name: 'About', slug: 'about' },
  { name: 'Contact', slug: 'contact' },
  { name: 'Blog', slug: 'blog' },
];

/**
 * Runs `install` once per database: the run is recorded in seed_runs in the same transaction, so
 * content an admin later deletes is not installed again on the next start.
 */
async function seedOnce(em: EntityManager, name: string, install: (tx: EntityManager) => Promise<void>): Promise<void> {
  await em.transactional(async (tx) => {
    const claimed = await tx
      .getConnection()
      .execute('insert into seed_runs (name) values (?) on conflict do nothing returning name', [name], 'all', tx.getTransactionContext());
    if (claimed.length === 0) return;
    await install(tx);
  });
}

/** The nine launch articles, sanitised, published on their dates. */
async function installBlogPosts(tx: EntityManager): Promise<void> {
  const taken = new Set((await tx.find(BlogPost, {}, { fields: ['slug'] })).map((post) => post.slug));
  for (const post of SEED_BLOG_POSTS) {
    if (taken.has(post.slug)) continue;
    tx.create(BlogPost, {
      slug: post.slug,
      title: post.title,
      excerpt: post.excerpt,
      content: sanitizeArticleHtml(post.content),
      imageUrl: post.image,
      author: post.author,
      publishedAt: new Date(`${post.publishedAt}T09:00:00Z`),
      status: 'published',
      readTime: post.readTime,
      categories: post.categories,
      featured: post.featured,
      seo: {
        ...(post.metaDescription ? { metaDescription: post.metaDescription } : {}),
        ...(post.keywords ? { keywords: post.keywords } : {}),
        canonicalUrl: `/blog/${post.slug}`,
      },
    });
  }
  await tx.flush();
}

/** Inserts whatever initial content is missing; running it again changes nothing. */
export async function seed(em: EntityManager): Promise<void> {
  const existing = new Set((await em.find(Page, {}, { fields: ['slug'] })).map((page) => page.slug));
  for (const page of INITIAL_PAGES) {
    if (!existing.has(page.slug)) em.create(Page, { ...page, content: {}, meta: {}, isActive: true });
  }
  await em.flush();
  await seedOnce(em, 'blog-posts-v1', installBlogPosts);
}
