import { contactMessageSchema } from '@app/contracts';
import { RateLimiter } from '../../auth/rate-limiter.ts';
import { createContactMessage } from '../../contact/contact-message.service.ts';
import { AppError } from '../../errors.ts';
import { publicProcedure, router } from '../trpc.ts';

/** Five messages per address per ten minutes: plenty for a person, little for a spammer. */
const messagesPerIp = new RateLimiter(5, 10 * 60 * 1000);

/** Contact messages from the contact form. */
export const contactRouter = router({
  /** Stores a message; 400 with per-field messages for bad input, 429 when sent too often. */
  create: publicProcedure.input(contactMessageSchema).mutation(async ({ ctx, input }) => {
    const allowed = messagesPerIp.check(ctx.ip);
    if (!allowed.allowed) {
      throw new AppError(429, 'You have sent several messages in a short time. Please wait a few minutes, or e-mail us directly.', {}, allowed.retryAfterSeconds);
    }
    messagesPerIp.record(ctx.ip);
    return { id: await createContactMessage(ctx.em, input) };
  }),
});
