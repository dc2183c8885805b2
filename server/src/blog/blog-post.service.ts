import type { BlogPostDetail, BlogPostSummary } from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { now } from '../clock.ts';
import { BlogPost } from '../entities/blog-post.entity.ts';
import { BlogSlugRedirect } from '../entities/blog-slug-redirect.entity.ts';
import { AppError } from '../errors.ts';
import { toBlogPostDetail, toBlogPostSummary } from './blog-post.mapper.ts';

/** How many related posts an article shows. */
export const RELATED_POSTS = 3;

/**
 * The posts the public sees: published, with a publish time that has come. Compared with the injectable
 * clock on every read (no timer, no cache), so a scheduled post goes live on every instance at its time.
 */
export function publicPostFilter(): { status: 'published'; publishedAt: { $lte: Date } } {
  return { status: 'published', publishedAt: { $lte: now() } };
}

/** Published posts whose time has come, newest first. */
export async function listPublishedPosts(em: EntityManager): Promise<BlogPostSummary[]> {
  const posts = await em.find(
    BlogPost,
    publicPostFilter(),
    // A summary needs no body: leave the largest column in the database.
    { orderBy: { publishedAt: 'desc', id: 'desc' }, populate: ['featuredImage'], exclude: ['content'] },
  );
  return posts.map(toBlogPostSummary);
}

/** The 404 of an article that is not public. */
function articleNotFound(): AppError {
  return new AppError(404, 'That article does not exist or is no longer published.');
}

/** A public post by slug; an unknown, unpublished or not yet due slug is a 404. */
export async function getPublishedPost(em: EntityManager, slug: string): Promise<BlogPostDetail> {
  const post = await em.findOne(BlogPost, { ...publicPostFilter(), slug }, { populate: ['featuredImage'] });
  if (!post) throw articleNotFound();
  return toBlogPostDetail(post);
}

/** The current slug of the public post that once had `oldSlug` (renamed while published), or null. */
export async function findMovedSlug(em: EntityManager, oldSlug: string): Promise<string | null> {
  const redirect = await em.findOne(BlogSlugRedirect, { oldSlug });
  if (!redirect) return null;
  const post = await em.findOne(BlogPost, { ...publicPostFilter(), id: redirect.postId }, { fields: ['slug'] });
  return post?.slug ?? null;
}

/**
 * A public post by its slug or by an old slug it had; `redirectedFrom` names the old slug asked for,
 * so a client can move to the post's current URL. Anything else is a 404.
 */
export async function getPublishedPostOrMoved(em: EntityManager, slug: string): Promise<BlogPostDetail & { redirectedFrom: string | null }> {
  try {
    return { ...(await getPublishedPost(em, slug)), redirectedFrom: null };
  } catch (error) {
    if (!(error instanceof AppError && error.status === 404)) throw error;
    const moved = await findMovedSlug(em, slug);
    if (!moved) throw error;
    return { ...(await getPublishedPost(em, moved)), redirectedFrom: slug };
  }
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
