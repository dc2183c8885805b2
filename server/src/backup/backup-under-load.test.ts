import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseTarget } from '../db/database-target.ts';
import { onDataDir } from '../test/on-data-dir.ts';
import { readBackupArchive } from './backup-archive.ts';
import { runBackupCli } from '../test/backup-cli-process.ts';
import { startServerProcess, type ServerProcess } from '../test/server-process.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { missingWrites, signInCookie, startWriteLoad, tableRowCounts, type AckedWrite } from '../test/writes-under-load.ts';
import { seededDataDir } from '../test/embedded-template.ts';

// The goal: under about 20 writes a second, a backup taken mid-load restores into a fresh data folder or
// database holding every write the server acknowledged before the backup began, on both databases (backup-move.test.ts:
// a site moves from the embedded database to a PostgreSQL server and back with the same two commands).

const ADMIN = { username: 'backupadmin', password: 'Backup-Test-Passw0rd' };
const scratch = mkdtempSync(join(tmpdir(), 'localrank-backup-'));
const databases: TestDatabase[] = [];

afterAll(async () => {
  for (const database of databases) await database.drop();
  rmSync(scratch, { recursive: true, force: true });
});

async function freshDatabase(): Promise<{ url: string; target: DatabaseTarget }> {
  const database = await createTestDatabase();
  databases.push(database);
  return { url: (database.target.connection as { url: string }).url, target: database.target };
}

/**
 * Starts the server on `where` (DATA_DIR or DATABASE_URL), writes at 20 a second, takes a backup with the
 * command once 30 writes were acknowledged, and returns the writes acknowledged before it began and during it.
 */
async function backupUnderLoad(
  where: Record<string, string>,
  file: string,
  prefix: string,
  whileRunning: () => Promise<void> = async () => {},
) {
  const server: ServerProcess = await startServerProcess(
    {
      ...where,
      PORT: '0',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      SIGN_UPS_PER_HOUR: '100000',
      WEB_DIST_DIR: join(scratch, 'no-web'),
    },
    { timeoutMs: 180_000 },
  );
  try {
    const load = startWriteLoad(server.url, await signInCookie(server.url, ADMIN), prefix, 20);
    while (load.acked.length < 30) await new Promise((resolve) => setTimeout(resolve, 50));
    const before: AckedWrite[] = [...load.acked];
    const began = Date.now();
    const run = await runBackupCli(['backup', file], where);
    const ended = Date.now();
    await load.stop();
    expect(run.output).toMatch(/Backup written to/);
    expect(run.code).toBe(0);
    const during = load.acked.filter((write) => write.ackedAt > began && write.ackedAt < ended);
    await whileRunning();
    return { before, during, output: run.output };
  } finally {
    server.child.kill('SIGTERM');
    await server.exit;
  }
}

describe('npm run backup under load', () => {
  it('on the embedded database: every write acknowledged before the backup is restored, and the restored site serves', async () => {
    const dataDir = seededDataDir(join(scratch, 'site'));
    const file = join(scratch, 'embedded.backup.gz');
    const { before, during, output } = await backupUnderLoad({ DATA_DIR: dataDir }, file, 'emb', async () => {
      // A restore never replaces the database under a running server.
      const refused = await runBackupCli(['restore', file, '--force'], { DATA_DIR: dataDir });
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(/is in use by another LocalRank process.*stop the server first/);
    });
    // The server kept serving while the backup ran (it was held only for the copy of its data folder).
    expect(output).toMatch(/copied its database in \d+ ms/);
    expect(during.length).toBeGreaterThan(0);
    expect(before.filter((write) => write.kind === 'sign-up').length).toBeGreaterThan(0);
    for (const kind of ['page-edit', 'builder-page', 'upload'] as const)
      expect(before.filter((write) => write.kind === kind).length).toBeGreaterThan(0);

    const restoredDir = join(scratch, 'restored');
    const restored = await runBackupCli(['restore', file], { DATA_DIR: restoredDir });
    expect(restored.output).toMatch(/Restored \d+ rows/);
    expect(restored.code).toBe(0);
    expect(await onDataDir(restoredDir, (target) => missingWrites(target, before))).toEqual([]);

    // The restored site serves: an account made under load signs in.
    const signUp = before.find((write) => write.kind === 'sign-up')!;
    const server = await startServerProcess(
      { DATA_DIR: restoredDir, PORT: '0', WEB_DIST_DIR: join(scratch, 'no-web') },
      { timeoutMs: 180_000 },
    );
    try {
      expect(await signInCookie(server.url, { username: signUp.key, password: 'Str0ngPassword' })).toMatch(/=/);
    } finally {
      server.child.kill('SIGTERM');
      await server.exit;
    }

    // With no server running, the command opens the data folder itself (which the sign-in above wrote to).
    const served = await onDataDir(restoredDir, tableRowCounts);
    const offline = join(scratch, 'offline.backup.gz');
    expect((await runBackupCli(['backup', offline], { DATA_DIR: restoredDir })).code).toBe(0);
    const offlineCounts: Record<string, number> = {};
    for await (const record of readBackupArchive(offline))
      if (record.kind === 'rows') offlineCounts[record.rows.table] = (offlineCounts[record.rows.table] ?? 0) + record.rows.rows.length;
    expect(Object.fromEntries(Object.entries(served).filter(([table, count]) => table !== 'mikro_orm_migrations' && count > 0))).toEqual(
      offlineCounts,
    );
  }, 900_000);

  it('on DATABASE_URL: every write acknowledged before the backup is restored into a fresh database', async () => {
    const source = await freshDatabase();
    const file = join(scratch, 'server.backup.gz');
    const { before, during } = await backupUnderLoad({ DATABASE_URL: source.url }, file, 'pg');
    expect(during.length).toBeGreaterThan(0);
    expect(before.filter((write) => write.kind === 'sign-up').length).toBeGreaterThan(0);
    for (const kind of ['page-edit', 'builder-page', 'upload'] as const)
      expect(before.filter((write) => write.kind === kind).length).toBeGreaterThan(0);

    const target = await freshDatabase();
    const restored = await runBackupCli(['restore', file], { DATABASE_URL: target.url });
    expect(restored.code).toBe(0);
    expect(await missingWrites(target.target, before)).toEqual([]);
  }, 600_000);
});
