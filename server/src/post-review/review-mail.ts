import { PRODUCT_NAME } from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { QueueMail } from '../mail/mail-in-transaction.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { escapeHtml } from '../html/escape-html.ts';
import { postLink } from '../activity/activity-links.ts';
import { reviewMailRecipients } from './review-notice-preferences.ts';

/** The e-mail that tells an editor a post waits for review, with the link that opens it in the blog manager. */
export function reviewSubmittedMessage(
  to: { email: string; name: string },
  post: { id: number; title: string },
  submittedBy: string,
  origin: string,
): MailMessage {
  const link = `${origin}${postLink(post.id)}`;
  const greeting = `Hello ${to.name},`;
  const what = `${submittedBy} submitted the post "${post.title}" for review. Publish it, schedule it, or send it back with a note:`;
  const optOut = 'You can turn these e-mails off in your profile in the admin panel.';
  return {
    to: to.email,
    subject: `${PRODUCT_NAME}: "${post.title}" is waiting for review`,
    text: [greeting, '', what, link, '', optOut].join('\n'),
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(what)} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(optOut)}</p>`,
  };
}

/**
 * Queues, in the submit's transaction `tx`, the e-mail telling every active editor and up who has not turned it off
 * that `post` waits for review (links at `origin`): the submit and its e-mails commit together.
 */
export async function queueReviewSubmitted(
  tx: EntityManager,
  queueMail: QueueMail,
  origin: string,
  post: { id: number; title: string },
  submitter: { id: number; name: string | null; username: string },
): Promise<void> {
  const recipients = await reviewMailRecipients(tx, submitter.id);
  const by = submitter.name?.trim() || submitter.username;
  for (const recipient of recipients) await queueMail(tx, reviewSubmittedMessage(recipient, post, by, origin));
}
