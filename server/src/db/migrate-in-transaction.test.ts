import { migrationNames } from '@app/migrations/names';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { clientConfigOf, type DatabaseTarget } from './database-target.ts';
import { migrateInTransaction } from './migrate-in-transaction.ts';
import { createOrm, migrate } from './orm.ts';

// The migrations run inside a caller's transaction build the same schema as MikroORM's migrator, the same
// migrations table included, and vanish with it when it rolls back (on the embedded database's one connection too).

const databases: TestDatabase[] = [];

afterAll(async () => {
  for (const database of databases) await database.drop();
});

/** Every column of the public schema (type, default, nullability), in order, and the migrations recorded. */
async function schemaOf(target: DatabaseTarget): Promise<{ columns: string[]; migrations: string[] }> {
  const client = new pg.Client(clientConfigOf(target, 'localrank-test'));
  await client.connect();
  try {
    const { rows } = await client.query<{ column: string }>(
      `select concat_ws(' ', table_name, column_name, data_type, character_maximum_length, column_default, is_nullable) as column
         from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`,
    );
    const { rows: migrations } = await client.query<{ name: string }>('select name from mikro_orm_migrations order by id');
    return { columns: rows.map((row) => row.column), migrations: migrations.map((row) => row.name) };
  } finally {
    await client.end();
  }
}

describe.each([
  { name: 'a PostgreSQL server', embedded: false },
  { name: 'the embedded database', embedded: true },
])('migrateInTransaction on $name', ({ embedded }) => {
  it('builds what the migrator builds, and nothing when its transaction rolls back', async () => {
    const last = migrationNames[migrationNames.length - 1]!;
    const byMigrator = await createTestDatabase({ embedded });
    databases.push(byMigrator);
    const migratorOrm = await createOrm(byMigrator.target);
    await migrate(migratorOrm, last);
    await migratorOrm.close(true);

    const inTransaction = await createTestDatabase({ embedded });
    databases.push(inTransaction);
    const orm = await createOrm(inTransaction.target);
    try {
      const failure = new Error('rolled back on purpose');
      await expect(
        orm.em.getConnection().transactional(async (trx) => {
          expect(await migrateInTransaction(orm, trx, last)).toEqual(migrationNames);
          throw failure;
        }),
      ).rejects.toBe(failure);
      const tables = await orm.em
        .getConnection()
        .execute<Array<{ name: string }>>(`select tablename as name from pg_tables where schemaname = 'public'`);
      expect(tables).toEqual([]);

      await orm.em.getConnection().transactional((trx) => migrateInTransaction(orm, trx, last));
    } finally {
      await orm.close(true);
    }
    const built = await schemaOf(inTransaction.target);
    expect(built).toEqual(await schemaOf(byMigrator.target));
    expect(built.migrations).toEqual(migrationNames);
  }, 300_000);
});
