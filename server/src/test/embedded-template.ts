import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '../db/embedded-postgres.ts';
import { createOrm, migrate } from '../db/orm.ts';
import { prepareDatabase } from '../startup/prepare-database.ts';

/** The environment variable naming this run's embedded templates (set once, read by every test worker). */
const EMBEDDED_TEMPLATE_ENV = 'TEST_EMBEDDED_TEMPLATE_DIR';

/** The copy of a whole embedded database of one start, written by `dumpDataDir`: migrated, or migrated and seeded. */
export function embeddedTemplateTar(start: 'migrated' | 'seeded'): string | undefined {
  const dir = process.env[EMBEDDED_TEMPLATE_ENV];
  return dir ? join(dir, `${start}.tar`) : undefined;
}

/**
 * Gives a new data folder the embedded database a first start leaves (migrated and seeded, no account), copied from
 * this run's template, so a test that needs a running site, not a first start, skips the embedded PostgreSQL's
 * initdb (10-13 s of WebAssembly on a quiet 2-core machine, several times that under CI's load) and the migrations.
 * The server then starts on it as on any existing folder. Outside a Vitest run (no template) the folder stays empty
 * and the first start makes it. Leaves a folder that already has a database alone.
 */
export function seededDataDir(dataDir: string): string {
  const dir = process.env[EMBEDDED_TEMPLATE_ENV];
  if (dir === undefined || existsSync(join(dataDir, 'pgdata'))) return dataDir;
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // File modes come along (the worker made them owner-only), as the private data folder's checks expect.
  cpSync(join(dir, 'pgdata'), join(dataDir, 'pgdata'), { recursive: true });
  return dataDir;
}

/**
 * Part of Vitest's global setup: makes this run's embedded templates once (a seeded data folder, and the migrated
 * and seeded databases as copies the in-memory test databases open), names their folder in the environment the
 * workers inherit, and returns how to remove them.
 */
export async function makeEmbeddedTemplates(): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'localrank-embedded-template-'));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    const embedded = await startEmbeddedPostgres(dir);
    try {
      const orm = await createOrm(embedded.target);
      try {
        await migrate(orm);
        await embedded.dumpDataDir(join(dir, 'migrated.tar'));
        await prepareDatabase(orm);
        await embedded.dumpDataDir(join(dir, 'seeded.tar'));
      } finally {
        await orm.close(true);
      }
    } finally {
      await embedded.stop();
    }
  } catch (error) {
    remove();
    throw error;
  }
  process.env[EMBEDDED_TEMPLATE_ENV] = dir;
  return remove;
}
