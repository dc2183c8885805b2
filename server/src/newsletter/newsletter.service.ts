import { NEWSLETTER_CONFIRM_DAYS, type NewsletterSubscriberItem, type PagedList } from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { hashToken } from '../auth/token-hash.ts';
import { findNewestFirstListPage } from '../db/newest-first-list.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { NewsletterSubscription, type NewsletterSource } from '../entities/newsletter-subscription.entity.ts';
import { confirmationMail } from './newsletter-mail.ts';
import { derivedTokenId, derivedTokenMatches, unsubscribeLinkFor } from './unsubscribe-link.ts';

/** How long a confirmation link works (7 days). */
export const NEWSLETTER_CONFIRM_TTL_MS = NEWSLETTER_CONFIRM_DAYS * 24 * 60 * 60 * 1000;

/** A fresh link token: 160 random bits, base64url. */
function newToken(): string {
  return randomBytes(20).toString('base64url');
}

/**
 * Signs `email` up, pending until it confirms, and returns the confirmation e-mail to send, or null when the
 * address is already confirmed (nothing to ask). A pending address gets a new confirmation link (the earlier
 * one stops working); its unsubscribe link is derived from the row with `linkKey` (`unsubscribeLinkFor`), the
 * same in every e-mail to it. The caller answers the same in every case, so
 * the form cannot be used to learn who is on the list; its rate limits bound the re-sends. Pending sign-ups
 * whose link expired are deleted here (an address that never confirmed is not kept).
 */
export async function subscribeToNewsletter(
  em: EntityManager,
  input: { email: string; source: NewsletterSource },
  origin: string,
  linkKey: Buffer,
  now = new Date(),
): Promise<MailMessage | null> {
  const connection = em.getConnection();
  await connection.execute('delete from newsletter_subscriptions where confirmed_at is null and confirm_expires_at <= ?', [now], 'run');
  const confirmToken = newToken();
  const email = input.email.toLowerCase();
  // One statement: a new address is inserted, a pending one gets the new confirmation token, a confirmed one is
  // left alone. A pending row from before derived links keeps its stored unsubscribe hash, so its earlier link works.
  const rows = await connection.execute<Array<{ id: number; email: string }>>(
    `insert into newsletter_subscriptions (email, source, confirm_token_hash, confirm_expires_at)
     values (?, ?, ?, ?)
     on conflict ((lower(email))) do update set
       confirm_token_hash = excluded.confirm_token_hash,
       confirm_expires_at = excluded.confirm_expires_at
     where newsletter_subscriptions.confirmed_at is null
     returning id, email`,
    [email, input.source, hashToken(confirmToken), new Date(now.getTime() + NEWSLETTER_CONFIRM_TTL_MS)],
  );
  const row = rows[0];
  return row ? confirmationMail(email, origin, confirmToken, unsubscribeLinkFor(linkKey, row, origin)) : null;
}

/**
 * Confirms the pending subscription whose link carries `token`, once: true when it did, false for a link
 * that is unknown, already used or expired (7 days).
 */
export async function confirmNewsletterSubscription(em: EntityManager, token: string, now = new Date()): Promise<boolean> {
  const rows = await em.getConnection().execute<Array<{ id: number }>>(
    `update newsletter_subscriptions set confirmed_at = ?, confirm_token_hash = null, confirm_expires_at = null
     where confirm_token_hash = ? and confirm_expires_at > ? and confirmed_at is null returning id`,
    [now, hashToken(token), now],
  );
  return rows.length > 0;
}

/** Whether the confirmation link carrying `token` would confirm a subscription now (a HEAD's answer: nothing changes). */
export async function confirmationLinkWorks(em: EntityManager, token: string, now = new Date()): Promise<boolean> {
  const rows = await em
    .getConnection()
    .execute<Array<{ id: number }>>(
      'select id from newsletter_subscriptions where confirm_token_hash = ? and confirm_expires_at > ? and confirmed_at is null',
      [hashToken(token), now],
    );
  return rows.length > 0;
}

/**
 * Removes the subscription (pending or confirmed) whose unsubscribe link carries `token`: the address leaves
 * the list and is not kept. A derived token (`id.hmac`) must match the row's HMAC under `linkKey` (compared in
 * constant time); any other token is looked up by its stored SHA-256, so links mailed before links were derived
 * keep working. True when one was removed, false when none has that token (already unsubscribed, or tampered).
 */
export async function unsubscribeFromNewsletter(em: EntityManager, token: string, linkKey: Buffer): Promise<boolean> {
  const connection = em.getConnection();
  const id = derivedTokenId(token);
  if (id !== null) {
    const found = await connection.execute<Array<{ id: number; email: string }>>(
      'select id, email from newsletter_subscriptions where id = ?',
      [id],
    );
    const row = found[0];
    if (!row || !derivedTokenMatches(linkKey, row, token)) return false;
    const deleted = await connection.execute<Array<{ id: number }>>(
      'delete from newsletter_subscriptions where id = ? and lower(email) = lower(?) returning id',
      [row.id, row.email],
    );
    return deleted.length > 0;
  }
  const rows = await connection.execute<Array<{ id: number }>>(
    'delete from newsletter_subscriptions where unsubscribe_token_hash = ? returning id',
    [hashToken(token)],
  );
  return rows.length > 0;
}

/** Where an address stands with the newsletter: not on the list, waiting for its confirmation, or subscribed. */
export type NewsletterStatus = { state: 'none' } | { state: 'pending'; since: Date } | { state: 'confirmed'; since: Date };

/**
 * For an account page: the newsletter status of `email` (any case). A person's subscription is their
 * address's, whoever typed it.
 */
export async function newsletterStatusOf(em: EntityManager, email: string): Promise<NewsletterStatus> {
  const row = await em.findOne(NewsletterSubscription, { email: email.toLowerCase() });
  if (!row) return { state: 'none' };
  return row.confirmedAt ? { state: 'confirmed', since: row.confirmedAt } : { state: 'pending', since: row.createdAt };
}

/**
 * For an account page: subscribes (`wanted`) or unsubscribes `email`. Subscribing an address the account has
 * `verified` (it opened an e-mailed link) confirms it at once, with no e-mail (null); an unverified one goes through
 * the same double opt-in as the public form (the returned confirmation e-mail is the caller's to send; null when
 * already confirmed). Unsubscribing removes the address at once and returns null. Rate limits are the caller's.
 */
export async function setNewsletterSubscription(
  em: EntityManager,
  email: string,
  wanted: boolean,
  origin: string,
  linkKey: Buffer,
  now = new Date(),
  verified = false,
): Promise<MailMessage | null> {
  if (wanted && verified) {
    await em.getConnection().execute(
      `insert into newsletter_subscriptions (email, source, confirmed_at) values (?, 'account', ?)
       on conflict ((lower(email))) do update set
         confirmed_at = coalesce(newsletter_subscriptions.confirmed_at, excluded.confirmed_at),
         confirm_token_hash = null,
         confirm_expires_at = null`,
      [email.toLowerCase(), now],
      'run',
    );
    return null;
  }
  if (wanted) return subscribeToNewsletter(em, { email, source: 'account' }, origin, linkKey, now);
  await em.getConnection().execute('delete from newsletter_subscriptions where lower(email) = ?', [email.toLowerCase()], 'run');
  return null;
}

/** The confirmed subscribers page `page` (1-based, 50 a page), newest sign-up first; a page past the end is empty. Pending addresses are not listed. */
export function listNewsletterSubscribers(em: EntityManager, page: number): Promise<PagedList<NewsletterSubscriberItem>> {
  return findNewestFirstListPage(em, NewsletterSubscription, page, toSubscriberItem, { confirmedAt: { $ne: null } });
}

function toSubscriberItem(subscription: NewsletterSubscription): NewsletterSubscriberItem {
  return {
    id: subscription.id,
    email: subscription.email,
    source: subscription.source,
    createdAt: subscription.createdAt.toISOString(),
  };
}
