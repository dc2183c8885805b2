import { currentPasswordSchema } from './profile.ts';
import { emailSchema } from './user.ts';
import { z } from './zod.ts';

/** The account e-mails' links (the token in the query): verify the address given at sign-up, and confirm a new address. */
export const EMAIL_LINKS = {
  verify: '/account/verify-email',
  confirmChange: '/account/confirm-email',
} as const;

/** The pages those links lead to. */
export const EMAIL_PAGES = {
  verified: '/account/email-verified',
  changed: '/account/email-changed',
  /** A link that is unknown, used or expired. */
  linkExpired: '/account/email-link-expired',
  /** A change whose new address belongs to another account by the time it is confirmed. */
  addressTaken: '/account/email-taken',
} as const;

/** How long the sign-up's verification link works: 7 days. */
export const EMAIL_VERIFY_DAYS = 7;
/** How long a new address's confirmation link works: 24 hours. */
export const EMAIL_CHANGE_HOURS = 24;

/** The signed-in account's e-mail address as the dashboard and settings show it. */
export interface EmailAddressStatus {
  email: string | null;
  /** Whether the address has been confirmed by opening an e-mailed link. */
  verified: boolean;
  /** An address asked for and waiting for its confirmation link to be opened, or null. */
  pendingEmail: string | null;
}

/** emailAddress.requestChange: the new address (the sign-up rules) and the current password. */
export const requestEmailChangeSchema = z.object({ email: emailSchema, currentPassword: currentPasswordSchema });
/** An emailAddress.requestChange request. */
export type RequestEmailChangeInput = z.infer<typeof requestEmailChangeSchema>;

/** What emailAddress.requestChange answers, the same whether or not another account uses the address. */
export interface EmailChangeRequested {
  pendingEmail: string;
  message: string;
}

/** What too many verification or change e-mails in a short time are told (429). */
export const TOO_MANY_EMAIL_LINKS = 'Too many e-mails were asked for in a short time. Please wait a few minutes and try again.';
/** What asking to change to the address the account has already is told (400). */
export const SAME_EMAIL_ADDRESS = 'That is already your e-mail address.';
