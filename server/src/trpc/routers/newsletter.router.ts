import { newsletterSignupSchema, pagedListInputSchema } from '@app/contracts';
import { TRPCError } from '@trpc/server';
import { listNewsletterSubscribers, subscribeToNewsletter } from '../../newsletter/newsletter.service.ts';
import { limitNewsletterSignUps } from '../../newsletter/newsletter-rate-limit.ts';
import { adminProcedure, publicProcedure, router } from '../trpc.ts';

/** What a sign-up hears on a server that cannot send e-mail (no app: a test calling the router directly). */
const NO_MAIL = 'This server cannot send e-mail.';

/** Newsletter sign-ups from the footer and the blog band, and the subscriber list admins read. */
export const newsletterRouter = router({
  /**
   * Signs the address up, pending until it opens the e-mailed confirmation link (double opt-in). The answer
   * is the same, in content and in time, whether the address was new, pending or already confirmed; 429 when the address (or the
   * visitor's IP) signs up too often, which also bounds the confirmation e-mails one address receives. Each
   * call of a batch is counted.
   */
  subscribe: publicProcedure.input(newsletterSignupSchema).mutation(async ({ ctx, input }) => {
    await limitNewsletterSignUps(ctx.em, input.email, ctx.ip);
    if (!ctx.mail) throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: NO_MAIL });
    const message = await subscribeToNewsletter(ctx.em, input, ctx.mail.origin);
    // Sent after the answer: a confirmed address (no e-mail) and a new one take the same time to answer.
    if (message) {
      const { mailer, log } = ctx.mail;
      void mailer.send(message).catch((error: unknown) => log?.error({ err: error }, 'newsletter confirmation e-mail not sent'));
    }
    return { status: 'confirmation-sent' as const };
  }),

  /** One page of confirmed subscribers (50 a page), newest first, with the total (admins only). */
  list: adminProcedure.input(pagedListInputSchema).query(({ ctx, input }) => listNewsletterSubscribers(ctx.em, input.page)),
});
