import {
  EMAIL_CHANGE_HOURS,
  EMAIL_LINKS,
  SAME_EMAIL_ADDRESS,
  type EmailChangeRequested,
  type RequestEmailChangeInput,
} from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../entities/user.entity.ts';
import { AppError } from '../errors.ts';
import type { QueueMail } from '../mail/mail-in-transaction.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { checkCurrentPassword } from '../team/profile.service.ts';
import { recordAccountEvent } from '../auth/account-events.service.ts';
import { confirmedOwnerOf, lockAddress } from './address-owner.ts';
import { changeConfirmedMessage, changeLinkMessage, changeRequestedMessage } from './account-email-mail.ts';
import { issueEmailToken, limitEmailLinks, takeEmailToken } from './email-tokens.ts';

/** How long a new address's confirmation link works (EMAIL_CHANGE_HOURS hours). */
export const EMAIL_CHANGE_TTL_MS = EMAIL_CHANGE_HOURS * 60 * 60 * 1000;

/**
 * Asks to change the signed-in account's address to `input.email`, confirmed with the current password (400 on
 * `currentPassword` when wrong, 429 after too many: the admin profile's limit) and counted against the
 * account-link limit. Nothing changes yet: a newer request replaces a waiting one, the new address gets the
 * confirmation link and the old one (if any) is told. The answer, and the e-mails, are the same whether or not
 * another account uses the address (the confirmation refuses then). The e-mails are queued with `queueMail` in the
 * transaction that stores the link (both or neither); returns the answer and the e-mails.
 */
export async function requestEmailChange(
  em: EntityManager,
  userId: number,
  input: RequestEmailChangeInput,
  origin: string,
  queueMail: QueueMail,
  now = new Date(),
): Promise<{ answer: EmailChangeRequested; link: MailMessage; notice: MailMessage | null }> {
  const user = await em.findOne(User, { id: userId }, { refresh: true });
  if (!user) throw new AppError(401, 'Your account no longer exists. Please sign in again.');
  await checkCurrentPassword(em, user, input.currentPassword);
  if (user.email?.toLowerCase() === input.email) throw new AppError(400, SAME_EMAIL_ADDRESS, { fields: { email: SAME_EMAIL_ADDRESS } });
  await limitEmailLinks(em, userId);
  return em.transactional(async (tx) => {
    const token = await issueEmailToken(tx, userId, 'change', input.email, EMAIL_CHANGE_TTL_MS, now);
    await recordAccountEvent(tx, userId, 'email-change-requested', `Asked to change the e-mail address to ${input.email}`);
    const link = changeLinkMessage(user, input.email, `${origin}${EMAIL_LINKS.confirmChange}?token=${token}`);
    const notice = user.email ? changeRequestedMessage(user, user.email, input.email, origin) : null;
    await queueMail(tx, link);
    if (notice) await queueMail(tx, notice);
    return {
      answer: {
        pendingEmail: input.email,
        message: `We sent a confirmation link to ${input.email}. Your address changes when it is opened (within ${EMAIL_CHANGE_HOURS} hours).`,
      },
      link,
      notice,
    };
  });
}

/** What opening a change's confirmation link did. */
export type EmailChangeOutcome =
  | { outcome: 'changed'; notice: MailMessage | null }
  | { outcome: 'expired' }
  /** Another account uses the new address by now: nothing changed (the link is used up). */
  | { outcome: 'taken' };

/**
 * Opens a change's confirmation link, once: the account's address becomes the new one (and counts as verified),
 * its waiting verification and password-reset links die (they went to the old address), and the change is a
 * security event; the notice for the old address comes back for the caller to queue in this transaction. Refuses ('taken') when
 * another account has confirmed the address (address-owner.ts), and ('expired') for a link unknown, used or past its EMAIL_CHANGE_HOURS
 * hours. Other sessions are not signed out. Changes to one address are serialised, so two accounts cannot both
 * take it at once.
 */
export function confirmEmailChange(em: EntityManager, token: string, now = new Date()): Promise<EmailChangeOutcome> {
  return em.transactional(async (tx): Promise<EmailChangeOutcome> => {
    const link = await takeEmailToken(tx, 'change', token, now);
    if (!link) return { outcome: 'expired' };
    await lockAddress(tx, link.email);
    // An address another account has only claimed (typed, never confirmed) does not stop its owner.
    if (await confirmedOwnerOf(tx, link.email, link.userId)) return { outcome: 'taken' };
    const [account] = await tx.execute<Array<{ username: string; name: string | null; email: string | null }>>(
      'select username, name, email from users where id = ? for update',
      [link.userId],
    );
    if (!account) return { outcome: 'expired' };
    await tx.execute(
      'update users set email = ?, email_verified_at = ?, updated_at = ? where id = ?',
      [link.email, now, now, link.userId],
      'run',
    );
    await tx.execute("delete from email_tokens where user_id = ? and purpose = 'verify'", [link.userId], 'run');
    await tx.execute('delete from password_reset_tokens where user_id = ?', [link.userId], 'run');
    const from = account.email ? ` from ${account.email}` : '';
    await recordAccountEvent(tx, link.userId, 'email-changed', `E-mail address changed${from} to ${link.email}`);
    return { outcome: 'changed', notice: account.email ? changeConfirmedMessage(account, account.email, link.email) : null };
  });
}
