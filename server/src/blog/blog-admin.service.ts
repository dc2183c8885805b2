import {
  DEFAULT_BLOG_CATEGORIES,
  NEW_BLOG_POST,
  type AdminBlogPost,
  type PublicUser,
  type publishBlogPostInputSchema,
  type unpublishBlogPostInputSchema,
  type updateBlogPostInputSchema,
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
import { findPostFor, requirePostAccess } from './post-access.ts';

/** A post's editor view with the name of whoever saved it last. */
async function adminView(em: EntityManager, post: BlogPost): Promise<AdminBlogPost> {
  const editor = post.updatedById ? await em.findOne(User, { id: post.updatedById }, { fields: ['name', 'username'] }) : null;
  return toAdminPost(post, now(), editor ? editor.name || editor.username : null);
}

/** One post for the editor; an unknown id (or another's post, for an author or contributor) is a 404. */
export async function getAdminPost(em: EntityManager, id: number, user: PublicUser): Promise<AdminBlogPost> {
  return adminView(em, await findPostFor(em, id, user, 'read'));
}

/** The first of new-blog-post, new-blog-post-2, -3, ... that no post (and no old URL of a post) uses. */
async function freeNewPostSlug(em: EntityManager): Promise<string> {
  const base = NEW_BLOG_POST.slug;
  const rows: { slug: string }[] = await em
    .getConnection()
    .execute(
      `select slug from blog_posts where slug = ? or slug like ? union select old_slug from blog_slug_redirects where old_slug = ? or old_slug like ?`,
      [base, `${base}-%`, base, `${base}-%`],
      'all',
      em.getTransactionContext(),
    );
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/** New Post: a draft titled 'New Blog Post' with a unique slug, dated now, '3 min read', written and owned by `user`. */
export async function createPost(em: EntityManager, user: PublicUser): Promise<AdminBlogPost> {
  const post = await em.transactional(async (tx) => {
    // One New Post at a time, so two admins clicking together get -2 and -3, not a unique-index failure.
    await tx.getConnection().execute('select pg_advisory_xact_lock(hashtext(?))', ['blog-new-post'], 'all', tx.getTransactionContext());
    const created = tx.create(BlogPost, {
      title: NEW_BLOG_POST.title,
      slug: await freeNewPostSlug(tx),
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
    const access = action === 'published' || action === 'unpublished' ? 'publish' : 'edit';
    const locked = await loadForSave(tx, target.id, target.baseRevision, (found) => requirePostAccess(found, user, access));
    await change(tx, locked);
    await commitSave(tx, locked, action, user);
    // The SEO report's row is written with the save, in its transaction.
    await storePostAnalyses(tx, [locked], 'save');
    return locked;
  });
  // A new slug keeps the old one as a redirect.
  afterWrite(em, ['blog_posts', 'blog_slug_redirects']);
  return adminView(em, post);
}

/** The 400 of a post going (or staying) public with images that have no alt text; nothing is written. */
export function requireImageAlt(post: BlogPost): void {
  const missing = countImagesLackingAlt(post.content);
  if (missing > 0) throw new AppError(400, missingAltMessage(missing), { fields: { content: missingAltMessage(missing) } });
}

/**
 * Saves the changed fields of a post at `baseRevision` (409 when stale or the slug is taken); the status stays. A
 * published or scheduled post's new content must describe every image (400 otherwise).
 */
export function updatePost(em: EntityManager, input: UpdatePostCommand, user: PublicUser): Promise<AdminBlogPost> {
  const { id, baseRevision, ...fields } = input;
  return saveAt(em, { id, baseRevision }, user, 'saved', async (tx, post) => {
    await applyFields(tx, post, fields);
    if (fields.content !== undefined && post.status !== 'draft') requireImageAlt(post);
  });
}

/**
 * Publishes a post now, or at `at` (a future time schedules it: public from then on, on every instance). A post that
 * has already gone live keeps its date: scheduling it takes it offline until `at` (unless `newDate` makes `at` its
 * date), and publishing it now ends such a time offline. Every image of its content needs alt text (400 otherwise).
 */
export function publishPost(
  em: EntityManager,
  input: z.output<typeof publishBlogPostInputSchema>,
  user: PublicUser,
): Promise<AdminBlogPost> {
  return saveAt(em, input, user, 'published', (_tx, post) => {
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

/** Takes a post off the public site (back to draft); its date stays. */
export function unpublishPost(
  em: EntityManager,
  input: z.output<typeof unpublishBlogPostInputSchema>,
  user: PublicUser,
): Promise<AdminBlogPost> {
  return saveAt(em, input, user, 'unpublished', (_tx, post) => {
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
