import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { claimDataDir } from './data-dir-owner.ts';
import type { DatabaseTarget } from './database-target.ts';

/** The longest path a unix socket may have on Linux (sun_path minus the terminator). */
const MAX_SOCKET_PATH = 107;
const NOMINAL_PORT = 5432;

/** A running embedded PostgreSQL (PGlite) and how to stop it. */
export interface EmbeddedPostgres {
  target: DatabaseTarget;
  /**
   * Writes a consistent copy of the whole data folder (a tar) to `path`, taken between two queries; resolves with
   * how long the database was held for it (the app's queries wait meanwhile).
   */
  dumpDataDir(path: string): Promise<{ pausedMs: number }>;
  stop(): Promise<void>;
}

/** Where the worker script is: beside this module in the sources, beside `main.js` in the compiled server. */
const WORKER_URL = new URL('./pglite-worker.mjs', import.meta.url);

/** A compiled WebAssembly module (the server's TypeScript libraries leave out the WebAssembly types). */
type WasmModule = object;
/** The global `WebAssembly.compile`, typed here for the same reason. */
const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WasmModule> } }).WebAssembly;

/** PGlite's WebAssembly files, compiled once per process (see `compiledModules`). */
let compiled: Promise<{ pgliteWasmModule: WasmModule; initdbWasmModule: WasmModule }> | undefined;

/**
 * PGlite's two WebAssembly programs compiled once for the process and handed to every embedded database it starts
 * (a compiled module crosses into a worker thread without being compiled again). The server starts one, so it
 * changes nothing there; a test worker starts dozens, each of which compiled 9 MB of WebAssembly again.
 */
function compiledModules() {
  compiled ??= (async () => {
    const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all(
      ['pglite.wasm', 'initdb.wasm'].map((name) => wasm.compile(readFileSync(join(dist, name)))),
    );
    return { pgliteWasmModule: pgliteWasmModule!, initdbWasmModule: initdbWasmModule! };
  })();
  return compiled;
}

/**
 * Where a first start keeps the empty database initdb made, for the next new data folder on this machine to unpack
 * instead of running initdb again: beside PGlite in node_modules (`.cache/localrank/`), named by PGlite's version, so
 * an upgrade makes a new one. Undefined when PGlite's package cannot be read (nothing is kept then).
 */
export function defaultClusterImage(): string | undefined {
  try {
    const packageDir = join(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '..');
    const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string };
    return join(packageDir, '..', '..', '.cache', 'localrank', `pglite-${version}-empty-cluster.tar.gz`);
  } catch {
    return undefined;
  }
}

/** How a data folder's database is started. */
export interface EmbeddedStartOptions {
  /**
   * The copy of an empty database a new folder (or an in-memory database) starts from, and where a folder's first
   * start keeps one: `defaultClusterImage` unless given.
   */
  clusterImage?: string;
}

/**
 * Starts PGlite (file-backed under `dataDir`, or in memory for 'memory') in a worker thread of its own
 * and serves it over the PostgreSQL wire protocol on a unix socket, so the app talks to it with plain
 * `pg` while the database's work runs on another core. PGlite serves one connection at a time, so the
 * returned target asks for a single-connection pool.
 */
export async function startEmbeddedPostgres(dataDir: string, options: EmbeddedStartOptions = {}): Promise<EmbeddedPostgres> {
  return startWorker(dataDir, undefined, options.clusterImage ?? defaultClusterImage());
}

/**
 * Opens a copy of a data folder written by `dumpDataDir` as an in-memory embedded PostgreSQL of its own (the
 * original keeps serving), for a backup to read at leisure.
 */
export async function startEmbeddedCopy(tarPath: string): Promise<EmbeddedPostgres> {
  return startWorker('memory', resolve(tarPath), undefined);
}

async function startWorker(dataDir: string, loadFrom: string | undefined, clusterImage: string | undefined): Promise<EmbeddedPostgres> {
  const inMemory = dataDir === 'memory';
  // One process at a time may open the folder's files (a second `npm start`, or `npm run admin` while the
  // server runs, is told so instead of corrupting them).
  const release = inMemory ? () => {} : claimDataDir(dataDir);
  let socketDir = inMemory ? mkdtempSync(join(tmpdir(), 'pglite-')) : resolve(dataDir);
  if (!inMemory) mkdirSync(socketDir, { recursive: true });
  if (join(socketDir, `.s.PGSQL.${NOMINAL_PORT}`).length > MAX_SOCKET_PATH) {
    socketDir = mkdtempSync(join(tmpdir(), 'pglite-'));
  }
  const socketPath = join(socketDir, `.s.PGSQL.${NOMINAL_PORT}`);
  // A socket file left by a process that was killed would make listen() fail.
  if (existsSync(socketPath)) rmSync(socketPath);

  const worker = new Worker(WORKER_URL, {
    workerData: {
      pgdata: inMemory ? null : join(resolve(dataDir), 'pgdata'),
      socketPath,
      loadFrom,
      clusterImage,
      ...(await compiledModules()),
    },
    // The database must not keep the process alive on its own (a crash of the app ends it too).
    stdout: false,
    stderr: false,
  });
  worker.unref();
  const exited = new Promise<number>((resolveExit) => worker.once('exit', resolveExit));
  try {
    await new Promise<void>((resolveReady, reject) => {
      worker.once('error', reject);
      void exited.then((code) => reject(new Error(`The embedded PostgreSQL stopped while starting (exit code ${code})`)));
      worker.once('message', (message: { type?: string }) => {
        if (message?.type === 'ready') resolveReady();
      });
    });
  } catch (error) {
    await worker.terminate();
    release();
    throw error;
  }

  return {
    target: {
      connection: { host: socketDir, port: NOMINAL_PORT, user: 'postgres', password: 'postgres', dbName: 'postgres' },
      singleConnection: true,
    },
    async dumpDataDir(path) {
      const dumped = new Promise<{ pausedMs?: number; error?: string }>((resolveDump) => {
        const onMessage = (message: { type?: string; pausedMs?: number; error?: string }) => {
          if (message?.type !== 'dumped') return;
          worker.off('message', onMessage);
          resolveDump(message);
        };
        worker.on('message', onMessage);
        void exited.then(() => resolveDump({ error: 'the embedded PostgreSQL stopped' }));
      });
      worker.postMessage({ type: 'dump', path });
      const outcome = await dumped;
      if (outcome.error !== undefined) throw new Error(`The embedded PostgreSQL could not copy its data folder: ${outcome.error}`);
      return { pausedMs: outcome.pausedMs ?? 0 };
    },
    async stop() {
      const stopped = new Promise<{ error?: string }>((resolveStop) => {
        worker.on('message', (message: { type?: string; error?: string }) => {
          if (message?.type === 'stopped') resolveStop(message);
        });
        void exited.then(() => resolveStop({}));
      });
      worker.postMessage({ type: 'stop' });
      const outcome = await stopped;
      await worker.terminate();
      release();
      if (inMemory) rmSync(socketDir, { recursive: true, force: true });
      if (outcome.error) throw new Error(`The embedded PostgreSQL did not stop cleanly: ${outcome.error}`);
    },
  };
}
