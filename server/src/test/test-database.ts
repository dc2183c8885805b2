import { randomBytes } from 'node:crypto';
import type { DatabaseTarget } from '../db/database-target.ts';
import { startEmbeddedCopy, startEmbeddedPostgres } from '../db/embedded-postgres.ts';
import { createOrm, migrate, type Orm } from '../db/orm.ts';
import { embeddedTemplateTar } from './embedded-template.ts';
import { withPgClient } from './pg-client.ts';
import { databaseUrl, templateDatabaseName } from './template-databases.ts';

/** A throwaway database for one test file and how to drop it. */
export interface TestDatabase {
  target: DatabaseTarget;
  drop(): Promise<void>;
}

/**
 * What a new test database starts as: `empty`; `migrated` (every migration, no seed); `seeded` (migrated and seeded, as
 * a first start leaves it). On TEST_DATABASE_URL the last two are copies of templates the Vitest run made once
 * (`template-databases.ts`), so a test file no longer spends seconds of a loaded machine running every migration; the
 * caller still runs its own `migrate`/`prepareDatabase`, which finds nothing to do there (and does the work elsewhere).
 */
export type TestDatabaseStart = 'empty' | 'migrated' | 'seeded';

/**
 * With TEST_DATABASE_URL: a fresh database created on that server (dropped afterwards), so test files
 * never see each other's rows. Without it, or with `embedded`: an in-memory embedded PostgreSQL (opened from the
 * run's template of that start when there is one, see embedded-template.ts).
 */
export async function createTestDatabase(options: { embedded?: boolean; from?: TestDatabaseStart } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl || options.embedded) {
    const start = options.from ?? 'empty';
    const template = start === 'empty' ? undefined : embeddedTemplateTar(start);
    const embedded = template ? await startEmbeddedCopy(template) : await startEmbeddedPostgres('memory');
    return { target: embedded.target, drop: () => embedded.stop() };
  }
  const name = `localrank_test_${randomBytes(6).toString('hex')}`;
  const template = templateDatabaseName(options.from ?? 'empty');
  await withPgClient({ connectionString: serverUrl }, (admin) =>
    admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`),
  );
  return {
    target: { connection: { url: databaseUrl(serverUrl, name) }, singleConnection: false },
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

/** A new test database (see `createTestDatabase`; `embedded` for the embedded PostgreSQL), migrated, with an ORM on it. */
export async function createMigratedTestOrm(options: { embedded?: boolean } = {}): Promise<TestOrm> {
  const database = await createTestDatabase({ embedded: options.embedded, from: 'migrated' });
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
