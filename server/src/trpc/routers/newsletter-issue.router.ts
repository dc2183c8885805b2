import {
  newsletterDraftInputSchema,
  newsletterIssueIdSchema,
  newsletterListInputSchema,
  newsletterPostInputSchema,
  ROLE_ABILITIES,
  sendNewsletterInputSchema,
  type NewsletterTestSent,
} from '@app/contracts';
import { TRPCError } from '@trpc/server';
import { listNewsletterIssues, newsletterReport } from '../../newsletter/newsletter-issue-report.ts';
import { newsletterPostStatus, newsletterTestMail, previewNewsletter, sendNewsletter } from '../../newsletter/newsletter-issues.service.ts';
import { limitNewsletterTestSends } from '../../newsletter/newsletter-rate-limit.ts';
import type { Context } from '../context.ts';
import { roleProcedure, router } from '../trpc.ts';

/** Editors and up (`ROLE_ABILITIES.sendNewsletters`), the role read from the database-backed session on every call. */
const senderProcedure = roleProcedure(ROLE_ABILITIES.sendNewsletters);

/** The site's public origin (links in the e-mail), or a 500 on a server without one (a test calling the router directly). */
function originOf(ctx: Context): string {
  if (!ctx.mail) throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'This server cannot send e-mail.' });
  return ctx.mail.origin;
}

/** The app's mail queue and settings, or a 500 on a server without them (a test calling the router directly). */
function queueOf(ctx: Context) {
  const mail = ctx.mail;
  if (!mail?.queue) throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'This server cannot send e-mail.' });
  return { ...mail, queue: mail.queue, from: mail.from ?? '' };
}

/**
 * E-mailing a published post to the newsletter's confirmed subscribers (issue 43), and the sends' reports: editors
 * and up. Each recipient is a delivery of the durable mail queue (nobody skipped or mailed twice across crashes and
 * instances); the report counts them as they go.
 */
export const newsletterIssueRouter = router({
  /** Where the post stands: recipients now, whether it can be sent (and why not), its send if made. 404 for no post. */
  forPost: senderProcedure.input(newsletterPostInputSchema).query(({ ctx, input }) => newsletterPostStatus(ctx.em, input.postId)),

  /** The e-mail as subscribers will get it (an example unsubscribe link), and the recipient count. */
  preview: senderProcedure
    .input(newsletterDraftInputSchema)
    .query(({ ctx, input }) => previewNewsletter(ctx.em, input.postId, input.subject, originOf(ctx))),

  /**
   * Sends the e-mail to the caller's own account address only (subject marked "[Test]"), through the mail queue;
   * 429 past NEWSLETTER_TEST_SENDS_PER_HOUR a person; 400 for an account without an address.
   */
  sendTest: senderProcedure.input(newsletterDraftInputSchema).mutation(async ({ ctx, input }) => {
    const mail = queueOf(ctx);
    await limitNewsletterTestSends(ctx.em, ctx.user.id);
    const message = await newsletterTestMail(ctx.em, input.postId, input.subject, ctx.user.id, mail.origin);
    await ctx.em.transactional((tx) => mail.queue.enqueue(tx, message));
    mail.queue.kick();
    return { to: message.to } satisfies NewsletterTestSent;
  }),

  /**
   * Sends the post to every confirmed, never-bounced subscriber: one delivery each, committed together, then the
   * queue delivers. 409 when sent already, not public, nobody to send to, or the count changed since it was shown.
   */
  send: senderProcedure.input(sendNewsletterInputSchema).mutation(async ({ ctx, input }) => {
    const mail = queueOf(ctx);
    const sent = await sendNewsletter(
      ctx.em,
      input,
      { id: ctx.user.id, username: ctx.user.username },
      { origin: mail.origin, mailFrom: mail.from },
    );
    mail.queue.kick();
    return sent;
  }),

  /** Sent newsletters, newest first, 20 a page (keyset: `before` is the previous page's `next`), with their counts. */
  list: senderProcedure.input(newsletterListInputSchema).query(({ ctx, input }) => listNewsletterIssues(ctx.em, input.before)),

  /** One send's report: counts (live), done, unsubscribed since, failures with the relay's reasons, the web copy. */
  report: senderProcedure.input(newsletterIssueIdSchema).query(({ ctx, input }) => newsletterReport(ctx.em, input.id, originOf(ctx))),
});
