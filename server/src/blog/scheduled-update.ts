// Scheduled Updates ("Update at"): a live post's working copy carries the time the server applies it, as Update does
// (same code path: revision 'updated', slug change with its 301, alt-text rule), once across every instance.
import type { AdminBlogPost, PublicUser, scheduleChangesInputSchema, workingCopyInputSchema } from '@app/contracts';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { recordActivity } from '../activity/activity.service.ts';
import { toPublicUser } from '../auth/public-user.ts';
import { afterWrite } from '../cache/after-write.ts';
import { now } from '../clock.ts';
import { BlogPost } from '../entities/blog-post.entity.ts';
import { User } from '../entities/user.entity.ts';
import { AppError } from '../errors.ts';
import { freshView, updateFromWorkingCopy, writeSave } from './blog-admin.service.ts';
import { execute, loadForSave } from './blog-post-save.ts';
import { postLink } from '../activity/activity-links.ts';
import { raiseRevision, readWorkingCopy } from './blog-working-copy.ts';
import { requirePostAccess } from './post-access.ts';

/**
 * Sets (or with `at` null, clears) the time of the scheduled Update of live post `input.id`, at its revision, for
 * whoever may Update it (403 otherwise; 400 without a working copy); a note of a failed one goes either way. The
 * post's row changes (its revision rises), so every instance hears of it and its publish scheduler sets its timer.
 */
async function setApplyAt(
  em: EntityManager,
  input: { id: number; baseRevision: number },
  user: PublicUser,
  at: Date | null,
): Promise<AdminBlogPost> {
  await em.transactional(async (tx) => {
    const post = await loadForSave(tx, input.id, input.baseRevision, (found) => requirePostAccess(found, user, 'publish'));
    if (post.status !== 'published' || !(await readWorkingCopy(tx, post.id))) {
      throw new AppError(400, 'There are no changes to update: visitors already see this version of the post.');
    }
    await execute(tx, 'update blog_post_working_copies set apply_at = ?, apply_by = ?, apply_failure = null where post_id = ?', [
      at,
      at === null ? null : user.id,
      post.id,
    ]);
    await raiseRevision(tx, post, user.id);
    const title = `"${post.title}"`;
    await recordActivity(tx, user, {
      kind: 'blog.update-scheduled',
      summary:
        at === null
          ? `Canceled the scheduled update of the post ${title}`
          : `Scheduled an update of the post ${title} for ${at.toISOString()}`,
      link: postLink(post.id),
    });
  });
  afterWrite(em, ['blog_posts']);
  return freshView(em, input.id);
}

/**
 * "Update at": the working copy of a live post goes live at `input.at` (a future time; 400 otherwise), as it stands
 * then (later edits of the copy keep the schedule). Whoever may Update the post may schedule it (403 otherwise).
 */
export function scheduleChanges(
  em: EntityManager,
  input: z.output<typeof scheduleChangesInputSchema>,
  user: PublicUser,
): Promise<AdminBlogPost> {
  const at = new Date(input.at);
  if (at.getTime() <= now().getTime()) {
    throw new AppError(400, 'That time has passed: choose a time ahead, or press Update to apply the changes now.', {
      fields: { at: 'Choose a time ahead.' },
    });
  }
  return setApplyAt(em, input, user, at);
}

/** "Cancel scheduled update": the working copy stays, without a time (and without the note of a failed one). */
export function cancelScheduledChanges(
  em: EntityManager,
  input: z.output<typeof workingCopyInputSchema>,
  user: PublicUser,
): Promise<AdminBlogPost> {
  return setApplyAt(em, input, user, null);
}

/** When the next scheduled Update after `at` is due (epoch ms), or undefined for none. */
export async function nextScheduledUpdate(em: EntityManager, at: Date): Promise<number | undefined> {
  const rows = await em
    .getConnection()
    .execute<Array<{ next: Date | string | null }>>('select min(apply_at) as next from blog_post_working_copies where apply_at > ?', [at]);
  const next = rows[0]?.next;
  return next === null || next === undefined ? undefined : new Date(next).getTime();
}

/** Why a scheduled Update failed, as the editor shows it. */
function failureText(error: unknown): string {
  const reason = error instanceof AppError ? error.message : 'the server could not apply it.';
  return `The scheduled update was not applied: ${reason} The changes are kept: fix them and Update, or schedule again.`;
}

/**
 * Applies one due scheduled Update, if any post with one is free (`for update skip locked`: an instance applying it
 * holds the post's row, and the others pass it by): 'applied', 'failed' (the copy kept, its time cleared and why
 * recorded), 'gone' (applied or canceled just before), or null when none is left to this instance.
 */
async function applyOneDue(em: EntityManager, at: Date): Promise<'applied' | 'failed' | 'gone' | null> {
  return em.fork().transactional(async (tx) => {
    const rows = await tx.getConnection().execute<Array<{ id: number }>>(
      `select p.id from blog_posts p join blog_post_working_copies w on w.post_id = p.id
        where w.apply_at <= ? order by w.apply_at, p.id limit 1 for update of p skip locked`,
      [at],
      'all',
      tx.getTransactionContext(),
    );
    const id = rows[0]?.id;
    if (id === undefined) return null;
    // Read again under the lock: another instance may have applied it (or someone canceled it) just before.
    const copy = await readWorkingCopy(tx, id);
    if (!copy?.applyAt || copy.applyAt.getTime() > at.getTime()) return 'gone';
    try {
      // A savepoint: a refused Update leaves nothing written, and the lock stays held to record why.
      await tx.transactional(async (inner) => {
        const post = await inner.findOne(BlogPost, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, populate: ['featuredImage'] });
        const by = copy.applyById === null ? null : await inner.findOne(User, { id: copy.applyById });
        if (!post) throw new AppError(404, 'the post is gone.');
        if (!by) throw new AppError(403, 'the person who scheduled it no longer has an account.');
        const user = toPublicUser(by);
        requirePostAccess(post, user, 'publish');
        await writeSave(inner, post, user, 'updated', updateFromWorkingCopy);
      });
      return 'applied';
    } catch (error) {
      await execute(tx, 'update blog_post_working_copies set apply_at = null, apply_failure = ? where post_id = ?', [
        failureText(error),
        id,
      ]);
      return 'failed';
    }
  });
}

/**
 * Applies every scheduled Update due at `at` that no other instance is applying (run by the publish scheduler at
 * their time and at start-up); returns how many went live. The blog's caches (pages, RSS, sitemap) are emptied as
 * after an Update.
 */
export async function applyDueUpdates(em: EntityManager, at: Date): Promise<number> {
  let applied = 0;
  let changed = false;
  // Each step either applies a copy or clears its time, so the due set shrinks; the bound guards against a loop.
  for (let step = 0; step < 1000; step += 1) {
    const outcome = await applyOneDue(em, at);
    if (outcome === null) break;
    if (outcome === 'applied') applied += 1;
    if (outcome !== 'gone') changed = true;
  }
  if (changed) afterWrite(em, ['blog_posts', 'blog_slug_redirects']);
  return applied;
}
