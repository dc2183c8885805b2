import { builderFormSubmissionSchema } from '@app/contracts';
import { builderFormMessage } from '../../builder/builder-form.service.ts';
import { createContactMessage } from '../../contact/contact-message.service.ts';
import { createMessageRateLimit } from '../../contact/message-rate-limit.ts';
import { publicProcedure, router } from '../trpc.ts';

/** Five form submissions per address per ten minutes, counted apart from the contact form. */
const limitSubmissions = createMessageRateLimit('builder-form-submissions');

/** The forms visitors fill in on published builder pages; each submission lands in the admin inbox. */
export const builderFormRouter = router({
  /**
   * Stores a submission as a contact message. 404 when the page or form is not published, 400 with a message
   * per field for bad values, 429 when sent too often.
   */
  submit: publicProcedure.input(builderFormSubmissionSchema).mutation(async ({ ctx, input }) => {
    const message = await builderFormMessage(ctx.em, input);
    await limitSubmissions(ctx.em, ctx.ip);
    return { id: await createContactMessage(ctx.em, message) };
  }),
});
