import { migrationsList } from '@app/migrations';
import type { Transaction } from '@mikro-orm/core';
import { Migration } from '@mikro-orm/migrations';
import { MIGRATIONS_TABLE, type Orm } from './orm.ts';

/**
 * Runs the app's migrations not yet recorded, up to and including `to`, inside `trx` (the caller's open
 * transaction), and records each in the migrations table (made there when missing, with the columns MikroORM's
 * migrator gives it), so they commit or roll back with the rest of the caller's work. Resolves with the names
 * it ran. (MikroORM's migrator joins a transaction it is given only after checking the database and making its
 * table on another connection of the pool, which the embedded database's single connection cannot give.)
 */
export async function migrateInTransaction(orm: Orm, trx: Transaction, to: string): Promise<string[]> {
  const last = migrationsList.findIndex((entry) => entry.name === to);
  if (last < 0) throw new Error(`There is no migration named ${to}.`);
  const driver = orm.em.getDriver();
  const table = `"${MIGRATIONS_TABLE}"`;
  await driver.execute(
    `create table if not exists ${table} ("id" serial primary key, "name" varchar(255), "executed_at" timestamptz default CURRENT_TIMESTAMP)`,
    [],
    'run',
    trx,
  );
  const executed = new Set(
    (await driver.execute<Array<{ name: string }>>(`select name from ${table}`, [], 'all', trx)).map((row) => row.name),
  );
  const ran: string[] = [];
  for (const entry of migrationsList.slice(0, last + 1)) {
    if (executed.has(entry.name)) continue;
    const migration = new entry.class(driver, orm.config);
    if (!(migration instanceof Migration)) throw new Error(`${entry.name} is not a MikroORM migration.`);
    migration.reset();
    migration.setTransactionContext(trx);
    await migration.up();
    for (const query of migration.getQueries()) await driver.execute(query, [], 'run', trx);
    await driver.execute(`insert into ${table} (name) values (?)`, [entry.name], 'run', trx);
    ran.push(entry.name);
  }
  return ran;
}
