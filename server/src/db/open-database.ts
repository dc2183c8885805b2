import pg from 'pg';
import type { AppConfig } from '../config.ts';
import type { DatabaseTarget } from './database-target.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres.ts';
import { createOrm, type Orm } from './orm.ts';
import { SCHEMA_LOCK } from './schema-lock.ts';

/** A prepared database and how to close it (and the embedded server, if any). */
export interface OpenDatabase {
  orm: Orm;
  /** Where the ORM connects (the builder's live feed needs it). */
  target: DatabaseTarget;
  embedded: boolean;
  /** The embedded database's consistent copy of its data folder (see `EmbeddedPostgres`); null on DATABASE_URL. */
  dumpDataDir: EmbeddedPostgres['dumpDataDir'] | null;
  close(): Promise<void>;
}

/**
 * Connects to DATABASE_URL, or to the embedded PostgreSQL in DATA_DIR when it is unset (`starting`, if
 * the caller already started it, else started here), then runs `prepare` on it (the app migrates and
 * seeds), one instance at a time on a shared PostgreSQL. Safe to run on every start.
 */
export async function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
  prepare: (orm: Orm) => Promise<void>,
  starting: Promise<EmbeddedPostgres> | null = null,
): Promise<OpenDatabase> {
  const embedded = config.databaseUrl ? null : await (starting ?? startEmbeddedPostgres(config.dataDir));
  const target: DatabaseTarget = embedded ? embedded.target : { connection: { url: config.databaseUrl! }, singleConnection: false };
  let orm: Orm | undefined;
  try {
    orm = await createOrm(target);
    const ready = orm;
    const work = () => prepare(ready);
    await (config.databaseUrl ? oneAtATime(config.databaseUrl, work) : work());
  } catch (error) {
    await orm?.close(true);
    await embedded?.stop();
    throw error;
  }
  const ready = orm;
  return {
    orm: ready,
    target,
    embedded: embedded !== null,
    dumpDataDir: embedded ? (path) => embedded.dumpDataDir(path) : null,
    async close() {
      await ready.close(true);
      await embedded?.stop();
    },
  };
}

/**
 * Runs `work` while holding a PostgreSQL advisory lock, so app instances starting together on one
 * database prepare it one after the other instead of racing to create the same tables.
 */
async function oneAtATime(url: string, work: () => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: url, application_name: 'localrank-startup' });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [SCHEMA_LOCK]);
    await work();
  } finally {
    // Ending the session releases the lock too, should the unlock itself fail.
    await client.query('select pg_advisory_unlock($1)', [SCHEMA_LOCK]).catch(() => {});
    await client.end();
  }
}
