import { randomBytes } from 'node:crypto';
import type { DatabaseTarget } from '../db/database-target.ts';
import { startEmbeddedPostgres } from '../db/embedded-postgres.ts';
import { createOrm, migrate, type Orm } from '../db/orm.ts';
import { withPgClient } from './pg-client.ts';

/** A throwaway database for one test file and how to drop it. */
export interface TestDatabase {
  target: DatabaseTarget;
  drop(): Promise<void>;
}

/**
 * With TEST_DATABASE_URL: a fresh database created on that server (dropped afterwards), so test files
 * never see each other's rows. Without it, or with `embedded`: an in-memory embedded PostgreSQL.
 */
export async function createTestDatabase(options: { embedded?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl || options.embedded) {
    const embedded = await startEmbeddedPostgres('memory');
    return { target: embedded.target, drop: () => embedded.stop() };
  }
  const name = `localrank_test_${randomBytes(6).toString('hex')}`;
  await withPgClient({ connectionString: serverUrl }, (admin) => admin.query(`create database "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    target: { connection: { url: url.toString() }, singleConnection: false },
    async drop() {
      await withPgClient({ connectionString: serverUrl }, (admin) => admin.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

/** An ORM on a throwaway, migrated database (no seed), and how to close both. */
export interface TestOrm {
  orm: Orm;
  close(): Promise<void>;
}

/** A new test database (see `createTestDatabase`), migrated, with an ORM connected to it. */
export async function createMigratedTestOrm(): Promise<TestOrm> {
  const database = await createTestDatabase();
  const orm = await createOrm(database.target);
  await migrate(orm);
  return {
    orm,
    async close() {
      await orm.close(true);
      await database.drop();
    },
  };
}
