// Sending a published post to the newsletter's confirmed subscribers (issue 43): where a post stands, its preview,
// a test send to the sender, and the send itself: one issue row and one mail_jobs delivery per recipient, committed
// together, then delivered by the mail queue's workers.
import {
  NEWSLETTER_ADMIN_PATH,
  NEWSLETTER_LINKS,
  NEWSLETTER_VIEW_PATH,
  type NewsletterPostStatus,
  type NewsletterPreview,
  type NewsletterSent,
} from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { recordActivity, type Actor } from '../activity/activity.service.ts';
import { accountRow } from '../account/email-verification.service.ts';
import { isWaiting } from '../blog/public-post.ts';
import { BlogPost } from '../entities/blog-post.entity.ts';
import { AppError } from '../errors.ts';
import { senderDomain } from '../mail/mail-jobs.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { issueMessage, withUnsubscribeLink, type RenderedIssue } from './issue-message.ts';
import { renderPostEmail } from './post-email.ts';

/** Where a send's e-mails link to, and how it queues them. */
export interface NewsletterSendContext {
  /** The site's public origin (never a request's Host). */
  origin: string;
  /** The sender of the app's e-mail (MAIL_FROM): the Message-IDs' domain. */
  mailFrom: string;
}

/** The SQL condition of a subscription (`alias`) a send goes to: confirmed, and never refused for good by the relay. */
export function recipientSql(alias = 'newsletter_subscriptions'): string {
  return `${alias}.confirmed_at is not null and ${alias}.bounced_at is null`;
}

/** Runs `sql` on `em`'s connection, inside its transaction when it is in one. */
function run<T>(em: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
  return em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
}

/** The web copy's address of the issue whose key is `viewKey`. */
export function newsletterViewUrl(origin: string, viewKey: string): string {
  return `${origin}${NEWSLETTER_VIEW_PATH}/${viewKey}`;
}

/**
 * The unsubscribe link shown where no subscriber is known (the preview, a test send, the web copy): the unsubscribe
 * page without a token, which unsubscribes nobody.
 */
export function exampleUnsubscribeLink(origin: string): string {
  return `${origin}${NEWSLETTER_LINKS.unsubscribe}`;
}

/** How many subscriptions a send would go to now. */
export async function countRecipients(em: EntityManager): Promise<number> {
  const [row] = await run<{ n: number }>(em, `select count(*)::int as n from newsletter_subscriptions where ${recipientSql()}`, []);
  return row?.n ?? 0;
}

/** The post `postId`, or a 404. */
async function findPost(em: EntityManager, postId: number): Promise<BlogPost> {
  const post = await em.findOne(BlogPost, { id: postId });
  if (!post) throw new AppError(404, 'This post does not exist (it may have been deleted).');
  return post;
}

/** Why `post` cannot be e-mailed now for want of being public (null when it is public). */
function notPublicReason(post: BlogPost, now: Date): string | null {
  if (post.status !== 'published') return 'This post is a draft: publish it before e-mailing it to subscribers.';
  if (isWaiting(post, now)) return 'This post is scheduled and not live yet: e-mail it once it is published.';
  return null;
}

/** The issue already sent of post `postId`, if any. */
async function issueOfPost(em: EntityManager, postId: number): Promise<{ id: number; created_at: Date; recipients: number } | null> {
  const [row] = await run<{ id: number; created_at: Date; recipients: number }>(
    em,
    'select id, created_at, recipients from newsletter_issues where post_id = ?',
    [postId],
  );
  return row ?? null;
}

/** The words of "it was sent already". */
function alreadySent(issue: { created_at: Date; recipients: number }): string {
  const day = new Date(issue.created_at).toISOString().slice(0, 10);
  return `This post was already e-mailed to ${issue.recipients} subscriber${issue.recipients === 1 ? '' : 's'} on ${day}: a post goes out once.`;
}

/** What a send with no recipient says. */
const NOBODY = 'Nobody has a confirmed subscription to the newsletter yet: there is no one to send it to.';

/**
 * Where post `postId` stands with the newsletter: how many it would go to now, whether it can go (public, not sent
 * before, someone to send it to) and why not, and its send if made. 404 for no such post.
 */
export async function newsletterPostStatus(em: EntityManager, postId: number, now = new Date()): Promise<NewsletterPostStatus> {
  const post = await findPost(em, postId);
  const [issue, recipients] = [await issueOfPost(em, postId), await countRecipients(em)];
  const reason = issue ? alreadySent(issue) : (notPublicReason(post, now) ?? (recipients === 0 ? NOBODY : null));
  return {
    recipients,
    sendable: reason === null,
    reason,
    issue: issue ? { id: issue.id, sentAt: new Date(issue.created_at).toISOString(), recipients: issue.recipients } : null,
  };
}

/** `post`'s e-mail rendered once for `subject`, linking to the web copy at `viewUrl`, with the unsubscribe placeholder. */
function render(post: BlogPost, subject: string, origin: string, viewUrl: string): RenderedIssue {
  return { subject, ...renderPostEmail(post, subject, { siteOrigin: origin, viewUrl }) };
}

/** The post's public address: what "View in browser" leads to before the send has a web copy of its own. */
function postUrl(origin: string, post: BlogPost): string {
  return `${origin}/blog/${post.slug}`;
}

/** The e-mail of post `postId` as subscribers would get it under `subject` (an example unsubscribe link), and the count. */
export async function previewNewsletter(em: EntityManager, postId: number, subject: string, origin: string): Promise<NewsletterPreview> {
  const post = await findPost(em, postId);
  const rendered = render(post, subject, origin, postUrl(origin, post));
  return { subject, ...withUnsubscribeLink(rendered, exampleUnsubscribeLink(origin)), recipients: await countRecipients(em) };
}

/**
 * The test e-mail of post `postId` under `subject` for account `userId`, to its own address only (400 without one):
 * the caller queues it. The subject says it is a test; the unsubscribe link is the example one.
 */
export async function newsletterTestMail(
  em: EntityManager,
  postId: number,
  subject: string,
  userId: number,
  origin: string,
): Promise<MailMessage> {
  const post = await findPost(em, postId);
  const account = await accountRow(em, userId);
  if (!account.email) throw new AppError(400, 'Add an e-mail address to your account first: the test goes to your own address.');
  const rendered = render(post, `[Test] ${subject}`, origin, postUrl(origin, post));
  return issueMessage(rendered, account.email, exampleUnsubscribeLink(origin));
}

/**
 * Sends post `postId` under `subject` to every confirmed, never-bounced subscription, in one transaction: the issue
 * (rendered once, with a random web copy key) and one queued delivery per recipient (one `insert … select`, each with
 * its own Message-ID; no message stored: the worker builds it from the issue), and the activity log's entry. 409 when
 * the post was sent already (a post goes once: `post_id` is unique, so two sends at once make one), is not public,
 * has nobody to go to, or when the count differs from `expectedRecipients` (the one the sender confirmed).
 * The caller kicks the mail queue once it has committed.
 */
export async function sendNewsletter(
  em: EntityManager,
  input: { postId: number; subject: string; expectedRecipients: number },
  actor: Actor,
  context: NewsletterSendContext,
  now = new Date(),
): Promise<NewsletterSent> {
  return em.transactional(async (tx) => {
    const post = await findPost(tx, input.postId);
    const notPublic = notPublicReason(post, now);
    if (notPublic) throw new AppError(409, notPublic);
    const earlier = await issueOfPost(tx, post.id);
    if (earlier) throw new AppError(409, alreadySent(earlier));
    // 192 random bits: 32 base64url characters, which the logs redact as a token (url-secrets.ts).
    const viewKey = randomBytes(24).toString('base64url');
    const rendered = render(post, input.subject, context.origin, newsletterViewUrl(context.origin, viewKey));
    const [issue] = await run<{ id: number }>(
      tx,
      `insert into newsletter_issues (post_id, post_title, subject, html, text, view_key, sent_by_id, recipients)
       values (?, ?, ?, ?, ?, ?, ?, ?) on conflict (post_id) do nothing returning id`,
      [post.id, post.title, input.subject, rendered.html, rendered.text, viewKey, actor.id, input.expectedRecipients],
    );
    // Another send of this post committed in between (the unique post_id waited for it).
    if (!issue) throw new AppError(409, 'This post was just e-mailed by someone else: a post goes out once.');
    const [queued] = await run<{ n: number }>(
      tx,
      `with queued as (
         insert into mail_jobs (to_address, subject, message, message_id, newsletter_issue_id, subscription_id, priority)
         select s.email, ?, null, '<' || gen_random_uuid()::text || '@' || ?::text || '>', ?, s.id, 1
           from newsletter_subscriptions s where ${recipientSql('s')}
          order by s.id
         returning 1
       ) select count(*)::int as n from queued`,
      [input.subject, senderDomain(context.mailFrom), issue.id],
    );
    const recipients = queued?.n ?? 0;
    if (recipients === 0) throw new AppError(409, NOBODY);
    if (recipients !== input.expectedRecipients) {
      throw new AppError(
        409,
        `The number of subscribers changed since you looked (${recipients} now, not ${input.expectedRecipients}): check the count and send again.`,
      );
    }
    await recordActivity(tx, actor, {
      kind: 'newsletter.sent',
      summary: `E-mailed “${post.title}” to ${recipients} subscriber${recipients === 1 ? '' : 's'}`,
      link: `${NEWSLETTER_ADMIN_PATH}/${issue.id}`,
    });
    return { id: issue.id, recipients };
  });
}
