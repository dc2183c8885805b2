import { migrationsList } from '@app/migrations';
import { Migrator } from '@mikro-orm/migrations';
import { MikroORM, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { entities } from '../entities/index.ts';
import type { DatabaseTarget } from './database-target.ts';

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
    extensions: [Migrator],
    migrations: {
      migrationsList,
      tableName: 'mikro_orm_migrations',
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

/** Applies every pending migration; a no-op when the schema is current. */
export async function migrate(orm: Orm): Promise<void> {
  await orm.getMigrator().up();
}
