import { newsletterSignupSchema, pagedListInputSchema } from '@app/contracts';
import { exportNewsletterCsv, listNewsletterSubscribers, subscribeToNewsletter } from '../../newsletter/newsletter.service.ts';
import { adminProcedure, publicProcedure, router } from '../trpc.ts';

/** Newsletter sign-ups from the footer and the blog band, and the subscriber list admins read. */
export const newsletterRouter = router({
  /** Adds the address once; answers whether it was new. */
  subscribe: publicProcedure
    .input(newsletterSignupSchema)
    .mutation(async ({ ctx, input }) => ({ status: await subscribeToNewsletter(ctx.em, input) })),

  /** One page of subscribers (50 a page), newest first, with the total (admins only). */
  list: adminProcedure.input(pagedListInputSchema).query(({ ctx, input }) => listNewsletterSubscribers(ctx.em, input.page)),

  /** Every subscriber as a CSV file's name and text (admins only). */
  exportCsv: adminProcedure.query(({ ctx }) => exportNewsletterCsv(ctx.em)),
});
