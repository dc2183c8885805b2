import { newsletterSignupSchema } from '@app/contracts';
import { subscribeToNewsletter } from '../../newsletter/newsletter.service.ts';
import { publicProcedure, router } from '../trpc.ts';

/** Newsletter sign-ups from the footer and the blog band. */
export const newsletterRouter = router({
  /** Adds the address once; answers whether it was new. */
  subscribe: publicProcedure
    .input(newsletterSignupSchema)
    .mutation(async ({ ctx, input }) => ({ status: await subscribeToNewsletter(ctx.em, input) })),
});
