import type { BlogPostDetail, BlogPostSummary } from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { BlogPost } from '../entities/blog-post.entity.ts';
import { AppError } from '../errors.ts';
import { toBlogPostDetail, toBlogPostSummary } from './blog-post.mapper.ts';

/** How many related posts an article shows. */
export const RELATED_POSTS = 3;

/** Published posts, newest first. */
export async function listPublishedPosts(em: EntityManager): Promise<BlogPostSummary[]> {
  const posts = await em.find(
    BlogPost,
    { status: 'published' },
    { orderBy: { publishedAt: 'desc', id: 'desc' }, populate: ['featuredImage'] },
  );
  return posts.map(toBlogPostSummary);
}

/**
 * A published post by slug with up to three related posts (those sharing a category first, then the
 * newest). An unknown or unpublished slug is a 404.
 */
export async function getPublishedPost(
  em: EntityManager,
  slug: string,
): Promise<BlogPostDetail & { related: BlogPostSummary[] }> {
  const post = await em.findOne(BlogPost, { slug, status: 'published' }, { populate: ['featuredImage'] });
  if (!post) throw new AppError(404, 'That article does not exist or is no longer published.');
  const others = (await listPublishedPosts(em)).filter((other) => other.slug !== slug);
  const shared = (other: BlogPostSummary) => other.categories.filter((c) => post.categories.includes(c)).length;
  const related = others
    .map((other, index) => ({ other, score: shared(other), index }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, RELATED_POSTS)
    .map(({ other }) => other);
  return { ...toBlogPostDetail(post), related };
}
