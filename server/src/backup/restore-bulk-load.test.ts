import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientConfigOf, type DatabaseTarget } from '../db/database-target.ts';
import { createOrm } from '../db/orm.ts';
import { prepareDatabase } from '../startup/prepare-database.ts';
import { insertPublishedPosts } from '../test/blog-post-rows.ts';
import { withPgClient } from '../test/pg-client.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { BackupArchiveWriter, readBackupArchive, type BackupRecord } from './backup-archive.ts';
import { insertBenchSite } from '../test/backup-bench-site.ts';
import { appTables, quoteIdent, sequenceValues, tableColumns } from './database-catalog.ts';
import { RestoreFailedError, restoreBackup, type LoadProgress } from './restore-backup.ts';
import { writeBackup } from './write-backup.ts';

// The restore's bulk load (secondary indexes and foreign keys set aside, rows in large batches, both built again from
// the rows) on a PostgreSQL server and on the embedded database: every row, sequence, index and constraint comes back
// as it was; the progress of each table reaches its total; a failure while the indexes or foreign keys are built again
// leaves a --force target with its rows, indexes and constraints as they were.

const scratch = mkdtempSync(join(tmpdir(), 'localrank-restore-bulk-'));
const databases: TestDatabase[] = [];
const good = join(scratch, 'good.backup.gz');
let source: TestDatabase;

afterAll(async () => {
  for (const database of databases) await database.drop();
  rmSync(scratch, { recursive: true, force: true });
});

async function fresh(embedded: boolean): Promise<TestDatabase> {
  const database = await createTestDatabase({ embedded });
  databases.push(database);
  return database;
}

/** A seeded site with `posts` posts of 4 kB, subscribers and activity. */
async function addSite(target: DatabaseTarget, posts: number): Promise<void> {
  const orm = await createOrm(target);
  try {
    await prepareDatabase(orm);
    await insertPublishedPosts(orm, posts, { prefix: 'Bulk load', content: `<p>${'A sentence of a long post. '.repeat(150)}</p>` });
  } finally {
    await orm.close(true);
  }
  await withPgClient(clientConfigOf(target, 'localrank-test'), async (client) => {
    await insertBenchSite(client, { posts: 0, subscribers: 400, activity: 3_000 });
    // Sequences past the rows (ids used, then deleted) and one never called: both must come back as they were.
    await client.query(`select nextval('blog_posts_id_seq') from generate_series(1, 7)`);
    await client.query(`delete from activity_entries where id > (select max(id) - 5 from activity_entries)`);
  });
}

/**
 * Every index (its definition) and constraint (its definition) of the public schema, by name; not-null constraints
 * left out (PGlite lists them as constraints of their own, PostgreSQL 15 does not).
 */
function schemaObjects(target: DatabaseTarget): Promise<{ indexes: Record<string, string>; constraints: Record<string, string> }> {
  return withPgClient(clientConfigOf(target, 'localrank-test'), async (client) => {
    const { rows: indexes } = await client.query<{ name: string; definition: string }>(
      `select indexname as name, indexdef as definition from pg_indexes where schemaname = 'public'`,
    );
    const { rows: constraints } = await client.query<{ name: string; definition: string }>(
      `select c.relname || '.' || k.conname as name, pg_get_constraintdef(k.oid) as definition
         from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and k.contype in ('p', 'u', 'f', 'c', 'x')`,
    );
    return {
      indexes: Object.fromEntries(indexes.map((row) => [row.name, row.definition])),
      constraints: Object.fromEntries(constraints.map((row) => [row.name, row.definition])),
    };
  });
}

/**
 * Every table's stored rows but the migrations' own (a restore runs them again, at its own time), as one MD5 of the
 * stored columns' text: generated columns left out, as each database computes them (PGlite's text search differs).
 */
function appRows(target: DatabaseTarget): Promise<Record<string, string>> {
  return withPgClient(clientConfigOf(target, 'localrank-test'), async (client) => {
    const fingerprints: Record<string, string> = {};
    for (const table of await appTables(client)) {
      const columns = (await tableColumns(client, table)).map((column) => `${quoteIdent(column.name)}::text`).join(', ');
      const { rows } = await client.query<{ md5: string | null }>(
        `select md5(string_agg(r, '|' order by r)) as md5 from (select row(${columns})::text as r from ${quoteIdent(table)}) as t`,
      );
      fingerprints[table] = rows[0]!.md5 ?? 'empty';
    }
    return fingerprints;
  });
}

const sequencesOf = (target: DatabaseTarget) => withPgClient(clientConfigOf(target, 'localrank-test'), sequenceValues);

/** Rewrites the archive at `from` to `to` with `change` applied to each record's rows. */
async function rewrite(
  from: string,
  to: string,
  change: (
    table: string,
    rows: Array<Array<string | null>>,
    header: Extract<BackupRecord, { kind: 'header' }>['header'],
  ) => Array<Array<string | null>>,
): Promise<void> {
  const archive = new BackupArchiveWriter(to);
  let header: Extract<BackupRecord, { kind: 'header' }>['header'] | null = null;
  for await (const record of readBackupArchive(from)) {
    if (record.kind === 'header') {
      header = record.header;
      await archive.header(record.header);
    } else await archive.rows(record.rows.table, change(record.rows.table, record.rows.rows, header!));
  }
  await archive.finish();
}

/** The index of `column` among `table`'s columns in the archive's header. */
function columnIndex(header: Extract<BackupRecord, { kind: 'header' }>['header'], table: string, column: string): number {
  return header.tables.find((candidate) => candidate.name === table)!.columns.findIndex((candidate) => candidate.name === column);
}

beforeAll(async () => {
  source = await createTestDatabase({ from: 'seeded' });
  databases.push(source);
  await addSite(source.target, 300);
  await writeBackup(source.target, good);
}, 300_000);

describe.each([
  ['a PostgreSQL server', false],
  ['the embedded database', true],
])('a restore into %s', (_name, embedded) => {
  it('keeps every row, sequence value, index and constraint; each table’s progress reaches its total', async () => {
    const target = await fresh(embedded);
    const events: LoadProgress[] = [];
    // Statements of at most 100 rows, so a table's progress takes several steps (a real restore sends 50,000 a statement).
    const restored = await restoreBackup(target.target, good, { progress: (event) => events.push(event), batch: { rows: 100 } });

    expect(await appRows(target.target)).toEqual(await appRows(source.target));
    expect(await sequencesOf(target.target)).toEqual(await sequencesOf(source.target));
    expect(await schemaObjects(target.target)).toEqual(await schemaObjects(source.target));

    // Each table with rows: its events climb to its total, which is its row count; the posts took more than one statement.
    expect(Object.keys(restored.rowCounts).length).toBeGreaterThan(5);
    for (const [table, count] of Object.entries(restored.rowCounts)) {
      const ofTable = events.filter((event) => event.table === table);
      expect(ofTable.length, table).toBeGreaterThan(0);
      expect(ofTable.every((event) => event.total === count)).toBe(true);
      expect(ofTable.map((event) => event.loaded)).toEqual([...ofTable.map((event) => event.loaded)].sort((a, b) => a - b));
      expect(ofTable.at(-1)!.loaded).toBe(count);
    }
    expect(events.filter((event) => event.table === 'blog_posts').length).toBeGreaterThan(1);
  }, 300_000);

  it('that fails building an index, or checking a foreign key, leaves a --force target as it was', async () => {
    // A subscriber twice under another id (the unique index on lower(email) is built after the rows), and an activity
    // entry whose actor is no account (its foreign key is checked after the rows).
    const duplicateEmail = join(scratch, `duplicate-email-${embedded}.backup.gz`);
    await rewrite(good, duplicateEmail, (table, rows, header) => {
      if (table !== 'newsletter_subscriptions') return rows;
      const id = columnIndex(header, table, 'id');
      const token = columnIndex(header, table, 'unsubscribe_token_hash');
      const copy = [...rows[0]!];
      copy[id] = '999999';
      copy[token] = null;
      return [...rows, copy];
    });
    const unknownActor = join(scratch, `unknown-actor-${embedded}.backup.gz`);
    await rewrite(good, unknownActor, (table, rows, header) => {
      if (table !== 'activity_entries') return rows;
      const actor = columnIndex(header, table, 'actor_id');
      return rows.map((row, index) =>
        index === rows.length - 1 ? row.map((value, column) => (column === actor ? '999999' : value)) : row,
      );
    });

    const target = await fresh(embedded);
    await addSite(target.target, 30);
    const rows = await appRows(target.target);
    const schema = await schemaObjects(target.target);
    await expect(restoreBackup(target.target, duplicateEmail, { force: true })).rejects.toThrow(
      /rolled back, so nothing in the target changed: could not create unique index "newsletter_subscriptions_email_lower_unique"/,
    );
    const failure = await restoreBackup(target.target, unknownActor, { force: true }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RestoreFailedError);
    expect((failure as Error).message).toMatch(/violates foreign key constraint "activity_entries_actor_id_fkey"/);
    expect(await appRows(target.target)).toEqual(rows);
    expect(await schemaObjects(target.target)).toEqual(schema);
  }, 300_000);
});
