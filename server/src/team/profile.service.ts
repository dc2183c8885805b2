import {
  TOO_MANY_PASSWORD_CHECKS,
  WRONG_CURRENT_PASSWORD,
  type AdminProfile,
  type ChangePasswordInput,
  type RenameInput,
  type UpdateProfileInput,
} from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordAccountEvent } from '../auth/account-events.service.ts';
import { replacePassword } from '../auth/account.service.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { consumeLimits, RateLimiter } from '../auth/rate-limiter.ts';
import { User } from '../entities/user.entity.ts';
import { AppError } from '../errors.ts';
import type { QueueMail } from '../mail/mail-in-transaction.ts';
import { emailChangedMessage, passwordChangedMessage } from './profile-mail.ts';

/**
 * Ten current-password checks per account in ten minutes (right ones given back), as sign-in counts its
 * attempts: a stolen session cannot be used to guess the password behind it.
 */
const passwordChecks = new RateLimiter('profile-password-checks', 10, 10 * 60 * 1000);

/** The profile screen's view of an account. */
function toProfile(user: Pick<User, 'username' | 'name' | 'email'>): AdminProfile {
  return { username: user.username, name: user.name, email: user.email };
}

/** The signed-in account, read afresh (the session ended with it when it is gone: 401). */
async function ownAccount(em: EntityManager, userId: number): Promise<User> {
  const user = await em.findOne(User, { id: userId }, { refresh: true });
  if (!user) throw new AppError(401, 'Your account no longer exists. Please sign in again.');
  return user;
}

/**
 * Checks the password the account has now: a 400 on `currentPassword` when it is wrong. Counted before
 * the check and given back when right; past the limit a 429 until the window ends.
 */
export async function checkCurrentPassword(em: EntityManager, user: User, password: string): Promise<void> {
  const key = `user:${user.id}`;
  await consumeLimits(em, [[passwordChecks, key]], TOO_MANY_PASSWORD_CHECKS);
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new AppError(400, WRONG_CURRENT_PASSWORD, { fields: { currentPassword: WRONG_CURRENT_PASSWORD } });
  }
  await passwordChecks.release(em, key);
}

/** The signed-in account's own username, name and e-mail (any role). */
export async function getProfile(em: EntityManager, userId: number): Promise<AdminProfile> {
  return toProfile(await ownAccount(em, userId));
}

/** Changes the signed-in account's full name (not a credential: no password asked). */
export async function renameAccount(em: EntityManager, userId: number, input: RenameInput): Promise<AdminProfile> {
  const user = await ownAccount(em, userId);
  await em.nativeUpdate(User, { id: userId }, { name: input.name, updatedAt: new Date() });
  return toProfile({ ...user, name: input.name });
}

/**
 * Changes the account's name and e-mail once its current password is confirmed (the admin profile's form). When the
 * address changes it counts as unverified and the links mailed to the old one end; the notice for the old address
 * (if it had one) is queued with `queueMail` in the same transaction (both or neither).
 */
export async function updateProfile(
  em: EntityManager,
  userId: number,
  input: UpdateProfileInput,
  queueMail: QueueMail,
): Promise<AdminProfile> {
  const user = await ownAccount(em, userId);
  await checkCurrentPassword(em, user, input.currentPassword);
  const oldEmail = user.email;
  // The schema lower-cases the new address; an old one may predate that.
  const changed = oldEmail?.toLowerCase() !== input.email;
  const saved = { username: user.username, name: input.name, email: input.email, role: user.role };
  await em.transactional(async (tx) => {
    await tx.nativeUpdate(User, { id: userId }, { name: input.name, email: input.email, updatedAt: new Date() });
    if (changed) {
      // The new address has not shown it receives mail: it counts as unverified, and the links mailed to the old one
      // (a password reset, a verification) stop working.
      await tx.execute('update users set email_verified_at = null where id = ?', [userId], 'run');
      await tx.execute("delete from email_tokens where user_id = ? and purpose = 'verify'", [userId], 'run');
      await tx.execute('delete from password_reset_tokens where user_id = ?', [userId], 'run');
      await recordAccountEvent(tx, userId, 'email-changed', `E-mail address changed to ${input.email}`);
      if (oldEmail !== null) await queueMail(tx, emailChangedMessage(saved, oldEmail, input.email));
    }
  });
  return toProfile(saved);
}

/**
 * Sets a new password once the current one is confirmed, in one transaction with ending every session of
 * the account except `keepSessionId` (the caller's own) and any reset link still waiting. Returns how many
 * sessions ended; the notice for the account's address (none without one) is queued with `queueMail` in that
 * transaction (both or neither).
 */
export async function changeOwnPassword(
  em: EntityManager,
  userId: number,
  keepSessionId: string | null,
  input: ChangePasswordInput,
  origin: string,
  queueMail: QueueMail,
): Promise<number> {
  const user = await ownAccount(em, userId);
  await checkCurrentPassword(em, user, input.currentPassword);
  const passwordHash = await hashPassword(input.newPassword);
  return em.transactional(async (tx) => {
    const signedOut = await replacePassword(tx, userId, passwordHash, keepSessionId);
    if (user.email) await queueMail(tx, passwordChangedMessage(user, user.email, origin));
    return signedOut;
  });
}
