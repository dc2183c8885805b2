import { roleAtLeast, userRoles, type StaffRole, type UserRole } from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SESSION_ABSOLUTE_LIFETIME_MS, storedSessionId } from './lucia.ts';

/**
 * The role of the account behind the session of token `sessionId` (the cookie's) as PostgreSQL holds it now, or null when the session is gone
 * (signed out, ended by a password reset, account deleted or disabled), expired, or past its absolute lifetime
 * (as `loadSession` decides). One read, no writes: unlike Lucia's
 * `validateSession` it never extends the session nor deletes an expired one, so a long-lived connection
 * can ask as often as it likes without keeping its own session alive.
 */
export async function currentSessionRole(em: EntityManager, sessionId: string): Promise<UserRole | null> {
  const rows = await em.getConnection().execute<Array<{ role: string }>>(
    `select u.role from sessions s join users u on u.id = s.user_id
      where s.id = ? and s.expires_at > now() and s.created_at > now() - make_interval(secs => ?) and u.disabled_at is null`,
    [storedSessionId(sessionId), SESSION_ABSOLUTE_LIFETIME_MS / 1000],
    'all',
    em.getTransactionContext(),
  );
  const role = rows[0]?.role;
  // A role this code does not know grants nothing.
  return (userRoles as readonly string[]).includes(role ?? '') ? (role as UserRole) : null;
}

/** Whether a session still grants a role's rights: 'admin' (it does), or why not ('signed-out' or 'not-admin'). */
export type AdminSessionCheck = 'admin' | 'signed-out' | 'not-admin';

/**
 * Re-checks, against the database and not a request's cached user, that a session is still live and its
 * account still holds role `min` or higher; for work that outlives the request that opened it (live feeds,
 * long exports).
 */
export async function checkAdminSession(
  em: EntityManager,
  sessionId: string,
  min: StaffRole = 'administrator',
): Promise<AdminSessionCheck> {
  const role = await currentSessionRole(em, sessionId);
  if (role === null) return 'signed-out';
  return roleAtLeast(role, min) ? 'admin' : 'not-admin';
}
