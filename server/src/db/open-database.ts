import type { AppConfig } from '../config.ts';
import type { DatabaseTarget } from './database-target.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { createOrm, migrate, type Orm } from './orm.ts';
import { seed } from './seed.ts';

/** A migrated, seeded database and how to close it (and the embedded server, if any). */
export interface OpenDatabase {
  orm: Orm;
  /** Where the ORM connects (the builder's live feed needs it). */
  target: DatabaseTarget;
  embedded: boolean;
  close(): Promise<void>;
}

/**
 * Connects to DATABASE_URL, or starts the embedded PostgreSQL in DATA_DIR when it is unset, then
 * migrates and seeds. Safe to run on every start.
 */
export async function openDatabase(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): Promise<OpenDatabase> {
  const embedded = config.databaseUrl ? null : await startEmbeddedPostgres(config.dataDir);
  const target: DatabaseTarget = embedded ? embedded.target : { connection: { url: config.databaseUrl! }, singleConnection: false };
  let orm: Orm | undefined;
  try {
    orm = await createOrm(target);
    await migrate(orm);
    await seed(orm.em.fork());
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
    async close() {
      await ready.close(true);
      await embedded?.stop();
    },
  };
}
