import {
  DEFAULT_BLOG_CATEGORIES,
  NEW_BLOG_POST,
  type AdminBlogPost,
  type PublicUser,
  type publishBlogPostInputSchema,
  type unpublishBlogPostInputSchema,
  type updateBlogPostInputSchema,
  type workingCopyInputSchema,
  type BlogPostFields,
} from '@app/contracts';
import { countImagesLackingAlt, missingAltMessage } from '@app/contracts/article-images';
import { recordActivity } from '../activity/activity.service.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { afterWrite } from '../cache/after-write.ts';
import { now } from '../clock.ts';
import { BlogPost } from '../entities/blog-post.entity.ts';
import { User } from '../entities/user.entity.ts';
import { AppError } from '../errors.ts';
import { removePostAnalysis, storePostAnalyses } from '../seo-report/post-analysis.ts';
import { toAdminPost } from './blog-admin.mapper.ts';
import {
  applyFields,
  commitSave,
  loadForSave,
  markScheduled,
  postNotFound,
  recordRevision,
  type RevisionAction,
} from './blog-post-save.ts';
import { discardWorkingCopy, saveWorkingCopy, takeWorkingCopy, withWorkingCopy } from './blog-working-copy.ts';
import { findPostFor, requirePostAccess } from './post-access.ts';
import { followTitle, freeSlug } from './slug-follow.ts';

/** A post's editor view with the name of whoever saved it last, and its working copy (a live post's edits) on top. */
async function adminView(em: EntityManager, post: BlogPost): Promise<AdminBlogPost> {
  const editor = post.updatedById ? await em.findOne(User, { id: post.updatedById }, { fields: ['name', 'username'] }) : null;
  return withWorkingCopy(em, post, toAdminPost(post, now(), editor ? editor.name || editor.username : null));
}

/** The editor's view of post `id` as stored now (after a write made with raw SQL). */
export async function freshView(em: EntityManager, id: number): Promise<AdminBlogPost> {
  const post = await em.findOne(BlogPost, { id }, { populate: ['featuredImage'], refresh: true });
  if (!post) throw postNotFound(id);
  return adminView(em, post);
}

/** One post for the editor; an unknown id (or another's post, for an author or contributor) is a 404. */
export async function getAdminPost(em: EntityManager, id: number, user: PublicUser): Promise<AdminBlogPost> {
  return adminView(em, await findPostFor(em, id, user, 'read'));
}

/** New Post: a draft titled 'New Blog Post' with a unique slug, dated now, '3 min read', written and owned by `user`. */
export async function createPost(em: EntityManager, user: PublicUser): Promise<AdminBlogPost> {
  const post = await em.transactional(async (tx) => {
    // One New Post at a time, so two admins clicking together get -2 and -3, not a unique-index failure.
    await tx.getConnection().execute('select pg_advisory_xact_lock(hashtext(?))', ['blog-new-post'], 'all', tx.getTransactionContext());
    const created = tx.create(BlogPost, {
      title: NEW_BLOG_POST.title,
      slug: await freeSlug(tx, NEW_BLOG_POST.slug, null),
      excerpt: '',
      content: '',
      author: user.name || user.username,
      publishedAt: now(),
      status: 'draft',
      readTime: NEW_BLOG_POST.readTime,
      updatedById: user.id,
      createdById: user.id,
    });
    await recordRevision(tx, created, 'created', user);
    await storePostAnalyses(tx, [created], 'save');
    return created;
  });
  afterWrite(em, ['blog_posts']);
  return adminView(em, post);
}

/** A parsed `blogAdmin.update` input. */
export type UpdatePostCommand = z.output<typeof updateBlogPostInputSchema>;

/**
 * One save of a post by `user` (whose role must allow it: see post-access.ts): locked at `baseRevision` (stale 409),
 * changed by `change`, written with a new revision recorded as `action`, all in one transaction.
 */
export async function saveAt(
  em: EntityManager,
  target: { id: number; baseRevision: number },
  user: PublicUser,
  action: RevisionAction,
  change: (tx: EntityManager, post: BlogPost) => Promise<void> | void,
): Promise<AdminBlogPost> {
  const post = await em.transactional(async (tx) => {
    const access = action === 'published' || action === 'unpublished' || action === 'updated' ? 'publish' : 'edit';
    const locked = await loadForSave(tx, target.id, target.baseRevision, (found) => requirePostAccess(found, user, access));
    await writeSave(tx, locked, user, action, change);
    return locked;
  });
  // A new slug keeps the old one as a redirect.
  afterWrite(em, ['blog_posts', 'blog_slug_redirects']);
  return adminView(em, post);
}

/**
 * Saves changed fields of a post at `target.baseRevision` (409 when stale or the slug is taken): a live (published or
 * scheduled) post's go to its working copy and visitors keep the published text (no revision is kept); a draft's are
 * written, its slug following its title while it may (slug-follow.ts), and kept as a revision recorded as `action`.
 */
export async function saveEdits(
  em: EntityManager,
  target: { id: number; baseRevision: number },
  user: PublicUser,
  action: 'saved' | 'restored',
  fields: Partial<BlogPostFields>,
): Promise<AdminBlogPost> {
  const live = await em.transactional(async (tx) => {
    const post = await loadForSave(tx, target.id, target.baseRevision, (found) => requirePostAccess(found, user, 'edit'));
    if (post.status !== 'published') return false;
    await saveWorkingCopy(tx, post, fields, user.id);
    return true;
  });
  if (live) return freshView(em, target.id);
  // A restored revision brings back its own slug: it neither follows the title nor marks the slug as typed.
  return saveAt(em, target, user, action, async (tx, post) =>
    applyFields(tx, post, action === 'saved' ? await followTitle(tx, post, fields) : fields),
  );
}

/** The 400 of a post going (or staying) public with images that have no alt text; nothing is written. */
export function requireImageAlt(post: BlogPost): void {
  const missing = countImagesLackingAlt(post.content);
  if (missing > 0) throw new AppError(400, missingAltMessage(missing), { fields: { content: missingAltMessage(missing) } });
}

/** Saves the changed fields of a post at `baseRevision` (see `saveEdits`); the status stays. */
export function updatePost(em: EntityManager, input: UpdatePostCommand, user: PublicUser): Promise<AdminBlogPost> {
  const { id, baseRevision, ...fields } = input;
  return saveEdits(em, { id, baseRevision }, user, 'saved', fields);
}

/**
 * Update: copies a live post's working copy onto it (what visitors see changes now), kept as a revision 'updated';
 * the working copy is gone after. Whoever may publish the post may update it (403 otherwise); a draft, or a post
 * without changes, is a 400; every image needs alt text (400).
 */
export function applyChanges(em: EntityManager, input: z.output<typeof workingCopyInputSchema>, user: PublicUser): Promise<AdminBlogPost> {
  return saveAt(em, input, user, 'updated', updateFromWorkingCopy);
}

/**
 * What Update (now or at its scheduled time) does to the locked live `post`: its working copy copied onto it (400 for
 * a draft or a post without changes; every image needs alt text, 400). Nothing is flushed.
 */
export async function updateFromWorkingCopy(tx: EntityManager, post: BlogPost): Promise<void> {
  if (post.status !== 'published') {
    throw new AppError(400, 'This post is a draft: Save Draft saves its changes, and Publish puts it on the website.');
  }
  if (!(await takeWorkingCopy(tx, post))) {
    throw new AppError(400, 'There are no changes to update: visitors already see this version of the post.');
  }
  requireImageAlt(post);
}

/**
 * A save's writes on the `post` locked in `tx`, as `user`: `change`, then the post with a new revision recorded as
 * `action`, and its SEO report's row. The caller declares the written tables once the transaction commits.
 */
export async function writeSave(
  tx: EntityManager,
  post: BlogPost,
  user: PublicUser,
  action: RevisionAction,
  change: (tx: EntityManager, post: BlogPost) => Promise<void> | void,
): Promise<void> {
  await change(tx, post);
  await commitSave(tx, post, action, user);
  // The SEO report's row is written with the save, in its transaction.
  await storePostAnalyses(tx, [post], 'save');
}

/** Discard changes: drops a live post's working copy, so the editor shows what visitors see again. */
export async function discardChanges(
  em: EntityManager,
  input: z.output<typeof workingCopyInputSchema>,
  user: PublicUser,
): Promise<AdminBlogPost> {
  await em.transactional(async (tx) => {
    const post = await loadForSave(tx, input.id, input.baseRevision, (found) => requirePostAccess(found, user, 'edit'));
    await discardWorkingCopy(tx, post, user.id);
  });
  return freshView(em, input.id);
}

/**
 * Publishes a post now, or at `at` (a future time schedules it: public from then on, on every instance). A post that
 * has already gone live keeps its date: scheduling it takes it offline until `at` (unless `newDate` makes `at` its
 * date), and publishing it now ends such a time offline. A live post's working copy goes live with it. Every image of its content needs alt text (400 otherwise).
 */
export function publishPost(
  em: EntityManager,
  input: z.output<typeof publishBlogPostInputSchema>,
  user: PublicUser,
): Promise<AdminBlogPost> {
  return saveAt(em, input, user, 'published', async (tx, post) => {
    // What the editor shows is what goes live: a live post's working copy with it.
    await takeWorkingCopy(tx, post);
    requireImageAlt(post);
    const at = now();
    const hasGoneLive = post.status === 'published' && post.publishedAt !== null && post.publishedAt <= at;
    const when = input.at ? new Date(input.at) : at;
    post.status = 'published';
    post.everPublished = true;
    post.offlineUntil = null;
    if (!hasGoneLive || input.newDate) post.publishedAt = when;
    else if (when > at) post.offlineUntil = when;
    markScheduled(post, user.id, at);
  });
}

/** Takes a post off the public site (back to draft, holding its working copy's edits); its date stays. */
export function unpublishPost(
  em: EntityManager,
  input: z.output<typeof unpublishBlogPostInputSchema>,
  user: PublicUser,
): Promise<AdminBlogPost> {
  return saveAt(em, input, user, 'unpublished', async (tx, post) => {
    // A draft is edited in place: its working copy becomes the draft.
    await takeWorkingCopy(tx, post);
    post.status = 'draft';
    post.offlineUntil = null;
    markScheduled(post, user.id, now());
  });
}

/**
 * Deletes a post, as `user` (whose role must allow it: see post-access.ts), recorded in the activity log; its
 * revisions and old-URL redirects go with it. An unknown id is a 404.
 */
export async function deletePost(em: EntityManager, id: number, user: PublicUser): Promise<{ id: number }> {
  await em.transactional(async (tx) => {
    const post = await findPostFor(tx, id, user, 'edit');
    if ((await tx.nativeDelete(BlogPost, { id })) === 0) throw postNotFound(id);
    await removePostAnalysis(tx, id);
    await recordActivity(tx, user, { kind: 'blog.deleted', summary: `Deleted the post "${post.title}"` });
  });
  // Its redirects go with it (on delete cascade).
  afterWrite(em, ['blog_posts', 'blog_slug_redirects']);
  return { id };
}

/** The default categories in the spec's order, then every other category a post uses (A to Z). */
export async function listCategories(em: EntityManager): Promise<string[]> {
  const rows: { label: string }[] = await em
    .getConnection()
    .execute(`select distinct jsonb_array_elements_text(categories) as label from blog_posts`, [], 'all');
  const defaults: readonly string[] = DEFAULT_BLOG_CATEGORIES;
  const others = rows
    .map((row) => row.label)
    .filter((label) => label.trim() !== '' && !defaults.includes(label))
    .sort((a, b) => a.localeCompare(b));
  return [...defaults, ...others];
}
