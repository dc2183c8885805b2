import type { EntityManager } from '@mikro-orm/postgresql';
import { parsePage } from '@app/builder-engine';
import { writeSnapshot } from '../builder/builder-page-log.ts';
import { sanitizeArticleHtml } from '../content/html-sanitizer.ts';
import { BuilderPageRow } from '../entities/builder-page.entity.ts';
import { BlogPost } from '../entities/blog-post.entity.ts';
import { SEED_BLOG_POSTS } from './seed-data/blog-posts.ts';
import { SEED_BUILDER_PAGES } from './seed-data/builder-pages.ts';

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
    // Written and last changed on its publication date: not the moment this database was seeded (dateModified).
    const published = new Date(`${post.publishedAt}T09:00:00Z`);
    tx.create(BlogPost, {
      slug: post.slug,
      title: post.title,
      excerpt: post.excerpt,
      content: sanitizeArticleHtml(post.content),
      imageUrl: post.image,
      author: post.author,
      publishedAt: published,
      createdAt: published,
      updatedAt: published,
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

/** The default builder pages at version 0 (each with its first snapshot), skipping a slug already in use. */
async function installBuilderPages(tx: EntityManager): Promise<void> {
  for (const seedPage of SEED_BUILDER_PAGES) {
    // The engine checks the tree as it would any stored page, so a bad default fails the start loudly.
    const parsed = parsePage({ id: seedPage.slug, ...seedPage });
    if (!parsed.ok) throw new Error(`The default builder page '${seedPage.slug}' is invalid: ${parsed.error.message}`);
    if ((await tx.count(BuilderPageRow, { slug: seedPage.slug })) > 0) continue;
    const row = tx.create(BuilderPageRow, { name: seedPage.name, slug: seedPage.slug, meta: { ...seedPage.meta } });
    await tx.flush();
    await writeSnapshot(tx, row.id, 0, parsed.page.elements);
  }
}

/**
 * Inserts whatever initial content is missing; running it again changes nothing. (The seven built-in
 * pages are rows the page-content migration inserts, so they exist before any seed.)
 */
export async function seed(em: EntityManager): Promise<void> {
  await seedOnce(em, 'blog-posts-v1', installBlogPosts);
  await seedOnce(em, 'builder-pages-v1', installBuilderPages);
}
