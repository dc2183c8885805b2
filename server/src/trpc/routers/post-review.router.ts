import { postReviewTargetSchema, reviewMailPreferenceSchema, sendBackPostInputSchema, type PostReview } from '@app/contracts';
import { getAdminPost } from '../../blog/blog-admin.service.ts';
import { announceReviewChange } from '../../post-review/admin-notices.ts';
import { queueReviewSubmitted } from '../../post-review/review-mail.ts';
import { withMail } from '../../mail/mail-in-transaction.ts';
import { getReviewMailPreference, setReviewMailPreference } from '../../post-review/review-notice-preferences.ts';
import {
  getPostReview,
  sendBackForChanges,
  submitForReview,
  withdrawFromReview,
  type ReviewChange,
} from '../../post-review/post-review.service.ts';
import type { Context } from '../context.ts';
import { roleProcedure, router, staffProcedure } from '../trpc.ts';

/** After a review change has committed: every open notices stream reads its count again, and the post is read afresh. */
async function afterReviewChange(ctx: Context & { user: NonNullable<Context['user']> }, change: ReviewChange) {
  await announceReviewChange(ctx.notices, ctx.em);
  return { post: await getAdminPost(ctx.em, change.post.id, ctx.user), review: change.review };
}

/**
 * The review step of a contributor's post (WordPress's "Pending review", Ghost's contributor flow). Each call reads
 * the caller's role from the database-backed session; a post the caller may not read is a 404, as in the blog manager.
 */
export const postReviewRouter = router({
  /** The post's review (state, note, who and when), or null: its editor's review panel. */
  get: staffProcedure
    .input(postReviewTargetSchema)
    .query(({ ctx, input }): Promise<PostReview | null> => getPostReview(ctx.em, input.id, ctx.user)),

  /**
   * Submit for review (a contributor, their own never-published draft): editors and up are told at once in the
   * sidebar and by e-mail (queued in the submit's transaction: both or neither). 400 for roles that publish, 409 when
   * published or already in review.
   */
  submit: staffProcedure.input(postReviewTargetSchema).mutation(async ({ ctx, input }) => {
    const mail = ctx.mail;
    const change = mail
      ? await withMail(ctx.em, mail.queue, async (tx, queueMail) => {
          const submitted = await submitForReview(tx, input.id, ctx.user);
          await queueReviewSubmitted(tx, queueMail, mail.origin, submitted.post, ctx.user);
          return submitted;
        })
      : await submitForReview(ctx.em, input.id, ctx.user);
    return afterReviewChange(ctx, change);
  }),

  /** Withdraw from review (the contributor, to change it again): a draft again. 409 unless in review. */
  withdraw: staffProcedure
    .input(postReviewTargetSchema)
    .mutation(async ({ ctx, input }) => afterReviewChange(ctx, await withdrawFromReview(ctx.em, input.id, ctx.user))),

  /** Send back with a note (editors and up): the post is a draft again and its contributor sees the note. 409 unless in review. */
  sendBack: roleProcedure('editor')
    .input(sendBackPostInputSchema)
    .mutation(async ({ ctx, input }) => afterReviewChange(ctx, await sendBackForChanges(ctx.em, input.id, input.note, ctx.user))),

  /** Whether the caller (editor and up) is e-mailed when a post is submitted for review. */
  mailPreference: roleProcedure('editor').query(({ ctx }) => getReviewMailPreference(ctx.em, ctx.user.id)),

  /** Turns the caller's review e-mails on or off. */
  setMailPreference: roleProcedure('editor')
    .input(reviewMailPreferenceSchema)
    .mutation(({ ctx, input }) => setReviewMailPreference(ctx.em, ctx.user.id, input)),
});
