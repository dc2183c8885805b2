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

/**
 * Makes each of `folders` that exists private to this process's user, at any depth: folders it owns become 0700,
 * files keep only their owner's bits (0600 for the database's files and the outbox's e-mails); symbolic links are
 * not followed. Returns, one sentence each, what it could not make private (owned by another user than `uid`, the
 * process's own), for the start to print.
 */
export function makeDataPrivate(folders: readonly string[], uid: number | undefined = process.getuid?.()): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();

  const visit = (path: string, isRoot: boolean) => {
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
    if (!isFolder) return;
    let entries: string[];
    try {
      entries = readdirSync(path);
    } catch {
      problems.push(`The folder ${path} cannot be read by this user, so LocalRank cannot check that its files are private.`);
      return;
    }
    for (const entry of entries) visit(join(path, entry), false);
  };

  for (const folder of folders) {
    const root = resolve(folder);
    if (seen.has(root)) continue;
    seen.add(root);
    visit(root, true);
  }
  // A folder of another user's files would print a line per file: the first few say enough.
  return problems.length > 5 ? [...problems.slice(0, 5), `... and ${problems.length - 5} more like these.`] : problems;
}
