import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { DatabaseTarget } from '../db/database-target.ts';
import type { EmbeddedPostgres } from '../db/embedded-postgres.ts';
import { backupFromCopy } from './backup-from-copy.ts';
import { msUntilNextBackup, type BackupSchedule } from '../config/backup-schedule-setting.ts';
import { writeBackup, type BackupSummary } from './write-backup.ts';

/** The names scheduled backups get: sortable by time, so the oldest are the first. */
const BACKUP_FILE = /^localrank-\d{8}T\d{9}Z\.backup\.gz$/;

/** The file name of a scheduled backup taken at `at`. */
export function scheduledBackupName(at: Date): string {
  return `localrank-${at.toISOString().replace(/[-:.]/g, '')}.backup.gz`;
}

/** A copy of the embedded data folder on its way into a backup. */
const DATA_DIR_COPY = /^\.copy-[0-9a-f]{16}\.tar$/;

/** Deletes the data-folder copies in `dir` (left by a backup that was killed; call when none is under way). */
export function removeDataDirCopies(dir: string): void {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir).filter((file) => DATA_DIR_COPY.test(file))) rmSync(join(dir, name), { force: true });
}

/** Left by a run that was killed: a backup's partial file, or a copy of the data folder. */
const PARTIAL_BACKUP = /^localrank-\d{8}T\d{9}Z\.backup\.gz\.partial$/;

/** Deletes the oldest scheduled backups in `dir` beyond the newest `keep`, and what killed runs left (call between runs). */
export function pruneBackups(dir: string, keep: number): string[] {
  const files = readdirSync(dir);
  for (const name of files.filter((file) => PARTIAL_BACKUP.test(file))) rmSync(join(dir, name), { force: true });
  removeDataDirCopies(dir);
  const backups = files.filter((name) => BACKUP_FILE.test(name)).sort();
  const removed = backups.slice(0, Math.max(0, backups.length - keep));
  for (const name of removed) rmSync(join(dir, name), { force: true });
  return removed;
}

/** Where the running server's database is, for its scheduled backups. */
export type BackupSource = { target: DatabaseTarget } | { dumpDataDir: EmbeddedPostgres['dumpDataDir'] };

/**
 * Takes one backup into `dir` and prunes beyond `keep`: on DATABASE_URL from a snapshot on a connection of its
 * own; on the embedded database from a copy of its data folder (the server waits only for the copy).
 */
export async function runScheduledBackup(source: BackupSource, dir: string, keep: number): Promise<BackupSummary & { pausedMs: number }> {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const path = join(dir, scheduledBackupName(new Date()));
  let summary: BackupSummary & { pausedMs: number };
  if ('target' in source) summary = { ...(await writeBackup(source.target, path)), pausedMs: 0 };
  else {
    const tar = join(dir, `.copy-${randomBytes(8).toString('hex')}.tar`);
    const { pausedMs } = await source.dumpDataDir(tar);
    summary = { ...(await backupFromCopy(tar, path)), pausedMs };
  }
  pruneBackups(dir, keep);
  return summary;
}

/**
 * Runs `runScheduledBackup` on `schedule` until the returned stop is called; a run still going when the next is
 * due is not doubled. `report` hears of every run and failure (for the log).
 */
export function scheduleBackups(
  schedule: BackupSchedule,
  run: () => Promise<BackupSummary & { pausedMs: number }>,
  report: (outcome: { summary?: BackupSummary & { pausedMs: number }; error?: unknown }) => void,
): () => Promise<void> {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;
  const arm = () => {
    if (stopped) return;
    timer = setTimeout(
      () => {
        running ??= run()
          .then(
            (summary) => report({ summary }),
            (error: unknown) => report({ error }),
          )
          .finally(() => {
            running = null;
            arm();
          });
      },
      msUntilNextBackup(schedule, new Date()),
    );
    timer.unref();
  };
  arm();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  };
}
