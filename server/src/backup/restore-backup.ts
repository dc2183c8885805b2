import { migrationNames } from '@app/migrations/names';
import type { Knex } from '@mikro-orm/postgresql';
import type pg from 'pg';
import type { DatabaseTarget } from '../db/database-target.ts';
import { migrateInTransaction } from '../db/migrate-in-transaction.ts';
import { createOrm } from '../db/orm.ts';
import { SCHEMA_LOCK } from '../db/schema-lock.ts';
import { BackupFileError, checkBackupArchive, readBackupArchive, type BackupHeader } from './backup-archive.ts';
import { BatchedInsert, type BatchLimits, type LoadProgress } from './batched-insert.ts';
import { appTables, publicTableCount, quoteIdent } from './database-catalog.ts';
import { rebuildIndexesAndKeys, setAsideIndexesAndKeys } from './deferred-indexes.ts';
import { rebuildArchiveRuns } from '../blog/blog-archive-runs.ts';
import { recountSearchWordsLater } from '../blog/blog-search-words.ts';

export type { LoadProgress };

/** Raised when a restore is refused (a non-empty target, a backup from a newer schema); the message says what to do. */
export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError';
}

/** What a finished restore loaded. */
export interface RestoreSummary {
  rowCounts: Record<string, number>;
  migrations: number;
  ms: number;
}

/**
 * Raised when a restore fails once it has begun (a row the schema refuses, the database failing): its transaction
 * was rolled back, so the target is as it was. The message says so, then what failed.
 */
export class RestoreFailedError extends Error {
  override name = 'RestoreFailedError';
}

/** What `restoreBackup` may be told: whether to empty a non-empty target, and where its news goes. */
export interface RestoreOptions {
  force?: boolean;
  /** A line for the person: each step as it starts. */
  say?: (line: string) => void;
  /** Rows loaded so far of one table, of its total in the backup: after each statement, the last one at the total. */
  progress?: (progress: LoadProgress) => void;
  /** How large each load statement may grow (the defaults suit every real restore; tests make it small). */
  batch?: BatchLimits;
}

/**
 * Restores the backup at `path` into the database at `target`, all or nothing: checks the whole file first (a
 * truncated or corrupted one is refused before anything is touched), then in one transaction on one connection
 * waits for any earlier restore's transaction on the target to end (the schema lock), refuses a non-empty target unless `force` (which empties it, through `say`), builds the backup's schema with
 * our migrations, sets aside the secondary indexes and the foreign keys, loads every row in large batches (through
 * `progress`), builds the indexes and checks the foreign keys once from the loaded rows, and sets the sequences.
 * Should any step fail, or the process die, PostgreSQL rolls all of it back (its schema changes are transactional
 * too): the target keeps what it held.
 */
export async function restoreBackup(target: DatabaseTarget, path: string, options: RestoreOptions = {}): Promise<RestoreSummary> {
  const started = performance.now();
  const say = options.say ?? (() => {});
  const { header, rowCounts: totals } = await checkBackupArchive(path);
  const unknown = header.migrations.filter((name) => !migrationNames.includes(name));
  if (unknown.length > 0)
    throw new RestoreRefusedError(
      `${path} was made by a newer version of LocalRank (its schema has migrations this build does not know: ${unknown.join(', ')}); upgrade first.`,
    );
  if (header.migrations.length === 0) throw new RestoreRefusedError(`${path} holds no schema (no migrations were recorded).`);

  const orm = await createOrm(target);
  // Whether an error came from inside the transaction (surely rolled back), not from its commit (which may have landed).
  let inside = false;
  try {
    const rowCounts = await orm.em.getConnection().transactional(async (trx) => {
      inside = true;
      const client = await connectionOf(trx);
      await holdSchemaLock(client, target);
      await emptyTarget(client, options.force === true, say);
      for (const schema of DERIVED_SCHEMAS) await client.query(`drop schema if exists ${quoteIdent(schema)} cascade`);
      say(`Building the schema (${header.migrations.length} migrations).`);
      await migrateInTransaction(orm, trx, header.migrations[header.migrations.length - 1]!);
      // Index builds sort in memory: more of it makes them faster (the embedded database's is kept as it is).
      if (!target.singleConnection) await client.query(`set local maintenance_work_mem = '256MB'`);
      const deferred = await setAsideIndexesAndKeys(client);
      const rows = Object.values(totals).reduce((sum, count) => sum + count, 0);
      say(`Loading rows into ${header.tables.length} tables (${rows} rows).`);
      const counts = await loadRows(client, path, header, totals, options.progress ?? (() => {}), options.batch);
      const indexes = deferred.filter((object) => object.kind === 'index').length;
      say(`Building ${indexes} indexes and checking ${deferred.length - indexes} foreign keys.`);
      await rebuildIndexesAndKeys(client, deferred);
      say('Counting the blog archive again from the loaded posts.');
      const run = (sql: string) => client.query(sql);
      await rebuildArchiveRuns(run);
      await recountSearchWordsLater(run);
      for (const sequence of header.sequences)
        await client.query('select setval($1::regclass, $2::bigint, $3)', [quoteIdent(sequence.name), sequence.value, sequence.isCalled]);
      inside = false;
      return counts;
    });
    return { rowCounts, migrations: header.migrations.length, ms: performance.now() - started };
  } catch (error) {
    if (!inside || error instanceof RestoreRefusedError || error instanceof BackupFileError) throw error;
    throw new RestoreFailedError(`The restore failed and was rolled back, so nothing in the target changed: ${describe(error)}`, {
      cause: error,
    });
  } finally {
    await orm.close(true);
  }
}

/**
 * The connection `trx` runs on, for plain `pg` queries inside it (the embedded database has no other connection):
 * a knex transaction's client hands out only that one.
 */
function connectionOf(trx: Knex.Transaction): Promise<pg.ClientBase> {
  const client = trx.client as { acquireConnection(): Promise<pg.ClientBase> };
  return client.acquireConnection();
}

/**
 * Waits for any other restore or starting instance on the target to end, then holds the schema's lock for the
 * restore's transaction. On a PostgreSQL server, also has it notice within a second should this process die (a
 * SIGKILL): its transaction is rolled back then, not once its statement ends, so the lock is not held for long.
 */
async function holdSchemaLock(client: pg.ClientBase, target: DatabaseTarget): Promise<void> {
  if (!target.singleConnection) await client.query(`set local client_connection_check_interval = '1s'`);
  await client.query('select pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
}

/** An error's message, with PostgreSQL's detail when it gives one (which row a constraint refused). */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const detail = (error as { detail?: unknown }).detail;
  return typeof detail === 'string' && detail !== '' ? `${error.message} (${detail})` : error.message;
}

/** Refuses a target that holds tables, or with `force` drops them all (the public schema, made again). */
async function emptyTarget(client: pg.ClientBase, force: boolean, say: (line: string) => void): Promise<void> {
  const tables = await publicTableCount(client);
  if (tables === 0) return;
  if (!force)
    throw new RestoreRefusedError(
      `The target database is not empty (${tables} tables). Restore into an empty data folder or database, or add --force to replace everything in it.`,
    );
  say(
    `--force: emptying the target database (dropping its ${tables} tables and everything else in the public schema), in the restore's transaction: should the restore fail, they stay as they were.`,
  );
  await client.query('drop schema public cascade');
  await client.query('create schema public');
}

/**
 * The schemas left out of backups: what is derived from the public tables (kept by their triggers), and the
 * analytics' day salts (never copied anywhere). Dropped as a restore begins, so the migrations make them again
 * empty and the restore counts what is derived from the loaded rows (a new salt is drawn on the next page view).
 */
const DERIVED_SCHEMAS = ['derived', 'blog_search', 'analytics_keys'];

/**
 * Loads every row of the archive on `client`, inside the restore's transaction, into tables without foreign keys
 * (so tables load in any order, and rows referring to their own table too), reporting each table's progress.
 */
async function loadRows(
  client: pg.ClientBase,
  path: string,
  header: BackupHeader,
  totals: Record<string, number>,
  progress: (progress: LoadProgress) => void,
  batch?: BatchLimits,
): Promise<Record<string, number>> {
  // Rows the migrations themselves wrote (defaults) make way for the backup's.
  const present = await appTables(client);
  if (present.length > 0) await client.query(`truncate ${present.map(quoteIdent).join(', ')}`);
  const tables = new Map(header.tables.map((table) => [table.name, table]));
  // The rows go in as they were backed up: no trigger rewrites them (a review step's reset) or keeps what is derived
  // from them row by row (the archive's runs, the word list, the related posts' sets, which the backup holds): the
  // restore counts what is derived once all rows are in. Disabled per table (its owner may, in its transaction),
  // not by session_replication_role, which needs a superuser the database may not give.
  for (const name of present) await client.query(`alter table ${quoteIdent(name)} disable trigger user`);
  const insert = new BatchedInsert(client, totals, progress, batch);
  try {
    for await (const record of readBackupArchive(path)) {
      if (record.kind !== 'rows') continue;
      const table = tables.get(record.rows.table);
      if (!table) throw new RestoreRefusedError(`${path} holds rows for a table its header does not list (${record.rows.table}).`);
      await insert.add(table, record.rows.rows);
    }
    const counts = await insert.finish();
    for (const name of present) await client.query(`alter table ${quoteIdent(name)} enable trigger user`);
    return counts;
  } finally {
    await insert.abandon();
  }
}
