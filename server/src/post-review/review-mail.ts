import { PRODUCT_NAME } from '@app/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { MailMessage, Mailer } from '../mail/mailer.ts';
import { escapeHtml } from '../seo/render-head.ts';
import { postLink } from '../blog/blog-post-save.ts';
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
 * E-mails every active editor and up who has not turned it off that `post` waits for review. Runs after the submit
 * has committed and answered: a mailer that fails is logged, never the submit's error.
 */
export async function mailReviewSubmitted(
  em: EntityManager,
  mail: { mailer: Mailer; origin: string; log?: FastifyBaseLogger },
  post: { id: number; title: string },
  submitter: { id: number; name: string | null; username: string },
): Promise<void> {
  try {
    const recipients = await reviewMailRecipients(em, submitter.id);
    const by = submitter.name?.trim() || submitter.username;
    for (const recipient of recipients) await mail.mailer.send(reviewSubmittedMessage(recipient, post, by, mail.origin));
  } catch (error) {
    mail.log?.error({ err: error, postId: post.id }, 'review e-mail not sent');
  }
}
