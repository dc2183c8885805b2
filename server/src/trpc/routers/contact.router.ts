import { contactMessageIdSchema, contactMessageSchema, inboxListInputSchema, setContactMessageReadSchema } from '@app/contracts';
import {
  countUnreadContactMessages,
  createContactMessage,
  deleteContactMessage,
  listContactMessages,
  setContactMessageRead,
} from '../../contact/contact-message.service.ts';
import { createMessageRateLimit } from '../../contact/message-rate-limit.ts';
import { adminProcedure, publicProcedure, router } from '../trpc.ts';

/** Five messages per address per ten minutes. */
const limitMessages = createMessageRateLimit('contact-messages');

/** Contact messages: sent from the contact form, read in the admin inbox. */
export const contactRouter = router({
  /** Stores a message; 400 with per-field messages for bad input, 429 when sent too often. */
  create: publicProcedure.input(contactMessageSchema).mutation(async ({ ctx, input }) => {
    await limitMessages(ctx.em, ctx.ip);
    return { id: await createContactMessage(ctx.em, input) };
  }),

  /**
   * One inbox page (50 a page), newest first, of every message or (`from: 'customers'`) customers' requests only,
   * with the total, the unread count and the page count (admins only).
   */
  list: adminProcedure.input(inboxListInputSchema).query(({ ctx, input }) => listContactMessages(ctx.em, input.page, input.from)),

  /** How many messages are unread, for the admin sidebar (admins only). */
  unreadCount: adminProcedure.query(async ({ ctx }) => ({ unread: await countUnreadContactMessages(ctx.em) })),

  /** Marks a message read or unread; 404 for an unknown id (admins only). */
  setRead: adminProcedure
    .input(setContactMessageReadSchema)
    .mutation(({ ctx, input }) => setContactMessageRead(ctx.em, input.id, input.read)),

  /** Deletes a message; 404 for an unknown id (admins only). */
  delete: adminProcedure.input(contactMessageIdSchema).mutation(async ({ ctx, input }) => {
    await deleteContactMessage(ctx.em, input.id);
    return { id: input.id };
  }),
});
