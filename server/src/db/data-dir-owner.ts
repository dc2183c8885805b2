import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The file in DATA_DIR naming the process that holds the embedded database (its pid). */
const OWNER_FILE = 'owner.pid';

/** The data folders this process holds, so a pid left by an earlier life of the same pid is not taken for ours. */
const held = new Set<string>();

/** Raised when another live process holds the data folder. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by another LocalRank process (pid ${pid}). ` +
        'Stop it first, or set DATA_DIR to another folder.',
    );
    this.name = 'DataDirInUseError';
  }
}

/**
 * Whether `pid` is a live Node process other than an earlier life of this one. A pid can be reused by an
 * unrelated program after a crash; /proc says what runs under it (where there is a /proc).
 */
function isLiveOwner(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it lives, under another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true;
  }
}

function readOwner(dataDir: string): number {
  try {
    return Number.parseInt(readFileSync(join(dataDir, OWNER_FILE), 'utf8').trim(), 10);
  } catch {
    return Number.NaN;
  }
}

/** The pid of the live process that holds `dataDir`'s embedded database, or null when none does. */
export function dataDirOwner(dataDir: string): number | null {
  const folder = resolve(dataDir);
  if (held.has(folder)) return process.pid;
  const pid = readOwner(folder);
  return isLiveOwner(pid) ? pid : null;
}

/**
 * Makes this process the one owner of `dataDir`'s embedded database (PGlite's files must never be opened
 * by two processes: that corrupts them). Throws `DataDirInUseError` when a live process holds it; takes
 * over a folder whose owner died. Returns the release, which also runs when the process exits.
 */
export function claimDataDir(dataDir: string): () => void {
  const folder = resolve(dataDir);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const file = join(folder, OWNER_FILE);
  for (let attempt = 0; ; attempt++) {
    try {
      // 'wx': created here or not at all, so two processes starting together cannot both win.
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      const pid = readOwner(folder);
      if (held.has(folder) || isLiveOwner(pid)) throw new DataDirInUseError(folder, held.has(folder) ? process.pid : pid);
      // Left by a process that died: take the folder over.
      rmSync(file, { force: true });
    }
  }
  held.add(folder);
  const release = () => {
    if (!held.delete(folder)) return;
    if (readOwner(folder) === process.pid) rmSync(file, { force: true });
    process.off('exit', release);
  };
  process.on('exit', release);
  return release;
}
