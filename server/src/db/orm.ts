import { migrationNames } from '@app/migrations/names';
import { MikroORM, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { entities } from '../entities/index.ts';
import type { DatabaseTarget } from './database-target.ts';

/** Where MikroORM records the migrations it ran. */
export const MIGRATIONS_TABLE = 'mikro_orm_migrations';

/** The app's ORM instance type. */
export type Orm = MikroORM;

/** Connects MikroORM to the target; the embedded database gets a pool of exactly one connection. */
export async function createOrm(target: DatabaseTarget): Promise<Orm> {
  const { connection } = target;
  return MikroORM.init({
    driver: PostgreSqlDriver,
    ...('url' in connection ? { clientUrl: connection.url } : connection),
    entities,
    pool: { min: 0, max: target.singleConnection ? 1 : 10 },
    // On a single connection, a query awaited inside someone else's transaction would otherwise
    // wait a full minute; fail fast instead.
    driverOptions: { acquireConnectionTimeout: 10_000 },
    // The migrations themselves (`migrationsList`) are loaded with the migrator, only when one is pending.
    migrations: {
      tableName: MIGRATIONS_TABLE,
      transactional: true,
      allOrNothing: true,
      // Turning foreign keys off needs superuser rights a managed database may not grant.
      disableForeignKeys: false,
      snapshot: false,
      silent: true,
    },
    ensureDatabase: false,
    allowGlobalContext: false,
    debug: false,
  });
}

/**
 * The app's migrations not recorded as executed, in the order they run (all of them when the table is
 * missing). Throws when the database does not answer.
 */
export async function pendingMigrations(orm: Orm): Promise<string[]> {
  const connection = orm.em.getConnection();
  const [table] = await connection.execute<Array<{ name: string | null }>>('select to_regclass(?)::text as name', [MIGRATIONS_TABLE]);
  if (!table?.name) return [...migrationNames];
  const rows = await connection.execute<Array<{ name: string }>>(`select name from "${MIGRATIONS_TABLE}"`);
  const executed = new Set(rows.map((row) => row.name));
  return migrationNames.filter((name) => !executed.has(name));
}

/**
 * Applies every pending migration (up to and including `to`, when given: a restore builds the schema its
 * backup was taken from); a no-op when the schema is current. The migrator (and the packages it brings) is
 * loaded only when something is pending, which keeps a restart quick.
 */
export async function migrate(orm: Orm, to?: string): Promise<void> {
  if (to === undefined && (await pendingMigrations(orm)).length === 0) return;
  const [{ Migrator }, { migrationsList }] = await Promise.all([import('@mikro-orm/migrations'), import('@app/migrations')]);
  if (!orm.config.getExtension('@mikro-orm/migrator')) {
    orm.config.set('migrations', { ...orm.config.get('migrations'), migrationsList });
    Migrator.register(orm);
  }
  await orm.getMigrator().up(to === undefined ? undefined : { to });
}
