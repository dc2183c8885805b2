import type { RegisterInput, UserRole } from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../errors.ts';
import { User } from '../entities/user.entity.ts';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './password.ts';

const UNIQUE_VIOLATION = '23505';

/** Finds a user by username, ignoring case. */
export async function findUserByUsername(em: EntityManager, username: string): Promise<User | null> {
  return em
    .createQueryBuilder(User)
    .where('lower(username) = ?', [username.trim().toLowerCase()])
    .getSingleResult();
}

/** Creates an account; a taken username (in any case) is a 409. */
export async function registerUser(
  em: EntityManager,
  input: RegisterInput,
  role: UserRole = 'user',
): Promise<User> {
  if (await findUserByUsername(em, input.username)) {
    throw new AppError(409, 'That username is already taken. Please choose another one.', {
      username: 'That username is already taken',
    });
  }
  const user = em.create(User, {
    username: input.username,
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
        username: 'That username is already taken',
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

/** Makes sure the configured admin account exists and holds the admin role. */
export async function ensureAdmin(em: EntityManager, admin: { username: string; password: string }): Promise<void> {
  const existing = await findUserByUsername(em, admin.username);
  if (!existing) {
    em.create(User, {
      username: admin.username,
      passwordHash: await hashPassword(admin.password),
      name: 'Administrator',
      email: null,
      role: 'admin',
    });
  } else if (existing.role !== 'admin') {
    existing.role = 'admin';
  }
  await em.flush();
}
