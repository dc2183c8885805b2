import { TOO_MANY_EMAIL_LINKS } from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { hashToken } from '../auth/token-hash.ts';
import { consumeLimits, RateLimiter } from '../auth/rate-limiter.ts';

/** What an e-mailed account link is for: verifying the address given at sign-up, or confirming a new address. */
export type EmailTokenPurpose = 'verify' | 'change';

/**
 * Five account-link e-mails (verification resends and change requests together) per account in fifteen minutes,
 * as the reset links are counted: nobody can use an account to fill an inbox.
 */
const emailLinks = new RateLimiter('account-email-links', 5, 15 * 60 * 1000);

/** Counts one account-link e-mail of account `userId` before it is prepared; a 429 past the limit. */
export function limitEmailLinks(em: EntityManager, userId: number): Promise<void> {
  return consumeLimits(em, [[emailLinks, `user:${userId}`]], TOO_MANY_EMAIL_LINKS);
}

/**
 * Issues the account's link for `purpose` about `email`, valid `ttlMs`, replacing any waiting one of the same
 * purpose (its link stops working). Returns the token (160 random bits, base64url); only its SHA-256 is stored.
 */
export async function issueEmailToken(
  em: EntityManager,
  userId: number,
  purpose: EmailTokenPurpose,
  email: string,
  ttlMs: number,
  now: Date,
): Promise<string> {
  const token = randomBytes(20).toString('base64url');
  await em.execute(
    `insert into email_tokens (user_id, purpose, email, token_hash, expires_at, created_at) values (?, ?, ?, ?, ?, ?)
     on conflict (user_id, purpose) do update set
       email = excluded.email, token_hash = excluded.token_hash, expires_at = excluded.expires_at, created_at = excluded.created_at`,
    [userId, purpose, email, hashToken(token), new Date(now.getTime() + ttlMs), now],
    'run',
  );
  return token;
}

/**
 * Uses up the link carrying `token` for `purpose`: deletes it (a second use, even a simultaneous one, finds
 * nothing) and returns its account and address, or null when it is unknown, used or expired (an expired one is
 * deleted too). Call it in the transaction of the change it allows.
 */
export async function takeEmailToken(
  em: EntityManager,
  purpose: EmailTokenPurpose,
  token: string,
  now: Date,
): Promise<{ userId: number; email: string } | null> {
  const rows = await em.execute<Array<{ user_id: number; email: string; expires_at: Date | string }>>(
    'delete from email_tokens where token_hash = ? and purpose = ? returning user_id, email, expires_at',
    [hashToken(token), purpose],
  );
  const row = rows[0];
  if (!row || new Date(row.expires_at).getTime() <= now.getTime()) return null;
  return { userId: row.user_id, email: row.email };
}

/** Whether the link carrying `token` would work now (a HEAD's answer: nothing changes). */
export async function emailTokenWorks(em: EntityManager, purpose: EmailTokenPurpose, token: string, now: Date): Promise<boolean> {
  const rows = await em.execute<Array<{ id: number }>>(
    'select id from email_tokens where token_hash = ? and purpose = ? and expires_at > ?',
    [hashToken(token), purpose, now],
  );
  return rows.length > 0;
}

/** The address of account `userId`'s waiting, unexpired link for `purpose`, or null. */
export async function waitingEmailOf(em: EntityManager, userId: number, purpose: EmailTokenPurpose, now: Date): Promise<string | null> {
  const rows = await em.execute<Array<{ email: string }>>(
    'select email from email_tokens where user_id = ? and purpose = ? and expires_at > ?',
    [userId, purpose, now],
  );
  return rows[0]?.email ?? null;
}
