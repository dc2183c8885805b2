import { NEWSLETTER_CONFIRM_DAYS, type NewsletterSubscriberItem, type PagedList, type SubscriberLastNewsletter } from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { hashToken } from '../auth/token-hash.ts';
import { findNewestFirstListPage } from '../db/newest-first-list.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { NewsletterSubscription, type NewsletterSource } from '../entities/newsletter-subscription.entity.ts';
import { ownNewsletterSubscription, type AddressHolder } from '../account/account-links.ts';
import { confirmationMail } from './newsletter-mail.ts';
import { derivedTokenId, derivedTokenMatches, unsubscribeLinkFor } from './unsubscribe-link.ts';

/** How long a confirmation link works (7 days). */
export const NEWSLETTER_CONFIRM_TTL_MS = NEWSLETTER_CONFIRM_DAYS * 24 * 60 * 60 * 1000;

/** A fresh link token: 160 random bits, base64url. */
function newToken(): string {
  return randomBytes(20).toString('base64url');
}

/**
 * Signs `email` up, pending until it confirms, and returns the confirmation e-mail (the caller queues it in `em`'s transaction), or null when the
 * address is already confirmed (nothing to ask). A pending address gets a new confirmation link (the earlier
 * one stops working); its unsubscribe link is derived from the row with `linkKey` (`unsubscribeLinkFor`), the
 * same in every e-mail to it. The caller answers the same in every case, so
 * the form cannot be used to learn who is on the list; its rate limits bound the re-sends. Pending sign-ups
 * whose link expired are deleted here (an address that never confirmed is not kept).
 *
 * `requestedBy` is the account asking from its settings (null: the public form). Its request is recorded with the
 * link (`requested_by_id`), and opening the link makes the subscription that account's (`account_id`): so an
 * account asks, and is mailed a link, even when the address is confirmed already, unless the subscription is its own.
 */
export async function subscribeToNewsletter(
  em: EntityManager,
  input: { email: string; source: NewsletterSource },
  origin: string,
  linkKey: Buffer,
  now = new Date(),
  requestedBy: number | null = null,
): Promise<MailMessage | null> {
  const connection = em.getConnection();
  // In `em`'s transaction when it is in one (the caller's, which queues the confirmation e-mail with the sign-up).
  await connection.execute(
    'delete from newsletter_subscriptions where confirmed_at is null and confirm_expires_at <= ?',
    [now],
    'run',
    em.getTransactionContext(),
  );
  const confirmToken = newToken();
  const email = input.email.toLowerCase();
  // One statement: a new address is inserted, a pending one gets the new confirmation token (the request is the
  // new asker's, or nobody's for the public form), a confirmed one is left alone unless an account asks for it that
  // it is not already the subscription of. A pending row from before derived links keeps its stored unsubscribe hash,
  // so its earlier link works.
  const rows = await connection.execute<Array<{ id: number; email: string }>>(
    `insert into newsletter_subscriptions (email, source, confirm_token_hash, confirm_expires_at, requested_by_id)
     values (?, ?, ?, ?, ?)
     on conflict ((lower(email))) do update set
       confirm_token_hash = excluded.confirm_token_hash,
       confirm_expires_at = excluded.confirm_expires_at,
       requested_by_id = excluded.requested_by_id
     where newsletter_subscriptions.confirmed_at is null
        or (excluded.requested_by_id is not null and newsletter_subscriptions.account_id is distinct from excluded.requested_by_id)
     returning id, email`,
    [email, input.source, hashToken(confirmToken), new Date(now.getTime() + NEWSLETTER_CONFIRM_TTL_MS), requestedBy],
    'all',
    em.getTransactionContext(),
  );
  const row = rows[0];
  return row ? confirmationMail(email, origin, confirmToken, unsubscribeLinkFor(linkKey, row, origin)) : null;
}

/**
 * Confirms the subscription whose link carries `token`, once: true when it did, false for a link that is unknown,
 * already used or expired (7 days). A link mailed for an account's request makes the subscription that account's
 * (the mailbox said yes to it), unless another account has confirmed the address (its holder may open a link
 * someone else's request sent it, as with an address's verification: address-owner.ts); a confirmed one keeps its date.
 */
export async function confirmNewsletterSubscription(em: EntityManager, token: string, now = new Date()): Promise<boolean> {
  const rows = await em.getConnection().execute<Array<{ id: number }>>(
    `update newsletter_subscriptions s set confirmed_at = coalesce(s.confirmed_at, ?),
       account_id = case when s.requested_by_id is not null and not exists (
           select 1 from users u where lower(u.email) = lower(s.email) and u.email_verified_at is not null and u.id <> s.requested_by_id
         ) then s.requested_by_id else s.account_id end,
       requested_by_id = null, confirm_token_hash = null, confirm_expires_at = null
     where s.confirm_token_hash = ? and s.confirm_expires_at > ? returning s.id`,
    [now, hashToken(token), now],
  );
  return rows.length > 0;
}

/** Whether the confirmation link carrying `token` would confirm a subscription now (a HEAD's answer: nothing changes). */
export async function confirmationLinkWorks(em: EntityManager, token: string, now = new Date()): Promise<boolean> {
  const rows = await em
    .getConnection()
    .execute<Array<{ id: number }>>('select id from newsletter_subscriptions where confirm_token_hash = ? and confirm_expires_at > ?', [
      hashToken(token),
      now,
    ]);
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

/** Where an account stands with the newsletter: not on the list, waiting for its confirmation, or subscribed. */
export type NewsletterStatus = { state: 'none' } | { state: 'pending'; since: Date } | { state: 'confirmed'; since: Date };

/** The account a settings request acts for: its id, its address, and whether it confirmed that address. */
export type NewsletterAccount = AddressHolder & { email: string };

/**
 * For an account page: the newsletter status of `account`'s address (any case), as far as it is the account's. Its
 * own subscription (ownNewsletterSubscription) is shown; otherwise its own request waiting for the link (since it
 * asked); otherwise 'none', also when the address is someone else's subscription (an address the account only
 * claims tells it nothing about its holder).
 */
export async function newsletterStatusOf(em: EntityManager, account: NewsletterAccount, now = new Date()): Promise<NewsletterStatus> {
  const own = ownNewsletterSubscription(account);
  const rows = await em
    .getConnection()
    .execute<Array<{ own: boolean; created_at: Date; confirmed_at: Date | null; asked_until: Date | null }>>(
      `select ${own.sql} as own, created_at, confirmed_at,
            case when requested_by_id = ? and confirm_expires_at > ? then confirm_expires_at end as asked_until
       from newsletter_subscriptions where lower(email) = lower(?)`,
      [...own.params, account.id, now, account.email],
    );
  const row = rows[0];
  if (row?.own)
    return row.confirmed_at
      ? { state: 'confirmed', since: new Date(row.confirmed_at) }
      : { state: 'pending', since: new Date(row.created_at) };
  // When the account asked: its link was made to last NEWSLETTER_CONFIRM_TTL_MS from then.
  if (row?.asked_until) return { state: 'pending', since: new Date(new Date(row.asked_until).getTime() - NEWSLETTER_CONFIRM_TTL_MS) };
  return { state: 'none' };
}

/**
 * Removes `account`'s own subscription at its address (ownNewsletterSubscription) and withdraws its request waiting
 * there (withdrawNewsletterRequests). Someone else's subscription at the address is left as it was.
 */
async function leaveNewsletter(em: EntityManager, account: NewsletterAccount): Promise<void> {
  const own = ownNewsletterSubscription(account);
  await em
    .getConnection()
    .execute(
      `delete from newsletter_subscriptions where lower(email) = lower(?) and ${own.sql}`,
      [account.email, ...own.params],
      'run',
      em.getTransactionContext(),
    );
  await withdrawNewsletterRequests(em, account.id, account.email);
}

/**
 * Withdraws account `accountId`'s newsletter requests still waiting for their link (at `email`, any case, or
 * anywhere), in `em`'s transaction if any: a sign-up pending for one goes (its only live link was the request's), and
 * someone else's confirmed subscription loses the link the request added, nothing else.
 */
export async function withdrawNewsletterRequests(em: EntityManager, accountId: number, email?: string): Promise<void> {
  const connection = em.getConnection();
  const at = email === undefined ? { sql: '', params: [] } : { sql: ' and lower(email) = lower(?)', params: [email] };
  const run = (sql: string) => connection.execute(sql, [accountId, ...at.params], 'run', em.getTransactionContext());
  await run(`delete from newsletter_subscriptions where requested_by_id = ? and confirmed_at is null${at.sql}`);
  await run(
    `update newsletter_subscriptions set requested_by_id = null, confirm_token_hash = null, confirm_expires_at = null
      where requested_by_id = ?${at.sql}`,
  );
}

/**
 * For an account page: subscribes (`wanted`) or unsubscribes `account`'s address. An account that confirmed its
 * address (it opened an e-mailed link) is subscribed at once, with no e-mail (null); one that only claims it goes
 * through the double opt-in, even when the address is subscribed already by someone else (the returned confirmation
 * e-mail is the caller's to queue, in `em`'s transaction; null when the subscription is already its own), and the subscription becomes its
 * own once the link is opened. Unsubscribing removes only the account's own subscription, at once, and withdraws its
 * waiting request (leaveNewsletter); it returns null. Rate limits are the caller's.
 */
export async function setNewsletterSubscription(
  em: EntityManager,
  account: NewsletterAccount,
  wanted: boolean,
  origin: string,
  linkKey: Buffer,
  now = new Date(),
): Promise<MailMessage | null> {
  if (!wanted) {
    await leaveNewsletter(em, account);
    return null;
  }
  if (account.emailVerified) {
    await em.getConnection().execute(
      `insert into newsletter_subscriptions (email, source, confirmed_at) values (?, 'account', ?)
       on conflict ((lower(email))) do update set
         confirmed_at = coalesce(newsletter_subscriptions.confirmed_at, excluded.confirmed_at),
         requested_by_id = null,
         confirm_token_hash = null,
         confirm_expires_at = null`,
      [account.email.toLowerCase(), now],
      'run',
      em.getTransactionContext(),
    );
    return null;
  }
  return subscribeToNewsletter(em, { email: account.email, source: 'account' }, origin, linkKey, now, account.id);
}

/**
 * The confirmed subscribers page `page` (1-based, 50 a page), newest sign-up first, each with its bounce and its latest
 * newsletter delivery; a page past the end is empty. Pending addresses are not listed.
 */
export async function listNewsletterSubscribers(em: EntityManager, page: number): Promise<PagedList<NewsletterSubscriberItem>> {
  const list = await findNewestFirstListPage(em, NewsletterSubscription, page, toSubscriberItem, { confirmedAt: { $ne: null } });
  const latest = await latestNewsletters(
    em,
    list.items.map((item) => item.id),
  );
  return { ...list, items: list.items.map((item) => ({ ...item, lastNewsletter: latest.get(item.id) ?? null })) };
}

function toSubscriberItem(subscription: NewsletterSubscription): NewsletterSubscriberItem {
  return {
    id: subscription.id,
    email: subscription.email,
    source: subscription.source,
    createdAt: subscription.createdAt.toISOString(),
    bouncedAt: subscription.bouncedAt?.toISOString() ?? null,
    bounceReason: subscription.bounceReason,
    lastNewsletter: null,
  };
}

/** The latest newsletter delivery of each of `subscriptionIds` (one page's: read through the deliveries' subscription index). */
async function latestNewsletters(em: EntityManager, subscriptionIds: number[]): Promise<Map<number, SubscriberLastNewsletter>> {
  if (subscriptionIds.length === 0) return new Map();
  const rows = await em
    .getConnection()
    .execute<
      { subscription_id: number; issue_id: number; subject: string; at: Date | string; status: SubscriberLastNewsletter['status'] }[]
    >(
      `select distinct on (j.subscription_id) j.subscription_id, i.id as issue_id, i.subject,
            coalesce(j.finished_at, j.created_at) as at, j.status
       from mail_jobs j join newsletter_issues i on i.id = j.newsletter_issue_id
      where j.subscription_id in (${subscriptionIds.map(() => '?').join(', ')})
      order by j.subscription_id, j.id desc`,
      subscriptionIds,
      'all',
      em.getTransactionContext(),
    );
  return new Map(
    rows.map((row) => [
      row.subscription_id,
      { issueId: row.issue_id, subject: row.subject, at: new Date(row.at).toISOString(), status: row.status },
    ]),
  );
}
