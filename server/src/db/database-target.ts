import type pg from 'pg';

/** Where the app's PostgreSQL is and how many connections it may open. */
export interface DatabaseTarget {
  /** A postgres:// URL, or discrete options (a unix-socket directory as `host` for the embedded one). */
  connection: { url: string } | { host: string; port: number; user: string; password: string; dbName: string };
  /** True for the embedded database, which serves exactly one connection. */
  singleConnection: boolean;
}

/**
 * The options of a plain `pg` client on the target, named `applicationName` in pg_stat_activity: the
 * dedicated LISTEN connections (builder feed, cache invalidation) open one beside the ORM's pool.
 */
export function clientConfigOf(target: DatabaseTarget, applicationName: string): pg.ClientConfig {
  const { connection } = target;
  return 'url' in connection
    ? { connectionString: connection.url, application_name: applicationName }
    : {
        host: connection.host,
        port: connection.port,
        user: connection.user,
        password: connection.password,
        database: connection.dbName,
        application_name: applicationName,
      };
}
