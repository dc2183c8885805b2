import {
  adminBlogListInputSchema,
  blogPostIdInputSchema,
  blogRevisionInputSchema,
  publishBlogPostInputSchema,
  restoreBlogRevisionInputSchema,
  scheduleChangesInputSchema,
  unpublishBlogPostInputSchema,
  updateBlogPostInputSchema,
  workingCopyInputSchema,
} from '@app/contracts';
import {
  applyChanges,
  createPost,
  discardChanges,
  deletePost,
  getAdminPost,
  listCategories,
  publishPost,
  unpublishPost,
  updatePost,
} from '../../blog/blog-admin.service.ts';
import { listAdminPostSlice } from '../../blog/blog-admin-list.ts';
import { cancelScheduledChanges, scheduleChanges } from '../../blog/scheduled-update.ts';
import { getRevision, listRevisions, restoreRevision } from '../../blog/blog-revision.service.ts';
import { announceReviewChange } from '../../post-review/admin-notices.ts';
import { roleProcedure, router } from '../trpc.ts';

/** Writers' calls: contributors up (the blog services keep contributors and authors to their own posts). */
const writerProcedure = roleProcedure('contributor');
/** Publishing calls: authors up (an author's own posts only). */
const publisherProcedure = roleProcedure('author');

/**
 * The blog manager (staff): every post whatever its status for editors and up, their own posts for authors and
 * contributors (see blog/post-access.ts), and the writes that drive the public
 * blog. Saves name the revision they start from; an older one is a 409 (another tab or admin saved first).
 */
export const blogAdminRouter = router({
  /**
   * One slice (50) of the posts, newest first, with what the list shows (status badge, date, read time): filtered by a
   * part of the title, a status and a category, with the total matching and the cursor of the next slice.
   */
  list: writerProcedure.input(adminBlogListInputSchema).query(({ ctx, input }) => listAdminPostSlice(ctx.em, input, ctx.user)),

  /** One post for the editor; NOT_FOUND for an unknown id. */
  byId: writerProcedure.input(blogPostIdInputSchema).query(({ ctx, input }) => getAdminPost(ctx.em, input.id, ctx.user)),

  /** New Post: a draft 'New Blog Post' (slug new-blog-post made unique), dated today, 3 min read. */
  create: writerProcedure.mutation(({ ctx }) => createPost(ctx.em, ctx.user)),

  /**
   * Saves changed fields and keeps the status (Save Draft and autosave): a live post's go to its working copy, and
   * visitors keep the published text until `applyChanges`.
   */
  update: writerProcedure.input(updateBlogPostInputSchema).mutation(({ ctx, input }) => updatePost(ctx.em, input, ctx.user)),

  /** Update: a live post's working copy goes live (kept as a revision); for whoever may publish the post. */
  applyChanges: publisherProcedure.input(workingCopyInputSchema).mutation(({ ctx, input }) => applyChanges(ctx.em, input, ctx.user)),

  /** "Update at": a live post's working copy goes live at a future time, as it stands then; for whoever may Update. */
  scheduleChanges: publisherProcedure
    .input(scheduleChangesInputSchema)
    .mutation(({ ctx, input }) => scheduleChanges(ctx.em, input, ctx.user)),

  /** "Cancel scheduled update": the working copy stays, without a time. */
  cancelScheduledChanges: publisherProcedure
    .input(workingCopyInputSchema)
    .mutation(({ ctx, input }) => cancelScheduledChanges(ctx.em, input, ctx.user)),

  /** Discard changes: drops a live post's working copy; the editor shows what visitors see again. */
  discardChanges: writerProcedure.input(workingCopyInputSchema).mutation(({ ctx, input }) => discardChanges(ctx.em, input, ctx.user)),

  /** Publishes now, at a past date, or schedules for a future time (shown as 'scheduled' until then). */
  publish: publisherProcedure.input(publishBlogPostInputSchema).mutation(async ({ ctx, input }) => {
    const published = await publishPost(ctx.em, input, ctx.user);
    await announceReviewChange(ctx.notices, ctx.em);
    return published;
  }),

  /** Takes a post off the site: back to draft. */
  unpublish: publisherProcedure.input(unpublishBlogPostInputSchema).mutation(({ ctx, input }) => unpublishPost(ctx.em, input, ctx.user)),

  /** Deletes a post with its revisions and old-slug redirects; NOT_FOUND for an unknown id. */
  delete: writerProcedure.input(blogPostIdInputSchema).mutation(async ({ ctx, input }) => {
    const deleted = await deletePost(ctx.em, input.id, ctx.user);
    await announceReviewChange(ctx.notices, ctx.em);
    return deleted;
  }),

  /** The categories a post can pick: the default list, then every other category a post uses. */
  categories: writerProcedure.query(({ ctx }) => listCategories(ctx.em)),

  /** The last 20 revisions of a post, newest first, with time and author. */
  revisions: writerProcedure.input(blogPostIdInputSchema).query(({ ctx, input }) => listRevisions(ctx.em, input.id, ctx.user)),

  /** One revision with the post's full state as saved then. */
  revision: writerProcedure
    .input(blogRevisionInputSchema)
    .query(({ ctx, input }) => getRevision(ctx.em, input.id, input.revision, ctx.user)),

  /** Brings back a revision's fields (the status stays): saved as a new revision, or into a live post's working copy. */
  restoreRevision: writerProcedure
    .input(restoreBlogRevisionInputSchema)
    .mutation(({ ctx, input }) => restoreRevision(ctx.em, input, ctx.user)),
});
