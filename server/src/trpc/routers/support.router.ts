import { answerSupportRequestSchema, contactMessageIdSchema, supportRequestListInputSchema, supportRequestSchema } from '@app/contracts';
import {
  answerSupportRequest,
  closeSupportRequest,
  createSupportRequest,
  getOwnSupportRequest,
  listOwnSupportRequests,
} from '../../contact/support-request.service.ts';
import { withMail } from '../../mail/mail-in-transaction.ts';
import { createMessageRateLimit } from '../../contact/message-rate-limit.ts';
import { adminProcedure, protectedProcedure, router } from '../trpc.ts';

/** Five requests per account per ten minutes: the contact form's limit, counted per account. */
const limitRequests = createMessageRateLimit('support-requests');

/** Support requests: sent and read by a customer from the dashboard, answered and closed by staff in the inbox. */
export const supportRouter = router({
  /** Sends a request from the signed-in account to the admin inbox; 400 with per-field messages, 429 when sent too often. */
  create: protectedProcedure.input(supportRequestSchema).mutation(async ({ ctx, input }) => {
    await limitRequests(ctx.em, `user:${ctx.user.id}`);
    return { id: await createSupportRequest(ctx.em, ctx.user.id, input) };
  }),

  /** One slice of the signed-in account's own requests, newest first, with their state and answer (keyset: `nextCursor`). */
  list: protectedProcedure
    .input(supportRequestListInputSchema)
    .query(({ ctx, input }) => listOwnSupportRequests(ctx.em, ctx.user.id, input.cursor)),

  /** One of the signed-in account's own requests; another account's id is a 404. */
  get: protectedProcedure.input(contactMessageIdSchema).query(({ ctx, input }) => getOwnSupportRequest(ctx.em, ctx.user.id, input.id)),

  /**
   * Answers a customer's request (administrators and the owner, as the inbox): stored, shown on the customer's
   * dashboard, e-mailed to them, recorded in the activity log; 404 unknown, 400 not from an account, 409 closed.
   * The e-mail's job commits with the answer (both or neither).
   */
  answer: adminProcedure.input(answerSupportRequestSchema).mutation(async ({ ctx, input }) => {
    const mail = ctx.mail;
    if (!mail) {
      await answerSupportRequest(ctx.em, input.id, input.answer, ctx.user, '');
      return { id: input.id };
    }
    await withMail(ctx.em, mail.queue, async (tx, queueMail) => {
      const message = await answerSupportRequest(tx, input.id, input.answer, ctx.user, mail.origin);
      if (message) await queueMail(tx, message);
    });
    return { id: input.id };
  }),

  /** Closes a customer's request (administrators and the owner), recorded in the activity log; 404 unknown. */
  close: adminProcedure.input(contactMessageIdSchema).mutation(async ({ ctx, input }) => {
    await closeSupportRequest(ctx.em, input.id, ctx.user);
    return { id: input.id };
  }),
});
