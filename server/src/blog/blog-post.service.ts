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
    // A summary needs no body: leave the largest column in the database.
    { orderBy: { publishedAt: 'desc', id: 'desc' }, populate: ['featuredImage'], exclude: ['content'] },
  );
  return posts.map(toBlogPostSummary);
}

/** A published post by slug; an unknown or unpublished slug is a 404. */
export async function getPublishedPost(em: EntityManager, slug: string): Promise<BlogPostDetail> {
  const post = await em.findOne(BlogPost, { slug, status: 'published' }, { populate: ['featuredImage'] });
  if (!post) throw new AppError(404, 'That article does not exist or is no longer published.');
  return toBlogPostDetail(post);
}

/** Up to three other published posts: those sharing the most categories first, then the newest. */
export async function relatedPosts(em: EntityManager, post: Pick<BlogPostSummary, 'slug' | 'categories'>): Promise<BlogPostSummary[]> {
  const others = (await listPublishedPosts(em)).filter((other) => other.slug !== post.slug);
  const shared = (other: BlogPostSummary) => other.categories.filter((c) => post.categories.includes(c)).length;
  return others
    .map((other, index) => ({ other, score: shared(other), index }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, RELATED_POSTS)
    .map(({ other }) => other);
}
