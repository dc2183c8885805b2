import { heldUsernameMessage, normalizeUsername, roleAtLeast, type RegisterInput, type UserRole } from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordAccountEvent } from './account-events.service.ts';
import { AppError, StartupRefusal } from '../errors.ts';
import { PasswordResetToken } from '../entities/password-reset-token.entity.ts';
import { User } from '../entities/user.entity.ts';
import { heldUsernameFreeFrom } from './released-usernames.ts';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './password.ts';
import { storedSessionId } from './lucia.ts';

const UNIQUE_VIOLATION = '23505';

/**
 * Finds a user by username, comparing normalised forms (NFKC, trimmed, single spaces: `normalizeUsername`) and
 * ignoring case, so 'ｊｏｈｎ' finds 'john' and 'john' finds an account stored as 'ｊｏｈｎ' before names were
 * normalised.
 */
export async function findUserByUsername(em: EntityManager, username: string): Promise<User | null> {
  const wanted = normalizeUsername(username).toLowerCase();
  // Names are stored normalised, so the unique index on lower(username) answers almost every lookup.
  const stored = await em.createQueryBuilder(User).where('lower(username) = ?', [wanted]).orderBy({ id: 'asc' }).limit(1).getSingleResult();
  if (stored) return stored;
  // Rows written before usernames were normalised may hold another form of the same name: compare their
  // normalised form too (the expression is indexed: users_username_normal_form_index, keep them the same).
  return em
    .createQueryBuilder(User)
    .where(`lower(regexp_replace(btrim(normalize(username, NFKC)), ' {2,}', ' ', 'g')) = ?`, [wanted])
    .orderBy({ id: 'asc' })
    .limit(1)
    .getSingleResult();
}

/** Creates an account under its normalised username; a taken username (in any case or form) is a 409. */
export async function registerUser(em: EntityManager, input: RegisterInput, role: UserRole = 'user'): Promise<User> {
  if (await findUserByUsername(em, input.username)) {
    throw new AppError(409, 'That username is already taken. Please choose another one.', {
      fields: { username: 'That username is already taken' },
    });
  }
  // The username of an account deleted recently is held back for a while (server/src/privacy), so no one passes as its owner.
  const freeFrom = await heldUsernameFreeFrom(em, input.username);
  if (freeFrom) throw new AppError(409, heldUsernameMessage(freeFrom), { fields: { username: heldUsernameMessage(freeFrom) } });
  const user = em.create(User, {
    // Already normalised by the contract; again here for callers that did not parse with it.
    username: normalizeUsername(input.username),
    passwordHash: await hashPassword(input.password),
    name: input.name,
    email: input.email,
    role,
  });
  try {
    await em.flush();
  } catch (error) {
    // Two sign-ups for one name at the same moment: the unique index decides.
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) {
      em.clear();
      throw new AppError(409, 'That username is already taken. Please choose another one.', {
        fields: { username: 'That username is already taken' },
      });
    }
    throw error;
  }
  return user;
}

/** The user whose username and password match, or null; takes as long for an unknown username. */
export async function authenticate(em: EntityManager, username: string, password: string): Promise<User | null> {
  const user = await findUserByUsername(em, username);
  if (!user) {
    await verifyAgainstDecoy(password);
    return null;
  }
  return (await verifyPassword(user.passwordHash, password)) ? user : null;
}

/**
 * Raised at start when ADMIN_USERNAME names an account that exists but is no admin (in any case or
 * Unicode form): the environment never promotes an account someone else may have registered.
 */
export class ConfiguredAdminConflictError extends StartupRefusal {
  constructor(configured: string, existing: User) {
    super(
      `ADMIN_USERNAME "${configured}" names an existing account that is not an admin ("${existing.username}", role ${existing.role}). ` +
        'The server does not make an existing account an admin from its environment (its owner, not you, knows its password). ' +
        'Set ADMIN_USERNAME to a name no one uses, or unset ADMIN_USERNAME and ADMIN_PASSWORD and make an admin with `npm run admin -- create`.',
    );
    this.name = 'ConfiguredAdminConflictError';
  }
}

/**
 * The role of an administrator account made from the command line or the environment: the owner when the site
 * has none yet (the first staff account of an empty site), an administrator otherwise.
 */
export async function roleForNewAdmin(em: EntityManager): Promise<'owner' | 'administrator'> {
  return (await em.count(User, { role: 'owner' })) === 0 ? 'owner' : 'administrator';
}

/**
 * Makes sure the configured admin account exists: creates it when the name is free (the owner on a site that
 * has none, an administrator otherwise; see `roleForNewAdmin`);
 * leaves an existing admin as it is (its password too). Throws `ConfiguredAdminConflictError` when the
 * name (in any case or Unicode form) belongs to an account that is not an admin.
 */
export async function ensureAdmin(em: EntityManager, admin: { username: string; password: string }): Promise<void> {
  const existing = await findUserByUsername(em, admin.username);
  if (existing) {
    if (!roleAtLeast(existing.role, 'administrator')) throw new ConfiguredAdminConflictError(admin.username, existing);
    return;
  }
  em.create(User, {
    username: normalizeUsername(admin.username),
    passwordHash: await hashPassword(admin.password),
    name: 'Administrator',
    email: null,
    role: await roleForNewAdmin(em),
  });
  await em.flush();
}

/**
 * Ends every session of account `userId` but the one of token `exceptSessionId`, if given (in `em`'s transaction, when it
 * has one); returns how many ended.
 */
export async function endAllSessions(em: EntityManager, userId: number, exceptSessionId: string | null = null): Promise<number> {
  const result = await em.execute<{ affectedRows: number }>(
    'delete from sessions where user_id = ? and id is distinct from ?',
    [userId, exceptSessionId === null ? null : storedSessionId(exceptSessionId)],
    'run',
  );
  return result.affectedRows;
}

/** Notes that account `userId` has just signed in (the team screen shows it). */
export async function recordSignIn(em: EntityManager, userId: number): Promise<void> {
  await em.nativeUpdate(User, { id: userId }, { lastSignInAt: new Date() });
}

/**
 * Gives account `userId` a new password hash in one transaction with what must go with the old password:
 * its waiting reset links and every session but `keepSessionId`, if given, and the account's
 * 'password-changed' security event. Returns how many sessions ended.
 */
export async function replacePassword(
  em: EntityManager,
  userId: number,
  passwordHash: string,
  keepSessionId: string | null = null,
): Promise<number> {
  return em.transactional(async (tx) => {
    await tx.nativeUpdate(User, { id: userId }, { passwordHash, updatedAt: new Date() });
    await tx.nativeDelete(PasswordResetToken, { user: userId });
    const ended = await endAllSessions(tx, userId, keepSessionId);
    const others = ended === 1 ? '1 other session' : `${ended} other sessions`;
    await recordAccountEvent(tx, userId, 'password-changed', `Password changed; ${keepSessionId ? others : 'every session'} signed out`);
    return ended;
  });
}
