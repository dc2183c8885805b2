// The embedded PostgreSQL's own thread: PGlite (PostgreSQL compiled to WebAssembly) runs here and
// serves the PostgreSQL wire protocol on a unix socket, so its start-up and every query it runs use a
// core of their own instead of the app's event loop. Plain JavaScript, so it runs the same under the
// TypeScript loader (tests, `npm run dev`) and beside the compiled server (`server/dist`).
import fs from 'node:fs';
import { dirname } from 'node:path';
import { syncBuiltinESMExports } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';

// PGlite's file system layer sets the modes its in-memory file system records (0666 files, 0777 folders) with
// explicit chmod calls, which the process umask does not reach: every mode it asks for, in this thread only, is
// cut to its owner's bits, so the database's files (session ids in the WAL, the users table) are 0600 and its
// folders 0700, including files it makes later (new WAL segments, new relations).
const OWNER_ONLY = 0o700;
/** @param {unknown} mode @param {number} fallback */
const privateMode = (mode, fallback) => {
  const asked = typeof mode === 'number' ? mode : typeof mode === 'string' ? Number.parseInt(mode, 8) : fallback;
  return (Number.isNaN(asked) ? fallback : asked) & OWNER_ONLY;
};
/** @param {unknown} options @param {number} fallback */
const privateOptions = (options, fallback) =>
  options !== null && typeof options === 'object'
    ? { ...options, mode: privateMode(/** @type {{ mode?: unknown }} */ (options).mode, fallback) }
    : typeof options === 'string' && fallback === 0o666
      ? { encoding: options, mode: privateMode(undefined, fallback) }
      : options === undefined && fallback === 0o666
        ? { mode: privateMode(undefined, fallback) }
        : privateMode(options, fallback);
const { chmodSync, fchmodSync, mkdirSync, openSync, writeFileSync } = fs;
fs.chmodSync = (path, mode) => chmodSync(path, privateMode(mode, 0o600));
fs.fchmodSync = (fd, mode) => fchmodSync(fd, privateMode(mode, 0o600));
fs.mkdirSync = (path, options) => mkdirSync(path, privateOptions(options, 0o777));
fs.openSync = (path, flags, mode) => openSync(path, flags, privateMode(mode, 0o666));
fs.writeFileSync = (path, data, options) => writeFileSync(path, data, privateOptions(options, 0o666));
syncBuiltinESMExports();

const { PGlite } = await import('@electric-sql/pglite');
const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
// pg_trgm (PostgreSQL's contrib, built for PGlite) backs the admin lists' title search with a trigram index.
const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');

/** @type {{ pgdata: string | null; socketPath: string; loadFrom?: string; clusterImage?: string; pgliteWasmModule: WebAssembly.Module; initdbWasmModule: WebAssembly.Module }} */
const { pgdata, socketPath, loadFrom, clusterImage, pgliteWasmModule, initdbWasmModule } = workerData;
// Compiled by the thread that started this one, once for the process (embedded-postgres.ts).
const options = { extensions: { pg_trgm }, pgliteWasmModule, initdbWasmModule };
// `loadFrom`: a copy of a data folder (a tar written by 'dump' below) opened in memory, for a backup to read at leisure.
const db = pgdata
  ? await openDataDir(pgdata)
  : loadFrom
    ? await PGlite.create({ ...options, loadDataDir: new Blob([fs.readFileSync(loadFrom)]) })
    : await openInMemory();

/** A new in-memory database: unpacked from `clusterImage` when one is kept (see openDataDir), else made by initdb. */
async function openInMemory() {
  return (await unpackClusterImage((unpack) => PGlite.create({ ...options, ...unpack }))) ?? PGlite.create(options);
}

/**
 * Opens the database in `folder`. A folder with no database yet is given one: unpacked from `clusterImage` (an empty
 * database as initdb leaves it, kept from an earlier first start on this machine) when there is one, else made by
 * PGlite's initdb, whose result is then kept there for the next new folder. initdb costs 5-7 CPU-seconds of
 * WebAssembly; unpacking the copy about 2. A copy that will not open is dropped and initdb runs.
 * @param {string} folder
 */
async function openDataDir(folder) {
  const fresh = !fs.existsSync(folder) || fs.readdirSync(folder).length === 0;
  if (!fresh || clusterImage === undefined) return PGlite.create(folder, options);
  const unpacked = await unpackClusterImage(
    (unpack) => PGlite.create(folder, { ...options, ...unpack }),
    () => {
      // The folder was empty before: what the failed unpacking left is removed, and initdb makes it afresh.
      fs.rmSync(folder, { recursive: true, force: true });
      fs.rmSync(clusterImage, { force: true });
    },
  );
  if (unpacked !== null) return unpacked;
  const made = await PGlite.create(folder, options);
  await keepClusterImage(made, clusterImage);
  return made;
}

/**
 * Opens a database with `open`, given the options that unpack the kept `clusterImage` into it; null when none is kept
 * or it would not open (`onFailure` runs then).
 * @param {(unpack: { loadDataDir: Blob }) => Promise<import('@electric-sql/pglite').PGlite>} open
 * @param {() => void} [onFailure]
 */
async function unpackClusterImage(open, onFailure = () => {}) {
  const image = clusterImage === undefined ? null : readIfPresent(clusterImage);
  if (image === null) return null;
  try {
    return await open({ loadDataDir: new Blob([image]) });
  } catch {
    onFailure();
    return null;
  }
}

/** @param {string} path */
function readIfPresent(path) {
  try {
    return fs.readFileSync(path);
  } catch {
    return null;
  }
}

/**
 * Writes a copy of the database `db` (just made by initdb, nothing of the app's in it yet) to `path`, whole or not at
 * all (a temporary file renamed into place, so a start beside this one reads the old state or the new). A copy that
 * cannot be written (a read-only folder) is simply not kept.
 * @param {import('@electric-sql/pglite').PGlite} db
 * @param {string} path
 */
async function keepClusterImage(db, path) {
  const temporary = `${path}.${process.pid}-${Date.now()}.tmp`;
  try {
    const tar = await db.dumpDataDir('gzip');
    fs.mkdirSync(dirname(path), { recursive: true });
    fs.writeFileSync(temporary, new Uint8Array(await tar.arrayBuffer()));
    fs.renameSync(temporary, path);
  } catch {
    try {
      fs.rmSync(temporary, { force: true });
    } catch {
      // Nothing was written where nothing can be (the folder is a file, or out of reach): nothing to remove.
    }
  }
}

// PGlite serves one connection at a time: the app's pool holds a single one.
const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 1 });
await server.start();
parentPort.postMessage({ type: 'ready' });

parentPort.on('message', async (message) => {
  if (message?.type === 'dump') {
    // A consistent copy of the whole data folder: PGlite runs it between two queries, so nothing is mid-write;
    // the copy opens like a database after a crash at that moment (committed work replayed from the WAL).
    try {
      const started = performance.now();
      const tar = await db.dumpDataDir('none');
      const pausedMs = performance.now() - started;
      // Written asynchronously: the socket's queries go on meanwhile.
      await fs.promises.writeFile(message.path, new Uint8Array(await tar.arrayBuffer()), { mode: 0o600 });
      parentPort.postMessage({ type: 'dumped', pausedMs });
    } catch (error) {
      parentPort.postMessage({ type: 'dumped', error: String(error?.stack ?? error) });
    }
    return;
  }
  if (message?.type !== 'stop') return;
  try {
    await server.stop();
    await db.close();
    parentPort.postMessage({ type: 'stopped' });
  } catch (error) {
    parentPort.postMessage({ type: 'stopped', error: String(error?.stack ?? error) });
  }
});
