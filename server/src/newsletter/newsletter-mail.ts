import { NEWSLETTER_CONFIRM_DAYS, NEWSLETTER_LINKS, PRODUCT_NAME } from '@app/contracts';
import type { MailMessage } from '../mail/mailer.ts';
import { escapeHtml } from '../html/escape-html.ts';

/**
 * The RFC 8058 headers of a newsletter e-mail to the subscription whose unsubscribe link is `link`: `List-Unsubscribe`
 * with it, and `List-Unsubscribe-Post: List-Unsubscribe=One-Click`, so a mail program can offer its own button.
 */
export function unsubscribeHeaders(link: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/**
 * A newsletter e-mail as sent: `message` with the subscription's unsubscribe link `link` (see `unsubscribeLinkFor`) at its end (text and HTML)
 * and the RFC 8058 headers (`List-Unsubscribe` with that link, `List-Unsubscribe-Post: List-Unsubscribe=One-Click`),
 * so a mail program can offer its own button. Every newsletter e-mail, the confirmation and any issue, goes through here.
 */
export function newsletterMail(message: Omit<MailMessage, 'headers'>, link: string): MailMessage {
  return {
    ...message,
    text: `${message.text}\n\n--\nUnsubscribe at any time: ${link}`,
    html: `${message.html}<hr /><p>Unsubscribe at any time: <a href="${escapeHtml(link)}">unsubscribe from the ${PRODUCT_NAME} newsletter</a>.</p>`,
    headers: unsubscribeHeaders(link),
  };
}

/** The e-mail asking `email` to confirm its sign-up with the link carrying `confirmToken`; `unsubscribeLink` ends it. */
export function confirmationMail(email: string, origin: string, confirmToken: string, unsubscribeLink: string): MailMessage {
  const link = `${origin}${NEWSLETTER_LINKS.confirm}?token=${confirmToken}`;
  return newsletterMail(
    {
      to: email,
      subject: `Confirm your ${PRODUCT_NAME} newsletter subscription`,
      text: [
        `Someone (hopefully you) asked to receive the ${PRODUCT_NAME} newsletter at this address.`,
        `Open this link within ${NEWSLETTER_CONFIRM_DAYS} days to confirm:`,
        link,
        '',
        'If you did not ask for this, ignore this e-mail: without confirmation you will get nothing more from us.',
      ].join('\n'),
      html: `<p>Someone (hopefully you) asked to receive the ${PRODUCT_NAME} newsletter at this address.</p><p><a href="${escapeHtml(link)}">Confirm your subscription</a> (the link works for ${NEWSLETTER_CONFIRM_DAYS} days, once).</p><p>If you did not ask for this, ignore this e-mail: without confirmation you will get nothing more from us.</p>`,
    },
    unsubscribeLink,
  );
}
