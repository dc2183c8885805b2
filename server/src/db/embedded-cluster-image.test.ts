// A new data folder's embedded database comes from the empty database a first start kept (initdb's work, 5-7
// CPU-seconds of WebAssembly, done once per machine and PGlite version), and a kept copy that will not open is made
// again by initdb instead of failing the start.
import { existsSync, lstatSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { withPgClient } from '../test/pg-client.ts';
import type { DatabaseTarget } from './database-target.ts';
import { defaultClusterImage, startEmbeddedPostgres, type EmbeddedStartOptions } from './embedded-postgres.ts';

const scratch = mkdtempSync(join(tmpdir(), 'localrank-cluster-image-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let folders = 0;

/**
 * Starts the embedded database on a new folder with `options`, creates a table in it, and answers its cluster's
 * system identifier: initdb draws a new one for every database it makes, so two folders that share it were unpacked
 * from the same copy.
 */
async function startNewFolder(options: EmbeddedStartOptions): Promise<{ folder: string; identifier: string }> {
  const folder = join(scratch, `data-${++folders}`);
  const embedded = await startEmbeddedPostgres(folder, options);
  try {
    const identifier = await onTarget(embedded.target, async (client) => {
      await client.query('create table kept (id int primary key)');
      await client.query('insert into kept values (1)');
      return systemIdentifier(client);
    });
    return { folder, identifier };
  } finally {
    await embedded.stop();
  }
}

/** The cluster's system identifier, as text. */
async function systemIdentifier(client: import('pg').Client): Promise<string> {
  const { rows } = await client.query<{ id: string }>('select system_identifier::text as id from pg_control_system()');
  return rows[0]!.id;
}

/** Runs `work` with a client connected to the embedded database's `target`. */
function onTarget<T>(target: DatabaseTarget, work: (client: import('pg').Client) => Promise<T>): Promise<T> {
  const connection = target.connection as { host: string; port: number; user: string; password: string; dbName: string };
  return withPgClient(
    { host: connection.host, port: connection.port, user: connection.user, password: connection.password, database: connection.dbName },
    work,
  );
}

describe('the empty database a first start keeps', () => {
  const image = join(scratch, 'cache', 'empty-cluster.tar.gz');

  it('is written by the first start on a new folder, private to its user, and each later new folder starts from it', async () => {
    expect(existsSync(image)).toBe(false);
    const first = await startNewFolder({ clusterImage: image });
    expect(existsSync(image)).toBe(true);
    expect(lstatSync(image).mode & 0o077).toBe(0);
    const second = await startNewFolder({ clusterImage: image });
    const third = await startNewFolder({ clusterImage: image });
    // Unpacked from the copy of the first's empty database: the same cluster, none of the first's later rows.
    expect(second.identifier).toBe(first.identifier);
    expect(third.identifier).toBe(first.identifier);
    // A new in-memory database (the tests' embedded ones) starts from it too.
    const memory = await startEmbeddedPostgres('memory', { clusterImage: image });
    try {
      expect(await onTarget(memory.target, systemIdentifier)).toBe(first.identifier);
    } finally {
      await memory.stop();
    }
    // Each folder is a database of its own: the table each start made is there once, in its folder only.
    for (const { folder } of [first, second, third]) {
      const embedded = await startEmbeddedPostgres(folder, { clusterImage: image });
      try {
        expect(
          await onTarget(embedded.target, async (client) => (await client.query('select count(*)::int as n from kept')).rows[0]),
        ).toEqual({
          n: 1,
        });
      } finally {
        await embedded.stop();
      }
    }
  }, 180_000);

  it('that will not open is replaced: the start runs initdb, succeeds, and keeps a good copy', async () => {
    const broken = join(scratch, 'broken', 'empty-cluster.tar.gz');
    const made = await startNewFolder({ clusterImage: broken });
    writeFileSync(broken, 'not a database');
    const afterBroken = await startNewFolder({ clusterImage: broken });
    expect(afterBroken.identifier).not.toBe(made.identifier);
    const next = await startNewFolder({ clusterImage: broken });
    expect(next.identifier).toBe(afterBroken.identifier);
  }, 180_000);

  it('is neither read nor kept with clusterImage null, and never touches a folder that already has a database', async () => {
    const image = join(scratch, 'unused', 'empty-cluster.tar.gz');
    const one = await startNewFolder({ clusterImage: null });
    const two = await startNewFolder({ clusterImage: null });
    expect(two.identifier).not.toBe(one.identifier);
    expect(existsSync(image)).toBe(false);
    // An existing database opens as it is, whatever copy is kept.
    await startNewFolder({ clusterImage: image });
    const embedded = await startEmbeddedPostgres(one.folder, { clusterImage: image });
    try {
      expect(await onTarget(embedded.target, systemIdentifier)).toBe(one.identifier);
    } finally {
      await embedded.stop();
    }
  }, 180_000);

  it('is kept by default beside PGlite in node_modules, named by its version', () => {
    expect(defaultClusterImage()).toMatch(/node_modules\/\.cache\/localrank\/pglite-\d+\.\d+\.\d+-empty-cluster\.tar\.gz$/);
  });
});
