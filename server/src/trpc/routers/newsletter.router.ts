import { newsletterSignupSchema, pagedListInputSchema } from '@app/contracts';
import { TRPCError } from '@trpc/server';
import { listNewsletterSubscribers, subscribeToNewsletter } from '../../newsletter/newsletter.service.ts';
import { limitNewsletterSignUps } from '../../newsletter/newsletter-rate-limit.ts';
import { adminProcedure, publicProcedure, router } from '../trpc.ts';

/** What a sign-up hears when its confirmation e-mail could not be sent. */
const MAIL_FAILED = 'We could not send the confirmation e-mail just now. Please try again in a few minutes.';

/** Newsletter sign-ups from the footer and the blog band, and the subscriber list admins read. */
export const newsletterRouter = router({
  /**
   * Signs the address up, pending until it opens the e-mailed confirmation link (double opt-in). The answer
   * is the same whether the address was new, pending or already confirmed; 429 when the address (or the
   * visitor's IP) signs up too often, which also bounds the confirmation e-mails one address receives. Each
   * call of a batch is counted.
   */
  subscribe: publicProcedure.input(newsletterSignupSchema).mutation(async ({ ctx, input }) => {
    await limitNewsletterSignUps(ctx.em, input.email, ctx.ip);
    if (!ctx.mail) throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: MAIL_FAILED });
    const message = await subscribeToNewsletter(ctx.em, input, ctx.mail.origin);
    if (message) {
      try {
        await ctx.mail.mailer.send(message);
      } catch (error) {
        throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: MAIL_FAILED, cause: error });
      }
    }
    return { status: 'confirmation-sent' as const };
  }),

  /** One page of confirmed subscribers (50 a page), newest first, with the total (admins only). */
  list: adminProcedure.input(pagedListInputSchema).query(({ ctx, input }) => listNewsletterSubscribers(ctx.em, input.page)),
});
