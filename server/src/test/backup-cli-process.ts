import { spawn, type ChildProcess } from 'node:child_process';
import { programArgs } from './server-bundle.ts';
import { REPO_ROOT } from './server-process.ts';

/** A finished run of `npm run backup` or `npm run restore`. */
export interface CliRun {
  code: number | null;
  output: string;
}

/** Starts the backup command (`npm run backup`/`restore`) with `<args>` as its own process with `env` added (DATA_DIR or DATABASE_URL say where). */
export function spawnBackupCli(args: string[], env: Record<string, string>): { child: ChildProcess; done: Promise<CliRun> } {
  const { DATABASE_URL: _inherited, ...parentEnv } = process.env;
  const child = spawn(process.execPath, [...programArgs('backup-cli'), ...args], {
    cwd: REPO_ROOT,
    env: { ...parentEnv, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const done = new Promise<CliRun>((resolve) => child.on('exit', (code) => resolve({ code, output })));
  return { child, done };
}

/** Runs the backup command with `<args>` to its end. */
export function runBackupCli(args: string[], env: Record<string, string>): Promise<CliRun> {
  return spawnBackupCli(args, env).done;
}
