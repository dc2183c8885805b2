import type { EntityManager } from '@mikro-orm/postgresql';
import { sanitizeArticleHtml } from '../content/html-sanitizer.ts';
import { BlogPost } from '../entities/blog-post.entity.ts';
import { SEED_BLOG_POSTS } from './seed-data/blog-posts.ts';

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
      // Written by people, so it counts as set by hand.
      readTimeManual: true,
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

/**
 * Inserts whatever initial content is missing; running it again changes nothing. (The seven built-in
 * pages are rows the page-content migration inserts, so they exist before any seed.)
 */
export async function seed(em: EntityManager): Promise<void> {
  await seedOnce(em, 'blog-posts-v1', installBlogPosts);
}
