import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { DatabaseTarget } from './database-target.ts';

/** The longest path a unix socket may have on Linux (sun_path minus the terminator). */
const MAX_SOCKET_PATH = 107;
const NOMINAL_PORT = 5432;

/** A running embedded PostgreSQL (PGlite) and how to stop it. */
export interface EmbeddedPostgres {
  target: DatabaseTarget;
  stop(): Promise<void>;
}

/**
 * Starts PGlite (file-backed under `dataDir`, or in memory for 'memory') and serves it over the
 * PostgreSQL wire protocol on a unix socket, so the app talks to it with plain `pg`. PGlite serves one
 * connection at a time, so the returned target asks for a single-connection pool.
 */
export async function startEmbeddedPostgres(dataDir: string | 'memory'): Promise<EmbeddedPostgres> {
  const [{ PGlite }, { PGLiteSocketServer }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite-socket'),
  ]);

  const inMemory = dataDir === 'memory';
  let socketDir = inMemory ? mkdtempSync(join(tmpdir(), 'pglite-')) : resolve(dataDir);
  if (!inMemory) mkdirSync(socketDir, { recursive: true });
  if (join(socketDir, `.s.PGSQL.${NOMINAL_PORT}`).length > MAX_SOCKET_PATH) {
    socketDir = mkdtempSync(join(tmpdir(), 'pglite-'));
  }
  const socketPath = join(socketDir, `.s.PGSQL.${NOMINAL_PORT}`);
  // A socket file left by a process that was killed would make listen() fail.
  if (existsSync(socketPath)) rmSync(socketPath);

  const db = inMemory ? await PGlite.create() : await PGlite.create(join(resolve(dataDir), 'pgdata'));
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 1 });
  await server.start();

  return {
    target: {
      connection: { host: socketDir, port: NOMINAL_PORT, user: 'postgres', password: 'postgres', dbName: 'postgres' },
      singleConnection: true,
    },
    async stop() {
      await server.stop();
      await db.close();
      if (inMemory) rmSync(socketDir, { recursive: true, force: true });
    },
  };
}
