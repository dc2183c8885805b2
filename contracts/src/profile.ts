import { confirmationMatches, emailSchema, newPasswordSchema, registerSchema } from './user.ts';
import { z } from './zod.ts';

/** The signed-in admin's own account as the profile screen (/admin/profile) shows it. */
export interface AdminProfile {
  username: string;
  name: string | null;
  email: string | null;
}

/** What a wrong current password is told: a 400 naming the `currentPassword` field. */
export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.';

/** What too many wrong current passwords in a short time are told (429). */
export const TOO_MANY_PASSWORD_CHECKS = 'Too many wrong current passwords. Please wait a few minutes and try again.';

/** The password the account has now, typed to confirm a change; bounded like every password. */
const currentPassword = z
  .string({ error: 'Enter your current password.' })
  .min(1, 'Enter your current password.')
  .max(128, 'Password must be at most 128 characters');

/** profile.update: the admin's full name and e-mail (the sign-up rules), confirmed with the current password. */
export const updateProfileSchema = z.object({ name: registerSchema.shape.name, email: emailSchema, currentPassword });
/** A profile.update request. */
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

/** profile.changePassword: the current password and the new one (the sign-up rules). */
export const changePasswordSchema = z.object({ currentPassword, newPassword: newPasswordSchema });
/** A profile.changePassword request. */
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/**
 * The change-password form: the current password and the new one typed twice, named `password` and
 * `confirmPassword` as in the other password forms (send `password` as `newPassword`).
 */
export const changePasswordFormSchema = z
  .object({ currentPassword, password: newPasswordSchema, confirmPassword: z.string() })
  .refine(...confirmationMatches);
/** The change-password form's values. */
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;

/** What profile.update answers: the details as saved (the old address's notice is queued with the change). */
export interface ProfileUpdateResult {
  profile: AdminProfile;
}

/** What profile.changePassword answers: how many other sessions ended (the notice is queued with the change). */
export interface PasswordChangeResult {
  signedOut: number;
}

/** The current password typed to confirm an action (the same rules as every other confirmation). */
export const currentPasswordSchema = currentPassword;
