import { requestEmailChangeSchema, type EmailChangeRequested } from '@app/contracts';
import { TRPCError } from '@trpc/server';
import { requestEmailChange } from '../../account/email-change.service.ts';
import { emailAddressStatus, resendVerification } from '../../account/email-verification.service.ts';
import { mailBatch } from '../../mail/mail-in-transaction.ts';
import type { Context } from '../context.ts';
import { protectedProcedure, router } from '../trpc.ts';

/** The mail queue and public origin of the app, or a 500 on a server that cannot send e-mail (a test calling the router directly). */
function mailOf(ctx: Context): NonNullable<Context['mail']> {
  if (!ctx.mail) throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'This server cannot send e-mail.' });
  return ctx.mail;
}

/** The signed-in account's e-mail address: whether it is verified, a resent verification link, and a confirmed change. */
export const emailAddressRouter = router({
  /** The account's address, whether it is verified, and the new address waiting for confirmation (or null). */
  status: protectedProcedure.query(({ ctx }) => emailAddressStatus(ctx.em, ctx.user.id)),

  /**
   * E-mails a new verification link to the account's address (400 when verified already or none; 429 past the limit):
   * its job commits with the link.
   */
  resendVerification: protectedProcedure.mutation(async ({ ctx }) => {
    const mail = mailOf(ctx);
    const batch = mailBatch(mail.queue);
    const message = await resendVerification(ctx.em, ctx.user.id, mail.origin, batch.queueMail);
    await batch.committed();
    return { sentTo: message.to };
  }),

  /**
   * Asks to change the address, confirmed with the current password (400 / 429 as profile.changePassword): the
   * new address gets a confirmation link and the old one a notice (queued with the request: all or nothing); nothing
   * changes until the link is opened.
   */
  requestChange: protectedProcedure.input(requestEmailChangeSchema).mutation(async ({ ctx, input }): Promise<EmailChangeRequested> => {
    const mail = mailOf(ctx);
    const batch = mailBatch(mail.queue);
    const { answer } = await requestEmailChange(ctx.em, ctx.user.id, input, mail.origin, batch.queueMail);
    await batch.committed();
    return answer;
  }),
});
