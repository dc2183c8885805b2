import { may, roleLabel, type PublicUser } from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { BlogPost } from '../entities/blog-post.entity.ts';
import { AppError } from '../errors.ts';
import { postNotFound } from './blog-post-save.ts';

/** What a call does to a post: reads it, changes or deletes it, or publishes, schedules or unpublishes it. */
export type PostAction = 'read' | 'edit' | 'publish';

/**
 * Whether `user` sees every post (editors and up) or only the posts they created (authors and contributors);
 * the blog manager's list and every call on one post follow it.
 */
export function seesEveryPost(user: Pick<PublicUser, 'role'>): boolean {
  return may(user.role, 'allContent');
}

/**
 * Refuses `action` on `post` by `user` unless their role allows it: editors and up may do anything to any post;
 * an author anything to their own; a contributor may read their own and change or delete it only while it has
 * never been published (403 otherwise) and is not in review (409), and never publish. Someone else's post, which an author or contributor
 * cannot list, is a 404 for them, as an unknown id is.
 */
export function requirePostAccess(post: BlogPost, user: Pick<PublicUser, 'id' | 'role'>, action: PostAction): void {
  if (seesEveryPost(user)) return;
  if (post.createdById !== user.id) throw postNotFound(post.id);
  if (may(user.role, 'publishPosts') || action === 'read') return;
  const role = roleLabel(user.role);
  if (action === 'publish') {
    throw new AppError(403, `Your role (${role}) cannot publish, schedule or unpublish posts: an author or editor publishes them.`);
  }
  if (post.everPublished) {
    throw new AppError(403, `Your role (${role}) cannot change a post that has been published: ask an editor to change it.`);
  }
  if (post.reviewState === 'in_review') {
    throw new AppError(409, 'This post is in review: withdraw it from review to change it, or wait for an editor.');
  }
}

/** The post `id` as `user` may `action` it: 404 when unknown (or not theirs to see), 403 when their role refuses. */
export async function findPostFor(
  em: EntityManager,
  id: number,
  user: Pick<PublicUser, 'id' | 'role'>,
  action: PostAction,
): Promise<BlogPost> {
  const post = await em.findOne(BlogPost, { id }, { populate: ['featuredImage'] });
  if (!post) throw postNotFound(id);
  requirePostAccess(post, user, action);
  return post;
}
