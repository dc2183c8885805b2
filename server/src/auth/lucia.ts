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
      const result = (await orm.em.getConnection().getKnex().raw(knexSql, bindings as never)) as {
        rows: Record<string, unknown>[];
      };
      // MikroORM keeps timestamps as text; Lucia needs Date objects.
      const rows = result.rows.map((row) =>
        typeof row.expires_at === 'string'
          ? { ...row, expires_at: parsePostgresDate(row.expires_at) }
          : row,
      );
      return { rows };
    },
  };
}

/** Sessions last 30 days and slide forward when used in their second half (Lucia's rule). */
export const SESSION_LIFETIME = new TimeSpan(30, 'd');

/** Creates the Lucia instance that stores sessions in the `sessions` table. */
export function createLucia(orm: Orm, options: { secure: boolean }) {
  const adapter = new NodePostgresAdapter(ormQueryable(orm) as never, {
    user: 'users',
    session: 'sessions',
  });
  return new Lucia(adapter, {
    sessionExpiresIn: SESSION_LIFETIME,
    sessionCookie: {
      name: 'session',
      attributes: { secure: options.secure, sameSite: 'lax' },
    },
    // Only what a client may see; the password column never leaves the database.
    getUserAttributes: (attributes) => ({
      username: attributes.username,
      name: attributes.name,
      email: attributes.email,
      role: attributes.role,
    }),
  });
}

/** The app's Lucia instance type. */
export type AppLucia = ReturnType<typeof createLucia>;

declare module 'lucia' {
  interface Register {
    Lucia: AppLucia;
    UserId: number;
    DatabaseUserAttributes: {
      username: string;
      name: string | null;
      email: string | null;
      role: UserRole;
    };
  }
}
