import { EMAIL_LINKS, EMAIL_VERIFY_DAYS, type EmailAddressStatus } from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../errors.ts';
import type { QueueMail } from '../mail/mail-in-transaction.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { recordAccountEvent } from '../auth/account-events.service.ts';
import { addressInUseMessage, verificationMessage } from './account-email-mail.ts';
import { confirmedOwnerOf, lockAddress } from './address-owner.ts';
import { issueEmailToken, limitEmailLinks, takeEmailToken, waitingEmailOf } from './email-tokens.ts';

/** How long a verification link works (EMAIL_VERIFY_DAYS days). */
export const EMAIL_VERIFY_TTL_MS = EMAIL_VERIFY_DAYS * 24 * 60 * 60 * 1000;

/** The account columns these services read. */
interface AccountRow {
  id: number;
  username: string;
  name: string | null;
  email: string | null;
  email_verified_at: Date | string | null;
}

/** Account `userId` as these services read it; 401 when it is gone (its session ended with it). */
export async function accountRow(em: EntityManager, userId: number): Promise<AccountRow> {
  const rows = await em.execute<AccountRow[]>('select id, username, name, email, email_verified_at from users where id = ?', [userId]);
  if (!rows[0]) throw new AppError(401, 'Your account no longer exists. Please sign in again.');
  return rows[0];
}

/**
 * The "Confirm your e-mail address" e-mail for `account`'s address with a fresh link (the earlier one stops
 * working), or null when the account has no address. The caller sends it.
 */
export async function verificationMailFor(
  em: EntityManager,
  account: Pick<AccountRow, 'id' | 'username' | 'name' | 'email'>,
  origin: string,
  now = new Date(),
): Promise<MailMessage | null> {
  if (!account.email) return null;
  const token = await issueEmailToken(em, account.id, 'verify', account.email, EMAIL_VERIFY_TTL_MS, now);
  return verificationMessage(account, account.email, `${origin}${EMAIL_LINKS.verify}?token=${token}`);
}

/**
 * What the address given at sign-up (or a "Resend link") is sent: the verification link, or, when another account
 * has already confirmed that address, a notice to its owner instead (the link could never confirm it for this
 * account; the answer to the person signing up is the same either way). Null when the account has no address.
 */
export async function addressMailFor(
  em: EntityManager,
  account: Pick<AccountRow, 'id' | 'username' | 'name' | 'email'>,
  origin: string,
  now = new Date(),
): Promise<MailMessage | null> {
  if (!account.email) return null;
  const owner = await confirmedOwnerOf(em, account.email, account.id);
  if (owner) return addressInUseMessage(owner, account.email, origin);
  return verificationMailFor(em, account, origin, now);
}

/**
 * "Resend link": a new verification e-mail (or the owner's notice: `addressMailFor`) for the signed-in account; 400 when it has no address or is verified
 * already, 429 past the account-link limit (email-tokens.ts). The e-mail is queued with `queueMail` in the transaction
 * that stores its link (both or neither).
 */
export async function resendVerification(
  em: EntityManager,
  userId: number,
  origin: string,
  queueMail: QueueMail,
  now = new Date(),
): Promise<MailMessage> {
  const account = await accountRow(em, userId);
  if (!account.email) throw new AppError(400, 'Your account has no e-mail address to verify. Add one in your account settings.');
  if (account.email_verified_at) throw new AppError(400, 'Your e-mail address is already verified.');
  await limitEmailLinks(em, userId);
  return em.transactional(async (tx) => {
    const message = (await addressMailFor(tx, account, origin, now))!;
    await queueMail(tx, message);
    return message;
  });
}

/** What opening a verification link did. */
export type VerifyOutcome = 'verified' | 'expired' | 'taken';

/**
 * Opens a verification link: marks the address verified, once ('verified'). 'expired' when the link is unknown,
 * used or expired, or the account's address is no longer the one it was sent to; 'taken' (the link used, nothing
 * changed) when another account confirmed the address first. Confirmations of one address are serialised.
 */
export function verifyEmailAddress(em: EntityManager, token: string, now = new Date()): Promise<VerifyOutcome> {
  return em.transactional(async (tx): Promise<VerifyOutcome> => {
    const link = await takeEmailToken(tx, 'verify', token, now);
    if (!link) return 'expired';
    await lockAddress(tx, link.email);
    if (await confirmedOwnerOf(tx, link.email, link.userId)) return 'taken';
    const verified = await tx.execute<Array<{ id: number }>>(
      'update users set email_verified_at = coalesce(email_verified_at, ?) where id = ? and lower(email) = lower(?) returning id',
      [now, link.userId, link.email],
    );
    if (verified.length === 0) return 'expired';
    await recordAccountEvent(tx, link.userId, 'email-verified', `E-mail address ${link.email} verified`);
    return 'verified';
  });
}

/** The signed-in account's address, whether it is verified, and the new address waiting for its confirmation, if any. */
export async function emailAddressStatus(em: EntityManager, userId: number, now = new Date()): Promise<EmailAddressStatus> {
  const account = await accountRow(em, userId);
  return {
    email: account.email,
    verified: account.email !== null && account.email_verified_at !== null,
    pendingEmail: await waitingEmailOf(em, userId, 'change', now),
  };
}
