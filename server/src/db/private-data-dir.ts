import { chmodSync, lstatSync, readdirSync, type Stats } from 'node:fs';
import { join, resolve } from 'node:path';

/** The permission bits of the group and of other users, which nothing in the data folder keeps. */
const OTHERS = 0o077;

const octal = (mode: number) => `0${(mode & 0o777).toString(8)}`;

/** What stops the walk from making one folder private: one sentence for the operator, saying what to do. */
function notOwned(path: string, stats: Stats, isRoot: boolean): string {
  const what = isRoot ? 'The data folder' : stats.isDirectory() ? 'The folder' : 'The file';
  return (
    `${what} ${path} belongs to another user (uid ${stats.uid}) and is open to other users of this machine (mode ${octal(stats.mode)}): ` +
    `LocalRank cannot make it private. As its owner, run \`chmod -R go-rwx ${path}\`, or set DATA_DIR to a folder this user owns.`
  );
}

/** What the app keeps in DATA_DIR: the walk goes into these only, never into whatever else an operator keeps there. */
const APP_ENTRIES = ['pgdata', 'outbox', 'control', 'owner.pid', 'tmp'];

/**
 * Makes the data folder private to this process's user (`uid`): `dataDir` itself becomes 0700, and what the app
 * keeps in it (the embedded database, the control socket's folder, the outbox) and the outbox folder `outboxDir`
 * (wherever it is), at any depth: folders 0700, files only their owner's bits (0600 for the database's files and
 * the e-mails); symbolic links are not followed. Returns, one sentence each, what it could not make private
 * (owned by another user), for the start to print.
 */
export function makeDataPrivate(dataDir: string, outboxDir: string, uid: number | undefined = process.getuid?.()): string[] {
  const problems: string[] = [];

  const visit = (path: string, isRoot: boolean, deep: boolean) => {
    let stats: Stats;
    try {
      stats = lstatSync(path);
    } catch {
      return;
    }
    if (stats.isSymbolicLink()) return;
    const isFolder = stats.isDirectory();
    const wanted = isFolder ? 0o700 : stats.mode & 0o700;
    if ((stats.mode & 0o777) !== wanted && (isFolder || (stats.mode & OTHERS) !== 0)) {
      if (uid !== undefined && stats.uid !== uid) {
        if ((stats.mode & OTHERS) !== 0) problems.push(notOwned(path, stats, isRoot));
      } else {
        try {
          chmodSync(path, wanted);
        } catch (error) {
          problems.push(
            `LocalRank cannot make ${path} private (${(error as NodeJS.ErrnoException).code ?? String(error)}): make it readable by its owner only.`,
          );
        }
      }
    }
    if (!isFolder || !deep) return;
    let entries: string[];
    try {
      entries = readdirSync(path);
    } catch {
      problems.push(`The folder ${path} cannot be read by this user, so LocalRank cannot check that its files are private.`);
      return;
    }
    for (const entry of entries) visit(join(path, entry), false, true);
  };

  const root = resolve(dataDir);
  visit(root, true, false);
  for (const entry of APP_ENTRIES) visit(join(root, entry), false, true);
  if (!resolve(outboxDir).startsWith(`${root}/`)) visit(resolve(outboxDir), false, true);
  // A folder of another user's files would print a line per file: the first few say enough.
  return problems.length > 5 ? [...problems.slice(0, 5), `... and ${problems.length - 5} more like these.`] : problems;
}
