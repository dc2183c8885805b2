import pg from 'pg';
import { clientConfigOf, type DatabaseTarget } from '../db/database-target.ts';
import { BackupArchiveWriter } from './backup-archive.ts';
import { appTables, appliedMigrations, primaryKey, quoteIdent, sequenceValues, tableColumns } from './database-catalog.ts';

/** Rows read per query; tables with binary columns (media files) go in smaller batches to keep memory flat. */
const BATCH_ROWS = 1000;
const BINARY_BATCH_ROWS = 16;

/** What a finished backup wrote. */
export interface BackupSummary {
  path: string;
  /** The compressed file's size. */
  bytes: number;
  rowCounts: Record<string, number>;
  ms: number;
}

/**
 * Writes a backup of the database at `target` to `path` (through `<path>.partial`), reading everything in one
 * REPEATABLE READ READ ONLY transaction on a connection of its own: a single consistent snapshot, while other
 * connections go on writing.
 */
export async function writeBackup(target: DatabaseTarget, path: string): Promise<BackupSummary> {
  const started = performance.now();
  const client = new pg.Client(clientConfigOf(target, 'localrank-backup'));
  await client.connect();
  const archive = new BackupArchiveWriter(path);
  try {
    await client.query('begin isolation level repeatable read read only');
    const migrations = await appliedMigrations(client);
    const tables = [];
    for (const name of await appTables(client)) tables.push({ name, columns: await tableColumns(client, name) });
    await archive.header({ createdAt: new Date().toISOString(), migrations, tables, sequences: await sequenceValues(client) });
    for (const table of tables) await copyTable(client, archive, table);
    await client.query('commit');
    const written = await archive.finish();
    return { path, bytes: written.bytes, rowCounts: written.rowCounts, ms: performance.now() - started };
  } catch (error) {
    archive.abort();
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Streams one table's rows into the archive in keyset batches on its primary key (on `ctid` without one). */
async function copyTable(
  client: pg.Client,
  archive: BackupArchiveWriter,
  table: { name: string; columns: Array<{ name: string; type: string }> },
): Promise<void> {
  const keyNames = await primaryKey(client, table.name);
  const keys =
    keyNames.length > 0
      ? keyNames.map((name) => ({ sql: quoteIdent(name), type: table.columns.find((column) => column.name === name)!.type }))
      : [{ sql: 'ctid', type: 'tid' }];
  const size = table.columns.some((column) => column.type === 'bytea') ? BINARY_BATCH_ROWS : BATCH_ROWS;
  // Output names of their own (c0…, k0…): an ORDER BY naming a column would otherwise sort by its text output.
  const selected = [
    ...table.columns.map((column, index) => `${quoteIdent(column.name)}::text as c${index}`),
    ...keys.map((key, index) => `${key.sql}::text as k${index}`),
  ];
  const order = keys.map((key) => `${quoteIdent(table.name)}.${key.sql}`).join(', ');
  const from = `select ${selected.join(', ')} from ${quoteIdent(table.name)}`;
  const after = `where (${order}) > (${keys.map((key, index) => `$${index + 1}::${key.type}`).join(', ')})`;
  let last: Array<string | null> | null = null;
  for (;;) {
    const text: string = `${from} ${last ? after : ''} order by ${order} limit ${size}`;
    const result: pg.QueryArrayResult<Array<string | null>> = await client.query({ text, values: last ?? [], rowMode: 'array' });
    const rows = result.rows;
    if (rows.length > 0)
      await archive.rows(
        table.name,
        rows.map((row) => row.slice(0, table.columns.length)),
      );
    if (rows.length < size) return;
    last = rows[rows.length - 1]!.slice(table.columns.length);
  }
}
