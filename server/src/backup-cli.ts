// `npm run backup -- <file>` and `npm run restore -- <file> [--force]`: one backup format for the embedded
// database (DATA_DIR) and DATABASE_URL, so the same two commands move a site between them. While a server holds
// the embedded database, the backup asks it over its control socket for a copy of its data folder (the server
// waits only for the copy) and writes the backup from the copy.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { BackupFileError } from './backup/backup-archive.ts';
import { backupFromCopy } from './backup/backup-from-copy.ts';
import { RestoreFailedError, RestoreRefusedError, restoreBackup } from './backup/restore-backup.ts';
import { restoreProgressLines } from './backup/restore-progress-lines.ts';
import { writeBackup, type BackupSummary } from './backup/write-backup.ts';
import { loadConfigOrExit, type AppConfig } from './config.ts';
import { DataDirInUseError, dataDirOwner } from './db/data-dir-owner.ts';
import { startEmbeddedPostgres } from './db/embedded-postgres.ts';
import { ControlCommandRefusedError, ControlSocketUnavailableError, sendControlCommand } from './team/control-socket.ts';

const USAGE = `Usage:
  npm run backup -- <file>             write a backup of the whole site to <file>
  npm run restore -- <file> [--force]  restore <file> into an empty data folder or database
                                       (--force: empty a non-empty one first)
The database is DATABASE_URL when set, else the embedded one in DATA_DIR.`;

/** A refusal whose message is for the person: printed without a stack, exit code 1. */
class CliRefusal extends Error {
  override name = 'CliRefusal';
}

async function backup(config: AppConfig, file: string): Promise<BackupSummary> {
  if (config.databaseUrl) return writeBackup({ connection: { url: config.databaseUrl }, singleConnection: false }, file);
  if (dataDirOwner(config.dataDir) !== null) {
    let answer: string;
    try {
      answer = await sendControlCommand(config.dataDir, { kind: 'copy-database' });
    } catch (error) {
      if (!(error instanceof ControlSocketUnavailableError)) throw error;
      throw new CliRefusal(
        `The server holds the data folder ${config.dataDir} but does not answer on its control socket: ${error.message}`,
      );
    }
    const copy = JSON.parse(answer) as { path: string; pausedMs: number };
    console.log(`The running server copied its database in ${Math.round(copy.pausedMs)} ms; writing the backup from the copy.`);
    return backupFromCopy(copy.path, file);
  }
  if (!existsSync(join(config.dataDir, 'pgdata')))
    throw new CliRefusal(`There is no database in the data folder ${resolve(config.dataDir)} (DATA_DIR) to back up.`);
  const embedded = await startEmbeddedPostgres(config.dataDir);
  try {
    return await writeBackup(embedded.target, file);
  } finally {
    await embedded.stop();
  }
}

async function restore(config: AppConfig, file: string, force: boolean): Promise<void> {
  const say = (line: string) => console.log(line);
  const run = async (target: Parameters<typeof restoreBackup>[0]) => {
    const summary = await restoreBackup(target, file, { force, say, progress: restoreProgressLines(process.stdout) });
    const rows = Object.values(summary.rowCounts).reduce((sum, count) => sum + count, 0);
    console.log(
      `Restored ${rows} rows in ${Object.keys(summary.rowCounts).length} tables (schema at migration ${summary.migrations}) in ${Math.round(summary.ms)} ms.`,
    );
  };
  if (config.databaseUrl) return run({ connection: { url: config.databaseUrl }, singleConnection: false });
  let embedded;
  try {
    embedded = await startEmbeddedPostgres(config.dataDir);
  } catch (error) {
    if (error instanceof DataDirInUseError)
      throw new CliRefusal(`${error.message} A restore replaces the database: stop the server first.`);
    throw error;
  }
  try {
    await run(embedded.target);
  } finally {
    await embedded.stop();
  }
}

async function main(): Promise<number> {
  const [command, ...rest] = process.argv.slice(2);
  const force = rest.includes('--force');
  const files = rest.filter((arg) => arg !== '--force');
  const unknown = files.filter((arg) => arg.startsWith('--'));
  if ((command !== 'backup' && command !== 'restore') || files.length !== 1 || unknown.length > 0 || (force && command === 'backup')) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfigOrExit(process.env);
  process.umask(0o077);
  const file = resolve(files[0]!);
  try {
    if (command === 'backup') {
      const summary = await backup(config, file);
      const rows = Object.values(summary.rowCounts).reduce((sum, count) => sum + count, 0);
      console.log(`Backup written to ${summary.path}: ${rows} rows, ${summary.bytes} bytes, in ${Math.round(summary.ms)} ms.`);
    } else await restore(config, file, force);
    return 0;
  } catch (error) {
    // A restore that failed once begun was rolled back: its message says so.
    if (error instanceof RestoreFailedError) {
      console.error(error.message);
      return 1;
    }
    const known = [CliRefusal, BackupFileError, RestoreRefusedError, DataDirInUseError, ControlCommandRefusedError].some(
      (kind) => error instanceof kind,
    );
    if (!known) throw error;
    console.error(`The ${command} was refused: ${(error as Error).message}`);
    return 1;
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('The command failed:', error);
    process.exit(1);
  },
);
