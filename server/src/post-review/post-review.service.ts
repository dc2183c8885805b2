import { may, roleLabel, type PostReview, type PublicUser } from '@app/contracts';
import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { recordActivity } from '../activity/activity.service.ts';
import { now } from '../clock.ts';
import { BlogPost } from '../entities/blog-post.entity.ts';
import { User } from '../entities/user.entity.ts';
import { AppError } from '../errors.ts';
import { postNotFound } from '../blog/blog-post-save.ts';
import { postLink } from '../activity/activity-links.ts';
import { findPostFor, requirePostAccess } from '../blog/post-access.ts';

/** What a review call changed, for the notices and the e-mail sent after it commits. */
export interface ReviewChange {
  post: { id: number; title: string };
  review: PostReview | null;
}

/** A post's review as the editor shows it (null when it is neither in review nor sent back). */
async function reviewOf(em: EntityManager, post: BlogPost): Promise<PostReview | null> {
  if (post.reviewState === null || post.status === 'published') return null;
  const by = post.reviewById ? await em.findOne(User, { id: post.reviewById }, { fields: ['name', 'username'] }) : null;
  return {
    state: post.reviewState,
    note: post.reviewState === 'sent_back' ? post.reviewNote : null,
    by: by ? by.name || by.username : null,
    at: post.reviewAt?.toISOString() ?? null,
  };
}

/** The review of post `id` as `user` may read it (404 as the blog manager's own reads). */
export async function getPostReview(em: EntityManager, id: number, user: PublicUser): Promise<PostReview | null> {
  return reviewOf(em, await findPostFor(em, id, user, 'read'));
}

/** Post `id` locked for a review change, readable by `user` (404 otherwise). */
async function lockPost(tx: EntityManager, id: number, user: PublicUser): Promise<BlogPost> {
  const post = await tx.findOne(BlogPost, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!post) throw postNotFound(id);
  requirePostAccess(post, user, 'read');
  return post;
}

/** Runs one review change of post `id` in a transaction, recorded in the activity log. */
async function changeReview(
  em: EntityManager,
  id: number,
  user: PublicUser,
  change: (post: BlogPost) => { kind: 'blog.submitted' | 'blog.withdrawn' | 'blog.sent-back'; summary: string },
): Promise<ReviewChange> {
  return em.transactional(async (tx) => {
    const post = await lockPost(tx, id, user);
    const record = change(post);
    post.reviewById = user.id;
    post.reviewAt = now();
    await tx.flush();
    await recordActivity(tx, user, { ...record, link: postLink(post.id) });
    return { post: { id: post.id, title: post.title }, review: await reviewOf(tx, post) };
  });
}

/**
 * Submit for review: a contributor's own draft goes to the editors (its status reads "In review"). 404 for someone
 * else's post; 400 for a role that publishes its own posts; 409 when it is published or already in review.
 */
export function submitForReview(em: EntityManager, id: number, user: PublicUser): Promise<ReviewChange> {
  return changeReview(em, id, user, (post) => {
    if (may(user.role, 'publishPosts')) {
      throw new AppError(400, `Your role (${roleLabel(user.role)}) publishes its own posts: there is no review to submit to.`);
    }
    if (post.everPublished || post.status === 'published') {
      throw new AppError(409, 'This post has been published: it cannot go back into review. Ask an editor to change it.');
    }
    if (post.reviewState === 'in_review') throw new AppError(409, 'This post is already in review: an editor has been told.');
    post.reviewState = 'in_review';
    post.reviewNote = null;
    return { kind: 'blog.submitted', summary: `Submitted the post "${post.title}" for review` };
  });
}

/** Withdraw from review: the contributor takes their post back to change it (a draft again). 409 unless in review. */
export function withdrawFromReview(em: EntityManager, id: number, user: PublicUser): Promise<ReviewChange> {
  return changeReview(em, id, user, (post) => {
    if (may(user.role, 'allContent')) {
      throw new AppError(400, 'An editor sends a post back with a note instead of withdrawing it (Send back).');
    }
    if (post.reviewState !== 'in_review' || post.status === 'published') {
      throw new AppError(409, 'This post is not in review, so there is nothing to withdraw.');
    }
    post.reviewState = null;
    post.reviewNote = null;
    return { kind: 'blog.withdrawn', summary: `Withdrew the post "${post.title}" from review` };
  });
}

/** Send back (editors and up): a post in review returns to its contributor as a draft with `note`. 409 unless in review. */
export function sendBackForChanges(em: EntityManager, id: number, note: string, user: PublicUser): Promise<ReviewChange> {
  return changeReview(em, id, user, (post) => {
    if (!may(user.role, 'allContent')) throw new AppError(403, 'Only an editor or higher role can send a post back.');
    if (post.reviewState !== 'in_review' || post.status === 'published') {
      throw new AppError(409, 'This post is not in review: only a post submitted for review can be sent back.');
    }
    post.reviewState = 'sent_back';
    post.reviewNote = note;
    return { kind: 'blog.sent-back', summary: `Sent the post "${post.title}" back to its contributor` };
  });
}

/** How many posts wait for review (the sidebar's count for editors and up). */
export async function countInReview(em: EntityManager): Promise<number> {
  const [row] = await em
    .getConnection()
    .execute<Array<{ total: number }>>(
      `select count(*)::integer as total from blog_posts where review_state = 'in_review' and status <> 'published'`,
      [],
      'all',
      em.getTransactionContext(),
    );
  return row?.total ?? 0;
}
