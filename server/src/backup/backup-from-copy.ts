import { rmSync } from 'node:fs';
import { startEmbeddedCopy } from '../db/embedded-postgres.ts';
import { writeBackup, type BackupSummary } from './write-backup.ts';

/**
 * Writes a backup from a copy of an embedded data folder (the tar `dumpDataDir` wrote at `tarPath`): opens it as
 * an in-memory database of its own, so the server that made the copy was held only for the copy, never for the
 * backup. Removes the copy afterwards.
 */
export async function backupFromCopy(tarPath: string, path: string): Promise<BackupSummary> {
  try {
    const copy = await startEmbeddedCopy(tarPath);
    try {
      return await writeBackup(copy.target, path);
    } finally {
      await copy.stop();
    }
  } finally {
    rmSync(tarPath, { force: true });
  }
}
