import { migrationNames } from '@app/migrations/names';
import pg from 'pg';
import { clientConfigOf, type DatabaseTarget } from '../db/database-target.ts';
import { createOrm, migrate } from '../db/orm.ts';
import { readBackupArchive, verifyBackupArchive, type BackupHeader, type BackupTable } from './backup-archive.ts';
import { appTables, foreignKeys, publicTableCount, quoteIdent } from './database-catalog.ts';

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
 * Restores the backup at `path` into the database at `target`: checks the whole file first (a truncated or
 * corrupted one is refused before anything is touched), refuses a non-empty target unless `force` (which
 * empties it, through `say`), builds the backup's schema with our migrations, then loads every row, checks
 * the foreign keys and resets the sequences in one transaction.
 */
export async function restoreBackup(
  target: DatabaseTarget,
  path: string,
  options: { force?: boolean; say?: (line: string) => void } = {},
): Promise<RestoreSummary> {
  const started = performance.now();
  const say = options.say ?? (() => {});
  const header = await verifyBackupArchive(path);
  const unknown = header.migrations.filter((name) => !migrationNames.includes(name));
  if (unknown.length > 0)
    throw new RestoreRefusedError(
      `${path} was made by a newer version of LocalRank (its schema has migrations this build does not know: ${unknown.join(', ')}); upgrade first.`,
    );
  if (header.migrations.length === 0) throw new RestoreRefusedError(`${path} holds no schema (no migrations were recorded).`);

  await emptyTarget(target, options.force === true, say);
  const orm = await createOrm(target);
  try {
    await migrate(orm, header.migrations[header.migrations.length - 1]);
  } finally {
    await orm.close(true);
  }
  const rowCounts = await loadRows(target, path, header);
  return { rowCounts, migrations: header.migrations.length, ms: performance.now() - started };
}

/** Refuses a target that holds tables, or with `force` drops them all (the public schema, made again). */
async function emptyTarget(target: DatabaseTarget, force: boolean, say: (line: string) => void): Promise<void> {
  const client = new pg.Client(clientConfigOf(target, 'localrank-restore'));
  await client.connect();
  try {
    const tables = await publicTableCount(client);
    if (tables === 0) return;
    if (!force)
      throw new RestoreRefusedError(
        `The target database is not empty (${tables} tables). Restore into an empty data folder or database, or add --force to replace everything in it.`,
      );
    say(`--force: emptying the target database (dropping its ${tables} tables and everything else in the public schema).`);
    await client.query('begin');
    await client.query('drop schema public cascade');
    await client.query('create schema public');
    await client.query('commit');
  } finally {
    await client.end();
  }
}

/**
 * Loads every row of the archive in one transaction: foreign keys deferred to the end (so tables load in any
 * order and rows referring to their own table in any order), then checked, then put back as they were.
 */
async function loadRows(target: DatabaseTarget, path: string, header: BackupHeader): Promise<Record<string, number>> {
  const client = new pg.Client(clientConfigOf(target, 'localrank-restore'));
  await client.connect();
  try {
    await client.query('begin');
    const keys = (await foreignKeys(client)).filter((key) => !key.deferrable);
    for (const key of keys)
      await client.query(`alter table ${quoteIdent(key.table)} alter constraint ${quoteIdent(key.name)} deferrable initially deferred`);
    // Rows the migrations themselves wrote (defaults) make way for the backup's.
    const present = await appTables(client);
    if (present.length > 0) await client.query(`truncate ${present.map(quoteIdent).join(', ')}`);
    const tables = new Map(header.tables.map((table) => [table.name, table]));
    const counts: Record<string, number> = {};
    for await (const record of readBackupArchive(path)) {
      if (record.kind !== 'rows') continue;
      const table = tables.get(record.rows.table);
      if (!table) throw new RestoreRefusedError(`${path} holds rows for a table its header does not list (${record.rows.table}).`);
      await client.query(insertSql(table), [JSON.stringify(record.rows.rows)]);
      counts[table.name] = (counts[table.name] ?? 0) + record.rows.rows.length;
    }
    await client.query('set constraints all immediate');
    for (const key of keys)
      await client.query(`alter table ${quoteIdent(key.table)} alter constraint ${quoteIdent(key.name)} not deferrable`);
    for (const sequence of header.sequences) {
      await client.query('select setval($1::regclass, $2::bigint, $3)', [quoteIdent(sequence.name), sequence.value, sequence.isCalled]);
    }
    await client.query('commit');
    return counts;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

/** An insert of a batch given as one JSON array of rows, each value cast from its text form to the column's type. */
function insertSql(table: BackupTable): string {
  const columns = table.columns.map((column) => quoteIdent(column.name)).join(', ');
  const values = table.columns.map((column, index) => `(r ->> ${index})::${column.type}`).join(', ');
  return `insert into ${quoteIdent(table.name)} (${columns}) overriding system value select ${values} from json_array_elements($1::json) as r`;
}
