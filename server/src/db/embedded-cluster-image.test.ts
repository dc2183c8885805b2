// A new data folder's embedded database comes from the empty database a first start kept (initdb's work, 5-7
// CPU-seconds of WebAssembly, done once per machine and PGlite version), and a kept copy that will not open is made
// again by initdb instead of failing the start. Each initdb here costs that much again: the file runs three.
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { withPgClient } from '../test/pg-client.ts';
import type { DatabaseTarget } from './database-target.ts';
import { defaultClusterImage, startEmbeddedPostgres } from './embedded-postgres.ts';

const scratch = mkdtempSync(join(tmpdir(), 'localrank-cluster-image-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let folders = 0;

/** Runs `work` with a client connected to the embedded database's `target`. */
function onTarget<T>(target: DatabaseTarget, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const connection = target.connection as { host: string; port: number; user: string; password: string; dbName: string };
  return withPgClient(
    { host: connection.host, port: connection.port, user: connection.user, password: connection.password, database: connection.dbName },
    work,
  );
}

/**
 * The cluster's system identifier: initdb draws a new one for every database it makes, so two databases that share
 * it were unpacked from the same copy.
 */
async function systemIdentifier(client: pg.Client): Promise<string> {
  const { rows } = await client.query<{ id: string }>('select system_identifier::text as id from pg_control_system()');
  return rows[0]!.id;
}

/** Starts the embedded database on `folder` (or 'memory') with `clusterImage`, runs `work` on it, and stops it. */
async function onDatabase<T>(folder: string, clusterImage: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const embedded = await startEmbeddedPostgres(folder, { clusterImage });
  try {
    return await onTarget(embedded.target, work);
  } finally {
    await embedded.stop();
  }
}

/** Starts a new folder, writes a row of its own into it, and answers the folder and its system identifier. */
async function startNewFolder(clusterImage: string): Promise<{ folder: string; identifier: string }> {
  const folder = join(scratch, `data-${++folders}`);
  const identifier = await onDatabase(folder, clusterImage, async (client) => {
    await client.query('create table kept (folder text primary key)');
    await client.query('insert into kept values ($1)', [folder]);
    return systemIdentifier(client);
  });
  return { folder, identifier };
}

/** The rows of a folder's own table. */
const keptRows = (folder: string, clusterImage: string) =>
  onDatabase(folder, clusterImage, async (client) => (await client.query<{ folder: string }>('select folder from kept')).rows);

describe('the empty database a first start keeps', () => {
  it('is written by the first start on a new folder, private to its user; later new folders and in-memory databases start from it, and an existing folder opens as it is', async () => {
    const image = join(scratch, 'cache', 'empty-cluster.tar.gz');
    expect(existsSync(image)).toBe(false);
    const first = await startNewFolder(image);
    expect(existsSync(image)).toBe(true);
    expect(lstatSync(image).mode & 0o077).toBe(0);
    const kept = readFileSync(image);
    // Unpacked from the copy of the first's empty database: the same cluster, none of the first's own rows.
    const second = await startNewFolder(image);
    expect(second.identifier).toBe(first.identifier);
    expect(await onDatabase('memory', image, systemIdentifier)).toBe(first.identifier);
    expect(await onDatabase('memory', image, async (client) => (await client.query(`select to_regclass('kept') as t`)).rows[0])).toEqual({
      t: null,
    });
    // Each folder reopens as the database it became (the copy is not unpacked over it), and the copy is unchanged.
    expect(await keptRows(first.folder, image)).toEqual([{ folder: first.folder }]);
    expect(await keptRows(second.folder, image)).toEqual([{ folder: second.folder }]);
    expect(readFileSync(image).equals(kept)).toBe(true);
  }, 180_000);

  it('that will not open is replaced: the start runs initdb, succeeds, and keeps a good copy', async () => {
    const image = join(scratch, 'broken', 'empty-cluster.tar.gz');
    mkdirSync(dirname(image), { recursive: true });
    writeFileSync(image, 'not a database');
    const afterBroken = await startNewFolder(image);
    expect(readFileSync(image).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    const next = await startNewFolder(image);
    expect(next.identifier).toBe(afterBroken.identifier);
  }, 180_000);

  it('that cannot be written leaves the start unharmed (the copy is simply not kept)', async () => {
    // A file where the copy's folder would be: neither the folder nor the copy can be made.
    const blocker = join(scratch, 'blocker');
    writeFileSync(blocker, 'a file, not a folder');
    const image = join(blocker, 'empty-cluster.tar.gz');
    const started = await startNewFolder(image);
    expect(await keptRows(started.folder, image)).toEqual([{ folder: started.folder }]);
    expect(readFileSync(blocker, 'utf8')).toBe('a file, not a folder');
  }, 180_000);

  it('is kept by default beside PGlite in node_modules, named by its version', () => {
    expect(defaultClusterImage()).toMatch(/node_modules\/\.cache\/localrank\/pglite-\d+\.\d+\.\d+-empty-cluster\.tar\.gz$/);
  });
});
