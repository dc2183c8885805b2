import {
  changePasswordSchema,
  endSessionSchema,
  renameSchema,
  updateProfileSchema,
  type PasswordChangeResult,
  type ProfileUpdateResult,
  type SessionsEndedResult,
} from '@app/contracts';
import { recentAccountEvents } from '../../account/account-events.service.ts';
import { endAccountSession, endOtherAccountSessions, listAccountSessions } from '../../account/account-sessions.service.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { changeOwnPassword, getProfile, renameAccount, updateProfile } from '../../team/profile.service.ts';
import type { Context } from '../context.ts';
import { protectedProcedure, router, staffProcedure } from '../trpc.ts';

/**
 * Sends a change notice through the app's mailer. The change it reports is already saved, so a mailer
 * that fails does not turn it into an error: the answer says the notice was not sent instead.
 * Returns true when it could not be sent.
 */
async function sendNotice(mail: Context['mail'], notice: MailMessage | null): Promise<boolean> {
  if (!notice || !mail) return false;
  try {
    await mail.mailer.send(notice);
    return false;
  } catch {
    return true;
  }
}

/**
 * The signed-in account's own profile and security, for every account (the customer's /dashboard/settings
 * and the admin's /admin/profile): name, password, sessions and security events; e-mail changes (without a
 * confirmation link yet) for staff only.
 */
export const profileRouter = router({
  /** The signed-in account's username, name and e-mail. */
  get: protectedProcedure.query(({ ctx }) => getProfile(ctx.em, ctx.user.id)),

  /** Changes the account's full name (not a credential: no password asked). */
  rename: protectedProcedure.input(renameSchema).mutation(({ ctx, input }) => renameAccount(ctx.em, ctx.user.id, input)),

  /**
   * Changes name and e-mail, confirmed with the current password (400 on `currentPassword` when wrong, 429
   * after too many); a changed address has its old one told by e-mail.
   */
  update: staffProcedure.input(updateProfileSchema).mutation(async ({ ctx, input }): Promise<ProfileUpdateResult> => {
    const { profile, notice } = await updateProfile(ctx.em, ctx.user.id, input);
    return { profile, noticeFailed: await sendNotice(ctx.mail, notice) };
  }),

  /**
   * Sets a new password, confirmed with the current one (400 / 429 as `update`), signs out every other
   * session of the account (the caller's stays) and tells the account's address by e-mail.
   */
  changePassword: protectedProcedure.input(changePasswordSchema).mutation(async ({ ctx, input }): Promise<PasswordChangeResult> => {
    const origin = ctx.mail?.origin ?? '';
    const { signedOut, notice } = await changeOwnPassword(ctx.em, ctx.user.id, ctx.session?.id ?? null, input, origin);
    return { signedOut, noticeFailed: await sendNotice(ctx.mail, notice) };
  }),

  /** The account's live sessions (device, browser, coarse place, signed in, last seen), this one first and marked. */
  sessions: protectedProcedure.query(({ ctx }) => listAccountSessions(ctx.em, ctx.user.id, ctx.session?.id ?? null)),

  /** Ends one of the account's sessions by its handle (404 when it is not one of the account's). */
  endSession: protectedProcedure.input(endSessionSchema).mutation(async ({ ctx, input }) => {
    await endAccountSession(ctx.em, ctx.user.id, input.handle);
    return { ended: true };
  }),

  /** Ends every session of the account but the caller's own. */
  endOtherSessions: protectedProcedure.mutation(async ({ ctx }): Promise<SessionsEndedResult> => ({
    signedOut: await endOtherAccountSessions(ctx.em, ctx.user.id, ctx.session?.id ?? null),
  })),

  /** The account's ten newest security events, newest first. */
  events: protectedProcedure.query(({ ctx }) => recentAccountEvents(ctx.em, ctx.user.id)),
});
