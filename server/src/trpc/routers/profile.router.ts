import {
  changePasswordSchema,
  endSessionSchema,
  renameSchema,
  updateProfileSchema,
  type PasswordChangeResult,
  type ProfileUpdateResult,
  type SessionsEndedResult,
} from '@app/contracts';
import { recentAccountEvents } from '../../auth/account-events.service.ts';
import { endAccountSession, endOtherAccountSessions, listAccountSessions } from '../../account/account-sessions.service.ts';
import { mailBatch, type MailBatch } from '../../mail/mail-in-transaction.ts';
import { changeOwnPassword, getProfile, renameAccount, updateProfile } from '../../team/profile.service.ts';
import type { Context } from '../context.ts';
import { protectedProcedure, router, staffProcedure } from '../trpc.ts';

/** The change notices of one request, queued in its change's transaction; none on a server without mail (a test). */
function noticeBatch(ctx: Context): MailBatch {
  return ctx.mail ? mailBatch(ctx.mail.queue) : { queueMail: async () => {}, committed: async () => {} };
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
   * after too many); a changed address has its old one told by e-mail (queued with the change: both or neither).
   */
  update: staffProcedure.input(updateProfileSchema).mutation(async ({ ctx, input }): Promise<ProfileUpdateResult> => {
    const batch = noticeBatch(ctx);
    const profile = await updateProfile(ctx.em, ctx.user.id, input, batch.queueMail);
    await batch.committed();
    return { profile };
  }),

  /**
   * Sets a new password, confirmed with the current one (400 / 429 as `update`), signs out every other
   * session of the account (the caller's stays) and tells the account's address by e-mail.
   */
  changePassword: protectedProcedure.input(changePasswordSchema).mutation(async ({ ctx, input }): Promise<PasswordChangeResult> => {
    const batch = noticeBatch(ctx);
    const origin = ctx.mail?.origin ?? '';
    const signedOut = await changeOwnPassword(ctx.em, ctx.user.id, ctx.session?.id ?? null, input, origin, batch.queueMail);
    await batch.committed();
    return { signedOut };
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
