import { newPasswordSchema, registerSchema, type UserRole } from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { findUserByUsername, registerUser, replacePassword, roleForNewAdmin } from '../auth/account.service.ts';
import { hashPassword } from '../auth/password.ts';
import { User } from '../entities/user.entity.ts';
import { AppError, parseInput } from '../errors.ts';

/** An admin as `npm run admin -- list` shows one. */
export interface AdminSummary {
  username: string;
  name: string | null;
  email: string | null;
  createdAt: Date;
}

/**
 * Creates an administrator account (the owner on a site that has none) with the sign-up rules (username, e-mail, a password of 8+ characters with
 * upper case, lower case and a digit); the name defaults to the username. A taken username is a 409.
 */
export async function createAdmin(
  em: EntityManager,
  input: { username: string; email: string; name?: string; password: string },
): Promise<User> {
  const parsed = parseInput(registerSchema, { ...input, name: input.name ?? input.username });
  return registerUser(em, parsed, await roleForNewAdmin(em));
}

/**
 * Sets a new password on the account named `username`; every session it has and any reset link still
 * waiting end with the old one (404 when no account has that name).
 */
export async function setAccountPassword(em: EntityManager, username: string, password: string): Promise<User> {
  const passwordHash = await hashPassword(parseInput(newPasswordSchema, password));
  const user = await findUserByUsername(em, username);
  if (!user) throw new AppError(404, `No account is named "${username}".`);
  await replacePassword(em, user.id, passwordHash);
  return user;
}

/** The roles `list` shows and start-up looks for. */
const ADMIN_ROLES = { role: { $in: ['administrator', 'owner'] as UserRole[] } };

/** Every administrator account and the owner, oldest first. */
export async function listAdmins(em: EntityManager): Promise<AdminSummary[]> {
  const admins = await em.find(User, ADMIN_ROLES, { orderBy: { createdAt: 'asc', id: 'asc' } });
  return admins.map(({ username, name, email, createdAt }) => ({ username, name, email, createdAt }));
}

/** Whether the database holds at least one administrator account (or an owner). */
export async function hasAdmin(em: EntityManager): Promise<boolean> {
  return (await em.count(User, ADMIN_ROLES)) > 0;
}
