import { newsletterSignupSchema, pagedListInputSchema } from '@app/contracts';
import { listNewsletterSubscribers, subscribeToNewsletter } from '../../newsletter/newsletter.service.ts';
import { limitNewsletterSignUps } from '../../newsletter/newsletter-rate-limit.ts';
import { adminProcedure, publicProcedure, router } from '../trpc.ts';

/** Newsletter sign-ups from the footer and the blog band, and the subscriber list admins read. */
export const newsletterRouter = router({
  /**
   * Adds the address once. The answer is the same whether or not it was already on the list; 429 when
   * the address (or the visitor's IP) signs up too often. Each call of a batch is counted.
   */
  subscribe: publicProcedure.input(newsletterSignupSchema).mutation(async ({ ctx, input }) => {
    await limitNewsletterSignUps(ctx.em, input.email, ctx.ip);
    await subscribeToNewsletter(ctx.em, input);
    return { status: 'subscribed' as const };
  }),

  /** One page of subscribers (50 a page), newest first, with the total (admins only). */
  list: adminProcedure.input(pagedListInputSchema).query(({ ctx, input }) => listNewsletterSubscribers(ctx.em, input.page)),
});
