import { EMAIL_CHANGE_HOURS, EMAIL_VERIFY_DAYS, PRODUCT_NAME } from '@app/contracts';
import type { MailMessage } from '../mail/mailer.ts';
import { escapeHtml } from '../html/escape-html.ts';

/** Who an account e-mail is about. */
interface Account {
  username: string;
  name: string | null;
}

const greetingOf = (account: Account) => `Hello ${account.name ?? account.username},`;

/** A message from paragraphs of text, with `link` (when given) as a button-like anchor named `linkText` after the first. */
function message(to: string, subject: string, paragraphs: string[], link?: { url: string; text: string }): MailMessage {
  const [first = '', ...rest] = paragraphs;
  const text = [first, ...(link ? [link.url] : []), ...rest].join('\n\n');
  const html = [
    `<p>${escapeHtml(first)}</p>`,
    ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.text)}</a></p>`] : []),
    ...rest.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
  ].join('');
  return { to, subject, text, html };
}

/** "Confirm your e-mail address": the sign-up's link (or a resent one) to `email`, working once for EMAIL_VERIFY_DAYS days. */
export function verificationMessage(account: Account, email: string, link: string): MailMessage {
  return message(
    email,
    `Confirm your ${PRODUCT_NAME} e-mail address`,
    [
      `${greetingOf(account)} please confirm that this is the e-mail address of your ${PRODUCT_NAME} account "${account.username}" by opening this link within ${EMAIL_VERIFY_DAYS} days (it works once):`,
      'Your account works in the meantime. If you did not create it, ignore this e-mail.',
    ],
    { url: link, text: 'Confirm your e-mail address' },
  );
}

/**
 * Tells the owner of `email` (the account that confirmed it) that a new account was just given their address: no
 * link, since the address stays theirs; what to do if it was them.
 */
export function addressInUseMessage(owner: Account, email: string, origin: string): MailMessage {
  return message(email, `Someone used your e-mail address to sign up for ${PRODUCT_NAME}`, [
    `${greetingOf(owner)} a new ${PRODUCT_NAME} account was just created with this e-mail address, which is already confirmed as the address of your account "${owner.username}". It stays yours: the new account cannot confirm it or receive anything meant for your account.`,
    `If that was you, you can keep using "${owner.username}" (forgot the password? choose a new one at ${origin}/forgot-password). If it was not you, there is nothing to do.`,
  ]);
}

/** The confirmation link sent to the NEW address of an e-mail change, working once for EMAIL_CHANGE_HOURS hours. */
export function changeLinkMessage(account: Account, newEmail: string, link: string): MailMessage {
  return message(
    newEmail,
    `Confirm your new ${PRODUCT_NAME} e-mail address`,
    [
      `${greetingOf(account)} someone (hopefully you) asked to use this address for the ${PRODUCT_NAME} account "${account.username}". Open this link within ${EMAIL_CHANGE_HOURS} hours to confirm it (it works once):`,
      'Nothing changes until the link is opened. If you did not ask for this, ignore this e-mail.',
    ],
    { url: link, text: 'Confirm your new e-mail address' },
  );
}

/** Tells the OLD address that a change to `newEmail` was asked for and waits for the new address's confirmation. */
export function changeRequestedMessage(account: Account, oldEmail: string, newEmail: string, origin: string): MailMessage {
  return message(oldEmail, `A change of your ${PRODUCT_NAME} e-mail address was asked for`, [
    `${greetingOf(account)} someone signed in to your ${PRODUCT_NAME} account "${account.username}" asked to change its e-mail address to ${newEmail}. Nothing changes unless that address opens the link we sent it within ${EMAIL_CHANGE_HOURS} hours.`,
    `If you did not ask for this, someone may know your password: choose a new one at once at ${origin}/forgot-password (this address still receives the link until the change is confirmed).`,
  ]);
}

/** Tells the OLD address that the account's address is now `newEmail` (the new address confirmed it). */
export function changeConfirmedMessage(account: Account, oldEmail: string, newEmail: string): MailMessage {
  return message(oldEmail, `Your ${PRODUCT_NAME} e-mail address was changed`, [
    `${greetingOf(account)} the e-mail address of your ${PRODUCT_NAME} account "${account.username}" was changed from ${oldEmail} to ${newEmail}, confirmed from the new address. E-mail for the account, password-reset links included, now goes there.`,
    'If you did not make this change, contact us through the contact page of the site at once.',
  ]);
}
