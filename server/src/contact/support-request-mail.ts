import { PRODUCT_NAME } from '@app/contracts';
import type { MailMessage } from '../mail/mailer.ts';
import { escapeHtml } from '../html/escape-html.ts';

/** The e-mail telling a customer at `to` that their request `subject` was answered: the answer and a link to /dashboard. */
export function supportAnswerMail(to: string, subject: string, answer: string, origin: string): MailMessage {
  const link = `${origin}/dashboard`;
  const paragraphs = answer
    .split(/\n{2,}/)
    .map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br />')}</p>`)
    .join('');
  return {
    to,
    subject: 'Your support request was answered',
    text: [
      `Our team answered your ${PRODUCT_NAME} support request "${subject}":`,
      '',
      answer,
      '',
      `Read it and your other requests on your dashboard: ${link}`,
    ].join('\n'),
    html:
      `<p>Our team answered your ${PRODUCT_NAME} support request "${escapeHtml(subject)}":</p>${paragraphs}` +
      `<p><a href="${escapeHtml(link)}">Read it on your dashboard</a>.</p>`,
  };
}
