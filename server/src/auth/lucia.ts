import type { UserRole } from '@app/contracts';
import { NodePostgresAdapter } from '@lucia-auth/adapter-postgresql';
import { Lucia, TimeSpan } from 'lucia';
import parsePostgresDate from 'postgres-date';
import type { Orm } from '../db/orm.ts';

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

/** Creates the Lucia instance that stores sessions in the `sessions` table. */
export function createLucia(orm: Orm, options: { secure: boolean }) {
  const adapter = new NodePostgresAdapter(ormQueryable(orm) as never, {
    user: 'users',
    session: 'sessions',
  });
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
