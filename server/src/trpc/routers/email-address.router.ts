import { requestEmailChangeSchema, type EmailChangeRequested } from '@app/contracts';
import { TRPCError } from '@trpc/server';
import { requestEmailChange } from '../../account/email-change.service.ts';
import { emailAddressStatus, resendVerification } from '../../account/email-verification.service.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import type { Context } from '../context.ts';
import { protectedProcedure, router } from '../trpc.ts';

/** The mailer and public origin of the app, or a 500 on a server that cannot send e-mail (a test calling the router directly). */
function mailOf(ctx: Context): NonNullable<Context['mail']> {
  if (!ctx.mail) throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'This server cannot send e-mail.' });
  return ctx.mail;
}

/** Sends an e-mail that carries a link the person asked for: when it cannot be sent, the person is told to try again. */
async function sendLink(mail: NonNullable<Context['mail']>, message: MailMessage): Promise<void> {
  try {
    await mail.mailer.send(message);
  } catch (error) {
    mail.log?.error({ err: error }, 'account link e-mail not sent');
    throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'The e-mail could not be sent. Please try again in a moment.' });
  }
}

/** The signed-in account's e-mail address: whether it is verified, a resent verification link, and a confirmed change. */
export const emailAddressRouter = router({
  /** The account's address, whether it is verified, and the new address waiting for confirmation (or null). */
  status: protectedProcedure.query(({ ctx }) => emailAddressStatus(ctx.em, ctx.user.id)),

  /** E-mails a new verification link to the account's address (400 when verified already or none; 429 past the limit). */
  resendVerification: protectedProcedure.mutation(async ({ ctx }) => {
    const mail = mailOf(ctx);
    const message = await resendVerification(ctx.em, ctx.user.id, mail.origin);
    await sendLink(mail, message);
    return { sentTo: message.to };
  }),

  /**
   * Asks to change the address, confirmed with the current password (400 / 429 as profile.changePassword): the
   * new address gets a confirmation link and the old one a notice; nothing changes until the link is opened.
   */
  requestChange: protectedProcedure.input(requestEmailChangeSchema).mutation(async ({ ctx, input }): Promise<EmailChangeRequested> => {
    const mail = mailOf(ctx);
    const { answer, link, notice } = await requestEmailChange(ctx.em, ctx.user.id, input, mail.origin);
    await sendLink(mail, link);
    if (notice) void mail.mailer.send(notice).catch((error: unknown) => mail.log?.error({ err: error }, 'e-mail change notice not sent'));
    return answer;
  }),
});
