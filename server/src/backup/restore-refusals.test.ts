import { gunzipSync, gzipSync } from 'node:zlib';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrm } from '../db/orm.ts';
import { prepareDatabase } from '../startup/prepare-database.ts';
import { runBackupCli } from '../test/backup-cli-process.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { tableRowCounts } from '../test/writes-under-load.ts';
import { BackupArchiveWriter, BackupFileError } from './backup-archive.ts';
import { restoreBackup, RestoreRefusedError } from './restore-backup.ts';
import { writeBackup } from './write-backup.ts';

// Restore refuses what it must, before it touches anything: a non-empty target (unless --force), a backup
// from a newer schema, a truncated or corrupted file; the command says so and exits non-zero.

const scratch = mkdtempSync(join(tmpdir(), 'localrank-restore-'));
const databases: TestDatabase[] = [];
let source: TestDatabase;
const good = join(scratch, 'good.backup.gz');

async function fresh(): Promise<TestDatabase> {
  const database = await createTestDatabase();
  databases.push(database);
  return database;
}

const urlOf = (database: TestDatabase) => (database.target.connection as { url: string }).url;

beforeAll(async () => {
  source = await fresh();
  const orm = await createOrm(source.target);
  await prepareDatabase(orm);
  await orm.close(true);
  await writeBackup(source.target, good);
}, 120_000);

afterAll(async () => {
  for (const database of databases) await database.drop();
  rmSync(scratch, { recursive: true, force: true });
});

/** Whether the database holds no table at all (nothing was written by a refused restore). */
async function isEmpty(database: TestDatabase): Promise<boolean> {
  return Object.keys(await tableRowCounts(database.target)).length === 0;
}

describe('npm run restore refuses', () => {
  it('a non-empty target, with a clear message and exit code 1; --force empties it first, saying so', async () => {
    const run = await runBackupCli(['restore', good], { DATABASE_URL: urlOf(source) });
    expect(run.code).toBe(1);
    expect(run.output).toMatch(/The target database is not empty \(\d+ tables\).*--force/);
    const before = await tableRowCounts(source.target);

    const forced = await runBackupCli(['restore', good, '--force'], { DATABASE_URL: urlOf(source) });
    expect(forced.output).toMatch(/--force: emptying the target database/);
    expect(forced.code).toBe(0);
    expect(await tableRowCounts(source.target)).toEqual(before);
  }, 120_000);

  it('a backup from a newer schema ("upgrade first")', async () => {
    const file = join(scratch, 'newer.backup.gz');
    const archive = new BackupArchiveWriter(file);
    await archive.header({
      createdAt: new Date().toISOString(),
      migrations: ['Migration20261122000000_initial', 'Migration29990101000000_from_the_future'],
      tables: [],
      sequences: [],
    });
    await archive.finish();
    const target = await fresh();
    await expect(restoreBackup(target.target, file)).rejects.toThrow(RestoreRefusedError);
    const run = await runBackupCli(['restore', file], { DATABASE_URL: urlOf(target) });
    expect(run.code).toBe(1);
    expect(run.output).toMatch(/made by a newer version of LocalRank.*Migration29990101000000_from_the_future.*upgrade first/);
    expect(await isEmpty(target)).toBe(true);
  }, 120_000);

  it('a truncated file (no trailer), before touching the target', async () => {
    const bytes = readFileSync(good);
    const cut = join(scratch, 'cut.backup.gz');
    writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
    // Cut at a line boundary and compressed again: valid gzip, but the trailer is missing.
    const lines = gunzipSync(bytes).toString('utf8').split('\n');
    const noTrailer = join(scratch, 'no-trailer.backup.gz');
    writeFileSync(noTrailer, gzipSync(lines.slice(0, -2).join('\n') + '\n'));
    const target = await fresh();
    for (const file of [cut, noTrailer]) {
      await expect(restoreBackup(target.target, file)).rejects.toThrow(BackupFileError);
      const run = await runBackupCli(['restore', file], { DATABASE_URL: urlOf(target) });
      expect(run.code).toBe(1);
      expect(run.output).toMatch(/is truncated/);
    }
    expect(await isEmpty(target)).toBe(true);
  }, 120_000);

  it('a corrupted file: a changed row, or bytes that are not a backup', async () => {
    const text = gunzipSync(readFileSync(good)).toString('utf8');
    const changed = join(scratch, 'changed.backup.gz');
    // One title changed in the rows: the checksum in the trailer no longer matches.
    expect(text).toContain('"blog_posts"');
    const tampered = text.replace(/("table":"blog_posts","rows":\[\["\d+",")[^X]/, '$1X');
    expect(tampered).not.toBe(text);
    writeFileSync(changed, gzipSync(tampered));
    const garbage = join(scratch, 'garbage.backup.gz');
    writeFileSync(garbage, 'not a backup at all\n');
    const target = await fresh();
    await expect(restoreBackup(target.target, changed)).rejects.toThrow(/is corrupted: its checksum does not match/);
    const run = await runBackupCli(['restore', garbage], { DATABASE_URL: urlOf(target) });
    expect(run.code).toBe(1);
    expect(run.output).toMatch(/is not a LocalRank backup/);
    expect(await isEmpty(target)).toBe(true);
  }, 120_000);

  it('a backup of a data folder without a database, and a command it does not know (usage, exit code 2)', async () => {
    const empty = await runBackupCli(['backup', join(scratch, 'nothing.backup.gz')], { DATA_DIR: join(scratch, 'no-site') });
    expect(empty.code).toBe(1);
    expect(empty.output).toMatch(/There is no database in the data folder .*no-site \(DATA_DIR\) to back up/);
    const usage = await runBackupCli(['backup'], { DATA_DIR: join(scratch, 'no-site') });
    expect(usage.code).toBe(2);
    expect(usage.output).toMatch(/npm run restore -- <file> \[--force\]/);
  }, 120_000);
});
