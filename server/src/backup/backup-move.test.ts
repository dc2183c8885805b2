import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { onDataDir } from '../test/on-data-dir.ts';
import { createOrm } from '../db/orm.ts';
import { prepareDatabase } from '../startup/prepare-database.ts';
import { runBackupCli } from '../test/backup-cli-process.ts';
import { insertPublishedPosts } from '../test/blog-post-rows.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { tableFingerprints, tableRowCounts } from '../test/writes-under-load.ts';
import { seededDataDir } from '../test/embedded-template.ts';

// A site moves from the embedded database to a PostgreSQL server and back with the same two commands, `npm run
// backup` and `npm run restore` (backup-under-load.test.ts: a backup taken while the server writes).

const scratch = mkdtempSync(join(tmpdir(), 'localrank-backup-move-'));
const databases: TestDatabase[] = [];

afterAll(async () => {
  for (const database of databases) await database.drop();
  rmSync(scratch, { recursive: true, force: true });
});

/** Fingerprints without the migrations' log, which records when each restore built the schema (its own migrations). */
function withoutMigrationLog(fingerprints: Record<string, string>): Record<string, string> {
  const { mikro_orm_migrations: _when, ...rows } = fingerprints;
  return rows;
}

describe('npm run backup and npm run restore', () => {
  it('move a site from the embedded database to a PostgreSQL server and back, every row as it was', async () => {
    const siteDir = seededDataDir(join(scratch, 'site'));
    await onDataDir(siteDir, async (target) => {
      const orm = await createOrm(target);
      try {
        await prepareDatabase(orm);
        await insertPublishedPosts(orm, 30, { prefix: 'Moved site', categories: ['Local SEO', 'Reviews'] });
      } finally {
        await orm.close(true);
      }
    });
    const counts = await onDataDir(siteDir, tableRowCounts);
    const fingerprints = withoutMigrationLog(await onDataDir(siteDir, tableFingerprints));
    const fromEmbedded = join(scratch, 'embedded.backup.gz');
    expect((await runBackupCli(['backup', fromEmbedded], { DATA_DIR: siteDir })).code).toBe(0);

    // Embedded -> PostgreSQL server.
    const postgres = await createTestDatabase();
    databases.push(postgres);
    const url = (postgres.target.connection as { url: string }).url;
    const toServer = await runBackupCli(['restore', fromEmbedded], { DATABASE_URL: url });
    expect(toServer.code, toServer.output).toBe(0);
    expect(await tableRowCounts(postgres.target)).toEqual(counts);

    // PostgreSQL server -> embedded: the same rows, value for value.
    const fromServer = join(scratch, 'server.backup.gz');
    expect((await runBackupCli(['backup', fromServer], { DATABASE_URL: url })).code).toBe(0);
    const backDir = join(scratch, 'back');
    const back = await runBackupCli(['restore', fromServer], { DATA_DIR: backDir });
    expect(back.code, back.output).toBe(0);
    expect(withoutMigrationLog(await onDataDir(backDir, tableFingerprints))).toEqual(fingerprints);
  }, 600_000);
});
