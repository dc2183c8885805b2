import { recordAccountEvent } from './account-events.service.ts';
import { randomBytes } from 'node:crypto';
import { PRODUCT_NAME } from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../errors.ts';
import { PasswordResetToken } from '../entities/password-reset-token.entity.ts';
import { User } from '../entities/user.entity.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { escapeHtml } from '../html/escape-html.ts';
import { hashPassword } from './password.ts';
import { hashToken } from './token-hash.ts';

/** A reset link is valid for one hour. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** The message for a link that is unknown, used or expired. */
export const INVALID_RESET_LINK = 'This reset link is invalid or has expired. Please request a new one.';

/**
 * Issues a fresh reset token for every account with this e-mail (earlier tokens die) and returns the
 * e-mails to send. 160 random bits, base64url. Returns nothing for an unknown address; the caller
 * answers the same either way.
 */
export async function issueResetTokens(em: EntityManager, email: string, origin: string, now = new Date()): Promise<MailMessage[]> {
  const users = await em.createQueryBuilder(User).where('lower(email) = ?', [email.toLowerCase()]).getResultList();
  const messages: MailMessage[] = [];
  for (const user of users) {
    await em.nativeDelete(PasswordResetToken, { user });
    const token = randomBytes(20).toString('base64url');
    em.create(PasswordResetToken, {
      tokenHash: hashToken(token),
      user,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
    });
    messages.push(resetMessage(user, `${origin}/reset-password?token=${token}`));
  }
  await em.flush();
  return messages;
}

/**
 * Sets a new password with a reset token. The token is consumed atomically (a second use fails) and
 * every other token of the user dies. Returns the user id so the caller can end all their sessions.
 */
export async function consumeResetToken(em: EntityManager, token: string, newPassword: string, now = new Date()): Promise<number> {
  const tokenHash = hashToken(token);
  const record = await em.findOne(PasswordResetToken, { tokenHash }, { populate: ['user'] });
  if (!record || record.expiresAt.getTime() <= now.getTime()) {
    if (record) await em.nativeDelete(PasswordResetToken, { tokenHash });
    throw new AppError(400, INVALID_RESET_LINK, { fields: { token: INVALID_RESET_LINK } });
  }
  const passwordHash = await hashPassword(newPassword);
  return em.transactional(async (tx) => {
    // Whoever deletes the row first wins; a concurrent second use deletes nothing.
    const deleted = await tx.nativeDelete(PasswordResetToken, { tokenHash });
    if (deleted === 0) throw new AppError(400, INVALID_RESET_LINK, { fields: { token: INVALID_RESET_LINK } });
    await tx.nativeUpdate(User, { id: record.user.id }, { passwordHash, updatedAt: now });
    await tx.nativeDelete(PasswordResetToken, { user: record.user.id });
    await recordAccountEvent(tx, record.user.id, 'password-reset', 'Password reset with an e-mailed link; every session signed out');
    return record.user.id;
  });
}

function resetMessage(user: User, link: string): MailMessage {
  const greeting = `Hello ${user.name ?? user.username},`;
  const lines = [
    greeting,
    '',
    `Someone (hopefully you) asked to reset the password of your ${PRODUCT_NAME} account "${user.username}".`,
    'Open this link within one hour to choose a new password:',
    link,
    '',
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  ];
  return {
    to: user.email ?? '',
    subject: `Reset your ${PRODUCT_NAME} password`,
    text: lines.join('\n'),
    html: `<p>${escapeHtml(greeting)}</p><p>Someone (hopefully you) asked to reset the password of your ${PRODUCT_NAME} account "${escapeHtml(user.username)}".</p><p><a href="${escapeHtml(link)}">Choose a new password</a> (the link works for one hour, once).</p><p>If you did not ask for this, ignore this e-mail: your password stays as it is.</p>`,
  };
}
