import { randomBytes } from 'node:crypto';
import { createOrm, migrate } from '../db/orm.ts';
import { prepareDatabase } from '../startup/prepare-database.ts';
import { makeEmbeddedTemplates } from './embedded-template.ts';
import { withPgClient } from './pg-client.ts';

/** The environment variables that name this run's template databases (set once, read by every test worker). */
const TEMPLATE_ENV = { migrated: 'TEST_TEMPLATE_MIGRATED', seeded: 'TEST_TEMPLATE_SEEDED' } as const;

/** `serverUrl` with its database replaced by `name`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The template database a new test database of this start is copied from, or undefined for an empty one (or outside a Vitest run). */
export function templateDatabaseName(start: 'empty' | 'migrated' | 'seeded'): string | undefined {
  return start === 'empty' ? undefined : process.env[TEMPLATE_ENV[start]] || undefined;
}

/**
 * Vitest's global setup: on TEST_DATABASE_URL, makes this run's two template databases (migrated; migrated and seeded)
 * before any worker starts, names them in the environment the workers inherit, and drops them when the run ends.
 * Copying a template takes a fraction of a second where running every migration took 3-12 s on a loaded 2-core
 * machine, once for each of about a hundred test files. The embedded database's templates (embedded-template.ts)
 * are made meanwhile, on the embedded PostgreSQL's own thread.
 */
export default async function setupTemplates(): Promise<() => Promise<void>> {
  const [dropDatabases, removeEmbedded] = await Promise.all([setupTemplateDatabases(), makeEmbeddedTemplates()]);
  return async () => {
    removeEmbedded();
    await dropDatabases?.();
  };
}

async function setupTemplateDatabases(): Promise<(() => Promise<void>) | undefined> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return undefined;
  const run = randomBytes(4).toString('hex');
  const names = { migrated: `localrank_template_${run}_migrated`, seeded: `localrank_template_${run}_seeded` };
  const dropAll = () =>
    withPgClient({ connectionString: serverUrl }, async (admin) => {
      for (const name of Object.values(names)) await admin.query(`drop database if exists "${name}" with (force)`);
    });
  try {
    for (const [start, name] of Object.entries(names) as Array<[keyof typeof names, string]>) {
      await withPgClient({ connectionString: serverUrl }, (admin) => admin.query(`create database "${name}"`));
      const orm = await createOrm({ connection: { url: databaseUrl(serverUrl, name) }, singleConnection: false });
      try {
        if (start === 'seeded') await prepareDatabase(orm);
        else await migrate(orm);
      } finally {
        await orm.close(true);
      }
    }
  } catch (error) {
    await dropAll();
    throw error;
  }
  process.env[TEMPLATE_ENV.migrated] = names.migrated;
  process.env[TEMPLATE_ENV.seeded] = names.seeded;
  return dropAll;
}
