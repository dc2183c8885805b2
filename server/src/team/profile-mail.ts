import { isStaff as isStaffRole, PRODUCT_NAME } from '@app/contracts';
import type { MailMessage } from '../mail/mailer.ts';
import { escapeHtml } from '../html/escape-html.ts';

/** Who a notice is about: the account as it is now. */
interface Recipient {
  username: string;
  name: string | null;
  /** A customer ('user') is not told to ask another admin. */
  role: string;
}

/** Whether the account is a staff account of the admin panel rather than a customer's. */
const isStaff = (account: Recipient) => isStaffRole(account.role);

const greetingOf = (account: Recipient) => `Hello ${account.name ?? account.username},`;

/**
 * Tells the OLD address of an account that its e-mail address was changed to `newEmail`, so an owner
 * who did not make the change hears of it where they still read mail.
 */
export function emailChangedMessage(account: Recipient, oldEmail: string, newEmail: string): MailMessage {
  const greeting = greetingOf(account);
  const what = `The e-mail address of your ${PRODUCT_NAME} admin account "${account.username}" was changed from ${oldEmail} to ${newEmail}.`;
  const after = 'E-mail for the account, password-reset links included, now goes to the new address.';
  const ifNotYou =
    'If you made this change, there is nothing to do. If you did not, someone may know your password: ask another admin of the site to disable your account (Team, in the admin panel) at once.';
  return {
    to: oldEmail,
    subject: `Your ${PRODUCT_NAME} e-mail address was changed`,
    text: [greeting, '', what, after, '', ifNotYou].join('\n'),
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(what)} ${escapeHtml(after)}</p><p>${escapeHtml(ifNotYou)}</p>`,
  };
}

/**
 * Tells an account's address that its password was changed and its other sessions signed out; whoever
 * did not make the change is pointed to the reset page at `origin` (the site's public origin).
 */
export function passwordChangedMessage(account: Recipient, email: string, origin: string): MailMessage {
  const greeting = greetingOf(account);
  const what = `The password of your ${PRODUCT_NAME} account "${account.username}" was changed, and every other browser signed in to it was signed out.`;
  const resetLink = `${origin}/forgot-password`;
  const tell = isStaff(account) ? ', and tell another admin of the site' : '';
  const ifNotYou = `If you made this change, there is nothing to do. If you did not, choose a new password at once with this link${tell}:`;
  return {
    to: email,
    subject: `Your ${PRODUCT_NAME} password was changed`,
    text: [greeting, '', what, '', ifNotYou, resetLink].join('\n'),
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(what)}</p><p>If you made this change, there is nothing to do. If you did not, <a href="${escapeHtml(resetLink)}">choose a new password</a> at once${escapeHtml(tell)}.</p>`,
  };
}
