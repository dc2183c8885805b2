import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseTarget } from '../db/database-target.ts';
import { createOrm } from '../db/orm.ts';
import { prepareDatabase } from '../startup/prepare-database.ts';
import { runBackupCli, spawnBackupCli, type CliRun } from './backup-cli-process.ts';
import { insertPublishedPosts } from './blog-post-rows.ts';
import { onDataDir } from './on-data-dir.ts';
import { seededDataDir } from './embedded-template.ts';
import { eventually } from './eventually.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import { tableFingerprints, tableRowCounts } from './writes-under-load.ts';
import { BackupArchiveWriter, readBackupArchive } from '../backup/backup-archive.ts';
import { writeBackup } from '../backup/write-backup.ts';

// The tests of backup/restore-all-or-nothing*.test.ts: a restore is all or nothing, on a PostgreSQL server and on the
// embedded database alike. One file per kind of target, so the two run side by side.

/** Where a restore goes: a database on a PostgreSQL server (DATABASE_URL), or a data folder (DATA_DIR). */
export type RestoreTargetKind = 'server' | 'embedded';

/** A restore target as the command sees it (its environment), and how to read it between runs. */
interface Target {
  env: Record<string, string>;
  /** Runs `read` on the target's database (the embedded one started for it, then stopped). */
  read<T>(read: (target: DatabaseTarget) => Promise<T>): Promise<T>;
}

/** Declares, in the calling test file, the all-or-nothing tests of a restore into targets of `kindName`. */
export function describeRestoreAllOrNothing(kindName: RestoreTargetKind): void {
  const scratch = mkdtempSync(join(tmpdir(), 'localrank-restore-atomic-'));
  const databases: TestDatabase[] = [];
  /** A source site: seeded, plus a few posts of its own. */
  const good = join(scratch, 'good.backup.gz');
  /** The same backup with one post twice (its checksums valid): the load fails at that row. */
  const duplicate = join(scratch, 'duplicate.backup.gz');
  /** Another source site with enough posts that loading them takes a while: what the kill interrupts. */
  const large = join(scratch, 'large.backup.gz');
  let sourceCounts: Record<string, number>;

  afterAll(async () => {
    for (const database of databases) await database.drop();
    rmSync(scratch, { recursive: true, force: true });
  });

  /** Writes a backup to `file` of a seeded site with `posts` published posts of `content`. */
  async function backupOfSite(file: string, posts: number, content?: string): Promise<DatabaseTarget> {
    const source = await createTestDatabase({ from: 'seeded' });
    databases.push(source);
    const orm = await createOrm(source.target);
    await prepareDatabase(orm);
    await insertPublishedPosts(orm, posts, { prefix: 'Source site', ...(content ? { content } : {}) });
    await orm.close(true);
    await writeBackup(source.target, file);
    return source.target;
  }

  beforeAll(async () => {
    sourceCounts = await tableRowCounts(await backupOfSite(good, 20));
    await copyWithDuplicatePost(good, duplicate);
    // 2,000 posts of 4 kB: loading them takes far longer than the kill below needs (it comes within a few milliseconds
    // of "Loading rows"). Only the kills load this one (a few rows of it): the failed loads and the retries restore
    // the small backup, since a rollback is the same whatever it rolls back (restores at 10,000 posts and more are
    // backup-scale.test.ts's). Loading 2,000 posts eight times made this file the longest of the run.
    await backupOfSite(large, 2_000, `<p>${'A sentence of a long post. '.repeat(150)}</p>`);
  }, 300_000);

  /** Rewrites the archive at `from` to `to` with the first post added again to the last batch of posts (a duplicate key). */
  async function copyWithDuplicatePost(from: string, to: string): Promise<void> {
    const records = [];
    for await (const record of readBackupArchive(from)) records.push(record);
    const lastPosts = records.findLastIndex((record) => record.kind === 'rows' && record.rows.table === 'blog_posts');
    const firstPosts = records.find((record) => record.kind === 'rows' && record.rows.table === 'blog_posts');
    if (lastPosts < 0 || firstPosts?.kind !== 'rows') throw new Error('The backup holds no posts.');
    const archive = new BackupArchiveWriter(to);
    for (const [index, record] of records.entries()) {
      if (record.kind === 'header') await archive.header(record.header);
      else await archive.rows(record.rows.table, index === lastPosts ? [...record.rows.rows, firstPosts.rows.rows[0]!] : record.rows.rows);
    }
    await archive.finish();
  }

  /** A site other than the backup's: seeded, with posts of its own. */
  async function addOldSite(target: DatabaseTarget): Promise<void> {
    const orm = await createOrm(target);
    try {
      await prepareDatabase(orm);
      await insertPublishedPosts(orm, 25, { prefix: 'Old site' });
    } finally {
      await orm.close(true);
    }
  }

  /** Starts `restore <file> [--force]` and resolves once it says it is loading rows (with its transaction open). */
  async function startLoading(file: string, env: Record<string, string>, force: boolean): Promise<ReturnType<typeof spawnBackupCli>> {
    const restore = spawnBackupCli(['restore', file, ...(force ? ['--force'] : [])], env);
    let output = '';
    restore.child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    let exited = false;
    void restore.done.then(() => (exited = true));
    while (!exited && !/Loading rows/.test(output)) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(exited, output).toBe(false);
    return restore;
  }

  /** Starts `restore <file> [--force]` and SIGKILLs it once it says it is loading rows. */
  async function killWhileLoading(file: string, env: Record<string, string>, force: boolean): Promise<CliRun> {
    const restore = await startLoading(file, env, force);
    restore.child.kill('SIGKILL');
    const run = await restore.done;
    expect(run.code).toBe(null);
    expect(run.output).not.toMatch(/Restored \d+ rows/);
    return run;
  }

  /** Whether the target holds no table at all. */
  const isEmpty = (target: Target) => target.read(async (database) => Object.keys(await tableRowCounts(database)).length === 0);

  const kinds: Record<RestoreTargetKind, { name: string; create: (withContent: boolean) => Promise<Target> }> = {
    server: {
      name: 'a PostgreSQL server (DATABASE_URL)',
      async create(withContent) {
        const database = await createTestDatabase();
        databases.push(database);
        if (withContent) await addOldSite(database.target);
        return { env: { DATABASE_URL: (database.target.connection as { url: string }).url }, read: (read) => read(database.target) };
      },
    },
    embedded: {
      name: 'the embedded database (DATA_DIR)',
      async create(withContent) {
        // A target with a site starts from the database a first start leaves (the run's template), which
        // `addOldSite` then finds migrated and seeded; a fresh one is an empty folder, as a new machine has.
        const folder = mkdtempSync(join(scratch, 'data-'));
        const dataDir = withContent ? seededDataDir(folder) : folder;
        const read = <T>(reader: (target: DatabaseTarget) => Promise<T>): Promise<T> => onDataDir(dataDir, reader);
        if (withContent) await read(addOldSite);
        return { env: { DATA_DIR: dataDir }, read };
      },
    },
  };

  const kind = kinds[kindName];
  describe(`a restore into ${kind.name} is all or nothing`, () => {
    it('a load that fails part-way leaves a --force target with its old content, unchanged', async () => {
      const target = await kind.create(true);
      const before = await target.read(tableFingerprints);
      expect(Object.keys(before).length).toBeGreaterThan(0);
      const run = await runBackupCli(['restore', duplicate, '--force'], target.env);
      expect(run.code, run.output).toBe(1);
      expect(await target.read(tableFingerprints)).toEqual(before);
      expect(run.output).toMatch(/nothing in the target changed: duplicate key value violates unique constraint/);
    }, 300_000);

    it('a load that fails part-way leaves a fresh target empty, and a retry without --force restores', async () => {
      const target = await kind.create(false);
      const run = await runBackupCli(['restore', duplicate], target.env);
      expect(run.code, run.output).toBe(1);
      expect(await isEmpty(target)).toBe(true);
      const retry = await runBackupCli(['restore', good], target.env);
      expect(retry.code, retry.output).toBe(0);
      expect(await target.read(tableRowCounts)).toEqual(sourceCounts);
      // The command's progress: each table's rows loaded of its total, the last line at the total.
      expect(retry.output).toContain(
        `blog_posts: ${sourceCounts.blog_posts!.toLocaleString('en')} / ${sourceCounts.blog_posts!.toLocaleString('en')} rows`,
      );
    }, 300_000);

    it('a restore SIGKILLed while loading leaves a --force target with its old content, unchanged', async () => {
      const target = await kind.create(true);
      const before = await target.read(tableFingerprints);
      await killWhileLoading(large, target.env, true);
      expect(await target.read(tableFingerprints)).toEqual(before);
    }, 300_000);

    it('a restore SIGKILLed while loading leaves a fresh target empty, and a retry without --force restores', async () => {
      const target = await kind.create(false);
      await killWhileLoading(large, target.env, false);
      expect(await isEmpty(target)).toBe(true);
      const retry = await runBackupCli(['restore', good], target.env);
      expect(retry.code, retry.output).toBe(0);
      expect(await target.read(tableRowCounts)).toEqual(sourceCounts);
    }, 300_000);

    // A killed restore's transaction stays open on a PostgreSQL server until the server notices its client is gone;
    // a retry begun meanwhile saw no tables and built its schema beside the unfinished one, so PostgreSQL named its
    // migrations table's sequence "…_id_seq1" and the retry failed setting "…_id_seq" (a CI run's failure). A restore
    // stopped (SIGSTOP) while loading holds its transaction open for as long as the test needs.
    if (kindName === 'server')
      it('a retry begun while a dead restore still holds its transaction waits for it to end, then restores', async () => {
        const target = await kind.create(false);
        const stopped = await startLoading(large, target.env, false);
        stopped.child.kill('SIGSTOP');
        const retry = spawnBackupCli(['restore', good], target.env);
        const waiting = await eventually(
          async () => (retry.child.exitCode === null ? await target.read(backendsWaitingOnLocks) : -1),
          (count) => count !== 0,
          60_000,
        );
        expect(waiting).toBeGreaterThan(0);
        stopped.child.kill('SIGKILL');
        await stopped.done;
        const run = await retry.done;
        expect(run.code, run.output).toBe(0);
        expect(await target.read(tableRowCounts)).toEqual(sourceCounts);
      }, 300_000);
  });
}

/** How many connections to `target`'s database wait on a lock. */
async function backendsWaitingOnLocks(target: DatabaseTarget): Promise<number> {
  const client = new pg.Client({ connectionString: (target.connection as { url: string }).url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      `select count(*) from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    return Number(rows[0]!.count);
  } finally {
    await client.end();
  }
}
