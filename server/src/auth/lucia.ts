import type { UserRole } from '@app/contracts';
import { NodePostgresAdapter } from '@lucia-auth/adapter-postgresql';
import { Lucia, TimeSpan, type Adapter, type DatabaseSession } from 'lucia';
import parsePostgresDate from 'postgres-date';
import type { Orm } from '../db/orm.ts';
import { hashToken } from './token-hash.ts';

/**
 * The id under which the `sessions` table keeps the session whose cookie carries `token`: its SHA-256 (hex). The
 * table never holds a token, so a copy of the database or of a backup signs no one in, and a stored id sent as a
 * cookie opens nothing (it is hashed again). Every query on `sessions.id` goes through it.
 */
export function storedSessionId(token: string): string {
  return hashToken(token);
}

/**
 * Lucia's adapter with the session id hashed on its way to the database: Lucia, the cookie and `request.session.id`
 * hold the token; the table holds `storedSessionId(token)`, and a session read back carries the token it was asked
 * for. A user's sessions cannot be listed with their tokens (none is kept): `listAccountSessions` lists them.
 */
function hashedSessionIds(adapter: Adapter): Adapter {
  return {
    async getSessionAndUser(token) {
      const [session, user] = await adapter.getSessionAndUser(storedSessionId(token));
      return [session && { ...session, id: token }, user];
    },
    async getUserSessions() {
      throw new Error('The sessions table keeps no tokens: list sessions with listAccountSessions.');
    },
    setSession: (session: DatabaseSession) => adapter.setSession({ ...session, id: storedSessionId(session.id) }),
    updateSessionExpiration: (token, expiresAt) => adapter.updateSessionExpiration(storedSessionId(token), expiresAt),
    deleteSession: (token) => adapter.deleteSession(storedSessionId(token)),
    deleteUserSessions: (userId) => adapter.deleteUserSessions(userId),
    deleteExpiredSessions: () => adapter.deleteExpiredSessions(),
  };
}

/**
 * A `pg`-shaped queryable over MikroORM's own connection pool, so Lucia never opens a second pool
 * (the embedded database serves one connection). Lucia writes `$n` placeholders; knex wants `?`.
 */
function ormQueryable(orm: Orm) {
  return {
    async query(sql: string, args: unknown[] = []) {
      const bindings: unknown[] = [];
      const knexSql = sql.replace(/\$(\d+)/g, (_match, n: string) => {
        bindings.push(args[Number(n) - 1]);
        return '?';
      });
      const result = await orm.em
        .getConnection()
        .getKnex()
        .raw<{ rows: Record<string, unknown>[] }>(knexSql, bindings as never);
      // MikroORM keeps timestamps as text; Lucia (and the session's attributes) need Date objects.
      const rows = result.rows.map((row) => {
        const parsed = { ...row };
        for (const column of ['expires_at', 'created_at', 'last_seen_at']) {
          if (typeof parsed[column] === 'string') parsed[column] = parsePostgresDate(parsed[column]);
        }
        return parsed;
      });
      return { rows };
    },
  };
}

/** Sessions last 30 days and slide forward when used in their second half (Lucia's rule). */
export const SESSION_LIFETIME = new TimeSpan(30, 'd');
/** However often it is used, a session ends 90 days after its sign-in (ASVS 7.3.2): then sign in again. */
export const SESSION_ABSOLUTE_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000;

/** Creates the Lucia instance that stores sessions in the `sessions` table, each under its token's hash. */
export function createLucia(orm: Orm, options: { secure: boolean }) {
  const adapter = hashedSessionIds(new NodePostgresAdapter(ormQueryable(orm) as never, { user: 'users', session: 'sessions' }));
  return new Lucia(adapter, {
    sessionExpiresIn: SESSION_LIFETIME,
    sessionCookie: {
      // Over https the `__Host-` prefix makes the browser refuse the cookie unless it is Secure, for this
      // host only and the whole path: no subdomain or plain-http page can plant or overwrite it.
      name: options.secure ? '__Host-session' : 'session',
      attributes: { secure: options.secure, sameSite: 'lax' },
    },
    getSessionAttributes: (attributes) => ({
      persistent: attributes.persistent,
      createdAt: attributes.created_at ?? new Date(),
      lastSeenAt: attributes.last_seen_at ?? new Date(),
    }),
    // Only what a client may see; the password column never leaves the database.
    getUserAttributes: (attributes) => ({
      username: attributes.username,
      name: attributes.name,
      email: attributes.email,
      role: attributes.role,
      disabled: attributes.disabled_at !== null,
    }),
  });
}

/** The app's Lucia instance type. */
export type AppLucia = ReturnType<typeof createLucia>;

declare module 'lucia' {
  interface Register {
    Lucia: AppLucia;
    UserId: number;
    DatabaseSessionAttributes: {
      /** Whether the cookie outlives the browser ("Remember me"); a renewal sends the same kind. */
      persistent: boolean;
      /** When the session began (set by the database). */
      created_at?: Date;
      /** When the session was last used, written at most every few minutes (set by the database). */
      last_seen_at?: Date;
    };
    DatabaseUserAttributes: {
      username: string;
      name: string | null;
      email: string | null;
      role: UserRole;
      disabled_at: Date | null;
    };
  }
}
