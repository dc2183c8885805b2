import { changePasswordSchema, updateProfileSchema, type PasswordChangeResult, type ProfileUpdateResult } from '@app/contracts';
import type { MailMessage } from '../../mail/mailer.ts';
import { changeOwnPassword, getProfile, updateProfile } from '../../team/profile.service.ts';
import type { Context } from '../context.ts';
import { staffProcedure, router } from '../trpc.ts';

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

/** The signed-in admin's own account (/admin/profile): name, e-mail and password (admins only). */
export const profileRouter = router({
  /** The signed-in admin's username, name and e-mail. */
  get: staffProcedure.query(({ ctx }) => getProfile(ctx.em, ctx.user.id)),

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
  changePassword: staffProcedure.input(changePasswordSchema).mutation(async ({ ctx, input }): Promise<PasswordChangeResult> => {
    const origin = ctx.mail?.origin ?? '';
    const { signedOut, notice } = await changeOwnPassword(ctx.em, ctx.user.id, ctx.session?.id ?? null, input, origin);
    return { signedOut, noticeFailed: await sendNotice(ctx.mail, notice) };
  }),
});
