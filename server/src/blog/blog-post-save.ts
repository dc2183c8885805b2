import { BLOG_REVISIONS_KEPT, readTimeText, type BlogPostFields, type PublicUser } from '@app/contracts';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { recordActivity, type ActivityRecord } from '../activity/activity.service.ts';
import { postLink } from '../activity/activity-links.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sanitizeArticleHtml } from '../content/html-sanitizer.ts';
import { BlogPost } from '../entities/blog-post.entity.ts';
import { BlogPostRevision } from '../entities/blog-post-revision.entity.ts';
import { MediaAsset } from '../entities/media-asset.entity.ts';
import { AppError } from '../errors.ts';
import { snapshotOf } from './blog-admin.mapper.ts';
import { isWaiting } from './public-post.ts';
import { computeReadTime } from './read-time.ts';

/** What made a revision. */
export type RevisionAction = BlogPostRevision['action'];

/** The 404 of a post id that does not exist (any more). */
export function postNotFound(id: number): AppError {
  return new AppError(404, `There is no blog post with id ${id}; it may have been deleted. Reload the list.`);
}

/** The 409 of a slug another post (or another post's old URL) already has. */
export function slugTaken(slug: string): AppError {
  return new AppError(409, `The slug '${slug}' is already used by another post. Choose a different slug.`, {
    fields: { slug: `The slug '${slug}' is already used by another post.` },
  });
}

/**
 * Loads a post for a save inside a transaction, with its row locked so two saves run one after the
 * other; `authorize` refuses a caller whose role may not make the save. A save starting from an older revision than the stored one is a 409: another tab or admin
 * saved first, and nothing is written.
 */
export async function loadForSave(
  tx: EntityManager,
  id: number,
  baseRevision: number,
  authorize: (post: BlogPost) => void = () => {},
): Promise<BlogPost> {
  // Locked without joins: PostgreSQL refuses FOR UPDATE on the nullable side of an outer join.
  const post = await tx.findOne(BlogPost, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!post) throw postNotFound(id);
  // Before the revision check, so a post the caller may not touch says nothing about its revision.
  authorize(post);
  if (baseRevision < post.revision) {
    throw new AppError(
      409,
      `Another tab or admin saved this post first (it is now at revision ${post.revision}; your copy is revision ${baseRevision}). Nothing was overwritten: reload the post, or compare both versions, before saving again.`,
      { details: { kind: 'blogConflict', currentRevision: post.revision } },
    );
  }
  if (baseRevision > post.revision) {
    throw new AppError(
      400,
      `This post is at revision ${post.revision}, so a save cannot start from revision ${baseRevision}. Reload the post and try again.`,
    );
  }
  await tx.populate(post, ['featuredImage']);
  return post;
}

/** Whether `slug` belongs to a post other than `exceptId`. */
export async function slugUsedByOtherPost(tx: EntityManager, slug: string, exceptId: number): Promise<boolean> {
  return (await tx.count(BlogPost, { slug, id: { $ne: exceptId } })) > 0;
}

/** Runs one SQL statement on the transaction's connection. */
export function execute(tx: EntityManager, sql: string, params: unknown[]): Promise<unknown> {
  return tx.getConnection().execute(sql, params, 'run', tx.getTransactionContext());
}

/**
 * Applies an admin's changed fields to a locked post: slug kept unique (409) with the old URL of a
 * published post redirected to the new one, the body sanitised, featured made exclusive, the read time
 * computed from the words unless set by hand. Nothing is flushed here.
 */
export async function applyFields(tx: EntityManager, post: BlogPost, fields: Partial<BlogPostFields>): Promise<void> {
  if (fields.slug !== undefined && fields.slug !== post.slug) {
    if (await slugUsedByOtherPost(tx, fields.slug, post.id)) throw slugTaken(fields.slug);
    // A live post takes precedence over another post's old URL, and a post may return to a slug it had.
    await execute(tx, 'delete from blog_slug_redirects where old_slug = ?', [fields.slug]);
    if (post.status === 'published') {
      await execute(
        tx,
        'insert into blog_slug_redirects (old_slug, post_id) values (?, ?) on conflict (old_slug) do update set post_id = excluded.post_id',
        [post.slug, post.id],
      );
    }
    post.slug = fields.slug;
  }
  if (fields.title !== undefined) post.title = fields.title;
  if (fields.excerpt !== undefined) post.excerpt = fields.excerpt;
  if (fields.author !== undefined) post.author = fields.author;
  if (fields.categories !== undefined) post.categories = [...fields.categories];
  if (fields.tags !== undefined) post.tags = [...fields.tags];
  if (fields.imageUrl !== undefined) post.imageUrl = fields.imageUrl;
  if (fields.seo !== undefined) post.seo = { ...fields.seo };
  if (fields.content !== undefined) post.content = sanitizeArticleHtml(fields.content);
  if (fields.featuredImageId !== undefined) {
    if (fields.featuredImageId === null) post.featuredImage = null;
    else {
      const image = await tx.findOne(MediaAsset, { id: fields.featuredImageId });
      if (!image) {
        throw new AppError(
          400,
          `The featured image (media id ${fields.featuredImageId}) is not in the media library any more. Choose another image.`,
          {
            fields: { featuredImageId: 'That image is not in the media library any more.' },
          },
        );
      }
      post.featuredImage = image;
    }
  }
  if (fields.featured !== undefined) {
    // Exactly one featured post: the others lose the flag in the same transaction, before this row gains it.
    if (fields.featured && !post.featured)
      await execute(tx, 'update blog_posts set featured = false where featured and id <> ?', [post.id]);
    post.featured = fields.featured;
  }
  if (fields.readTimeMinutes !== undefined) {
    post.readTimeManual = fields.readTimeMinutes !== null;
    if (fields.readTimeMinutes !== null) post.readTime = readTimeText(fields.readTimeMinutes);
  }
  if (!post.readTimeManual) post.readTime = computeReadTime(post.content);
}

/** Turns a unique-index failure of a save into the 409 a person can act on. */
function conflictOf(error: unknown, post: BlogPost): unknown {
  if (!(error instanceof UniqueConstraintViolationException)) return error;
  if (error.message.includes('blog_posts_one_featured')) {
    return new AppError(409, 'Another post was made featured at the same moment. Reload and try again.');
  }
  if (error.message.includes('slug')) return slugTaken(post.slug);
  return error;
}

/**
 * Writes a post with its revision number raised by one and keeps that state as a revision (the
 * newest 20 are kept), recording who saved it. Must run inside the transaction that loaded the post.
 */
export async function commitSave(tx: EntityManager, post: BlogPost, action: RevisionAction, user: PublicUser): Promise<void> {
  post.revision += 1;
  post.updatedById = user.id;
  post.updatedAt = new Date();
  await recordRevision(tx, post, action, user);
}

/**
 * Marks whether `post`, as it now stands, waits for a time to come (its first publication, or the end of a time
 * offline) and who scheduled it (`by`): the publish scheduler logs such a post when it goes live. Called by every
 * write that sets a post's status or dates.
 */
export function markScheduled(post: BlogPost, by: number | null, at: Date): void {
  post.scheduled = isWaiting(post, at);
  post.scheduledById = post.scheduled ? by : null;
}

/**
 * The activity-log entry of a revision (created, published or scheduled, unpublished, a live post updated, at once or
 * at its scheduled time); none for an edit or a restore.
 */
function activityOf(post: BlogPost, action: RevisionAction): ActivityRecord | null {
  const title = `"${post.title}"`;
  const link = postLink(post.id);
  if (action === 'created') return { kind: 'blog.created', summary: `Created the post ${title}`, link };
  if (action === 'unpublished') return { kind: 'blog.unpublished', summary: `Unpublished the post ${title}`, link };
  if (action === 'updated') return { kind: 'blog.updated', summary: `Updated the live post ${title} with its changes`, link };
  if (action !== 'published') return null;
  if (post.offlineUntil && post.offlineUntil.getTime() > Date.now())
    return {
      kind: 'blog.scheduled',
      summary: `Took the post ${title} offline until ${post.offlineUntil.toISOString()} (it keeps its date)`,
      link,
    };
  if (post.publishedAt && post.publishedAt.getTime() > Date.now())
    return { kind: 'blog.scheduled', summary: `Scheduled the post ${title} for ${post.publishedAt.toISOString()}`, link };
  return { kind: 'blog.published', summary: `Published the post ${title}`, link };
}

/** Keeps the post's current state as its revision `post.revision` and drops revisions beyond the newest 20. */
export async function recordRevision(tx: EntityManager, post: BlogPost, action: RevisionAction, user: PublicUser): Promise<void> {
  try {
    // The post row first: a new post needs its id, and its unique indexes speak before the revision is kept.
    await tx.flush();
  } catch (error) {
    throw conflictOf(error, post);
  }
  tx.create(BlogPostRevision, { postId: post.id, revision: post.revision, action, snapshot: snapshotOf(post), createdById: user.id });
  await tx.flush();
  const logged = activityOf(post, action);
  if (logged) await recordActivity(tx, user, logged);
  await execute(tx, 'delete from blog_post_revisions where post_id = ? and revision <= ?', [post.id, post.revision - BLOG_REVISIONS_KEPT]);
}
