import { currentPasswordSchema } from './profile.ts';
import { z } from './zod.ts';

/** Where a signed-in account downloads everything stored about it (a JSON file). */
export const MY_DATA_EXPORT_URL = '/api/account/data';

/** How long the username of a deleted account stays refused at sign-up, in days. */
export const RELEASED_USERNAME_DAYS = 30;

/** privacy.deleteAccount: the account's own password, confirming the deletion. */
export const deleteOwnAccountSchema = z.object({ currentPassword: currentPasswordSchema });
/** A privacy.deleteAccount request. */
export type DeleteOwnAccountInput = z.infer<typeof deleteOwnAccountSchema>;

/** team.deleteAccount: the account to delete and the admin's own password. */
export const adminDeleteAccountSchema = z.object({
  id: z.number({ error: 'Choose an account.' }).int().positive(),
  currentPassword: currentPasswordSchema,
});
/** A team.deleteAccount request. */
export type AdminDeleteAccountInput = z.infer<typeof adminDeleteAccountSchema>;

/** What sign-up tells someone choosing the username of an account deleted less than RELEASED_USERNAME_DAYS ago. */
export function heldUsernameMessage(freeFrom: Date): string {
  return `That username belonged to an account deleted recently. It becomes free again on ${freeFrom.toISOString().slice(0, 10)}; please choose another one.`;
}

/** What stays after "Delete my account", and why (the dialog and the privacy page say the same). */
export const KEPT_AFTER_DELETION = [
  'Messages you sent us through the contact form stay in our inbox with your name and e-mail address removed, so the conversation history of our support stays whole.',
  'Activity-log entries about your account stay with your name, username and e-mail address replaced by "a deleted account (id N)", so our record of changes stays whole.',
  `Your username is held back for ${RELEASED_USERNAME_DAYS} days (as a one-way hash, not the name itself), so no one can take it over and pass as you; then anyone may choose it again.`,
  'We take no payments, so there are no invoices to keep.',
] as const;
