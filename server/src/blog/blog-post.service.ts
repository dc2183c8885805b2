import type { BlogPostDetail, BlogPostSummary } from '@app/contracts';
import { raw, type EntityManager } from '@mikro-orm/postgresql';
import { readCacheOf, type Loaded } from '../cache/read-cache.ts';
import { now } from '../clock.ts';
import { BlogPost } from '../entities/blog-post.entity.ts';
import { BlogSlugRedirect } from '../entities/blog-slug-redirect.entity.ts';
import { AppError } from '../errors.ts';
import { toBlogPostDetail, toBlogPostSummary } from './blog-post.mapper.ts';
import { INDEXABLE_POST_SQL, publicPostFilter } from './public-post.ts';
import { relatedPostIds } from './related-posts.ts';

/** How many related posts an article shows. */
export const RELATED_POSTS = 3;

/**
 * The newest `limit` public posts that may be indexed (the RSS feed's items: a noindex post is left out), from the
 * read cache, kept until a blog write or the next scheduled publication time, whichever comes first.
 */
export function newestFeedPosts(em: EntityManager, limit: number): Promise<BlogPostSummary[]> {
  return readCacheOf(em).read('blog', `feed:${limit}`, () => untilNextPublication(em, loadNewestPosts(em, limit)));
}

/** A blog read to cache, expiring when the next scheduled post goes public (and changes what is public). */
export async function untilNextPublication<T>(em: EntityManager, value: Promise<T>): Promise<Loaded<T>> {
  const [loaded, expiresAt] = await Promise.all([value, nextScheduledPublication(em)]);
  return { value: loaded, expiresAt };
}

/**
 * When the next post waiting at `at` goes public (epoch ms): a first publication, or the end of a time offline. The
 * cached blog reads expire then, and the publish scheduler wakes then.
 */
export async function nextScheduledPublication(em: EntityManager, at: Date = now()): Promise<number | undefined> {
  const rows = await em.getConnection().execute<Array<{ next: Date | string | null }>>(
    `select least((select min(published_at) from blog_posts where status = 'published' and published_at > ?),
                  (select min(offline_until) from blog_posts where status = 'published' and offline_until > ?)) as next`,
    [at, at],
  );
  const next = rows[0]?.next;
  return next === null || next === undefined ? undefined : new Date(next).getTime();
}

async function loadNewestPosts(em: EntityManager, limit: number): Promise<BlogPostSummary[]> {
  const posts = await em.find(
    BlogPost,
    { ...publicPostFilter(now()), [raw(INDEXABLE_POST_SQL)]: true },
    // A summary needs no body: leave the largest column in the database.
    { orderBy: { publishedAt: 'desc', id: 'desc' }, limit, populate: ['featuredImage'], exclude: ['content'] },
  );
  return posts.map(toBlogPostSummary);
}

/** The 404 of an article that is not public. */
function articleNotFound(): AppError {
  return new AppError(404, 'That article does not exist or is no longer published.');
}

/** A public post by slug (from the read cache); an unknown, unpublished or not yet due slug is a 404. */
export async function getPublishedPost(em: EntityManager, slug: string): Promise<BlogPostDetail> {
  // An unknown slug is cached too (as null): it may be a post scheduled for later.
  const post = await readCacheOf(em).read('blog', `post:${slug}`, () =>
    untilNextPublication(
      em,
      em
        .findOne(BlogPost, { ...publicPostFilter(now()), slug }, { populate: ['featuredImage'] })
        .then((found) => (found ? toBlogPostDetail(found) : null)),
    ),
  );
  if (!post) throw articleNotFound();
  return post;
}

/** The current slug of the public post that once had `oldSlug` (renamed while published), or null. */
export async function findMovedSlug(em: EntityManager, oldSlug: string): Promise<string | null> {
  const redirect = await em.findOne(BlogSlugRedirect, { oldSlug });
  if (!redirect) return null;
  const post = await em.findOne(BlogPost, { ...publicPostFilter(now()), id: redirect.postId }, { fields: ['slug'] });
  return post?.slug ?? null;
}

/**
 * A public post by its slug or by an old slug it had; `redirectedFrom` names the old slug asked for,
 * so a client can move to the post's current URL. Anything else is a 404.
 */
export async function getPublishedPostOrMoved(
  em: EntityManager,
  slug: string,
): Promise<BlogPostDetail & { redirectedFrom: string | null }> {
  try {
    return { ...(await getPublishedPost(em, slug)), redirectedFrom: null };
  } catch (error) {
    if (!(error instanceof AppError && error.status === 404)) throw error;
    const moved = await findMovedSlug(em, slug);
    if (!moved) throw error;
    return { ...(await getPublishedPost(em, moved)), redirectedFrom: slug };
  }
}

/**
 * Up to three other public posts: those sharing the most categories first, then the newest. Read through the index
 * of category sets (related-posts.ts: a bounded number of rows at any archive size) and kept in the read cache per post.
 */
export function relatedPosts(em: EntityManager, post: Pick<BlogPostSummary, 'slug' | 'categories'>): Promise<BlogPostSummary[]> {
  return readCacheOf(em).read('blog', `related:${post.slug}`, () =>
    untilNextPublication(
      em,
      relatedPostIds(em, post, now(), RELATED_POSTS).then((ids) => summariesInOrder(em, ids)),
    ),
  );
}

/**
 * The summaries of the posts with these ids, in the order of `ids` (one query, bodies left in the database).
 * An id whose post is gone meanwhile is skipped.
 */
export async function summariesInOrder(em: EntityManager, ids: readonly number[]): Promise<BlogPostSummary[]> {
  if (ids.length === 0) return [];
  const posts = await em.find(BlogPost, { id: { $in: [...ids] } }, { populate: ['featuredImage'], exclude: ['content'] });
  const byId = new Map(posts.map((post) => [post.id, toBlogPostSummary(post)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
