// The data folder is private to the server's user whoever created it: an operator-made 0755 DATA_DIR becomes 0700,
// the embedded database's files 0600 (also those it writes later: new WAL segments, new relations) and the mail
// outbox 0700 with 0600 e-mails; what belongs to another user is left alone and named at start.
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../test/server-process.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { makeDataPrivate } from './private-data-dir.ts';

const scratch = mkdtempSync(join(tmpdir(), 'localrank-private-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A folder as an operator makes one with a usual umask: 0755. */
function operatorFolder(path: string): string {
  mkdirSync(path, { recursive: true });
  chmodSync(path, 0o755);
  return path;
}

const modeOf = (path: string) => lstatSync(path).mode & 0o777;

/** Every file and folder under `root` (itself included), with its permission bits. */
function tree(root: string): Array<{ path: string; mode: number; folder: boolean }> {
  const stats = lstatSync(root);
  const here = { path: root, mode: stats.mode & 0o777, folder: stats.isDirectory() };
  if (!stats.isDirectory()) return [here];
  return [here, ...readdirSync(root).flatMap((entry) => tree(join(root, entry)))];
}

/** The entries of `root`'s tree that another user of the machine could read, write or enter. */
const openToOthers = (root: string) =>
  tree(root)
    .filter((entry) => !lstatSync(entry.path).isSocket() && (entry.mode & 0o077) !== 0)
    .map((entry) => `${entry.path} ${entry.mode.toString(8)}`);

/** Waits for the next e-mail in `outbox` beyond `known`; resolves with its path (bounded: 200 looks). */
async function nextMail(outbox: string, known: number): Promise<string> {
  for (let look = 0; look < 200; look++) {
    // Whole e-mails only (one being written is a hidden `.partial` file until renamed).
    const files = readdirSync(outbox)
      .filter((file) => file.endsWith('.json'))
      .sort();
    if (files.length > known) return join(outbox, files.at(-1)!);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('no e-mail was written');
}

async function post(server: ServerProcess, path: string, body: unknown) {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url },
    body: JSON.stringify(body),
  });
}

describe('a server started on an operator-made 0755 data folder', () => {
  it('makes the folder 0700, every database file and e-mail owner-only, at start, after writes and after an earlier version', async () => {
    const dataDir = operatorFolder(join(scratch, 'data'));
    const outbox = operatorFolder(join(dataDir, 'outbox'));
    writeFileSync(join(outbox, '0000-earlier.json'), '{"text":"an earlier reset link"}');
    chmodSync(join(outbox, '0000-earlier.json'), 0o644);
    const env = { PORT: '0', DATA_DIR: dataDir, DATABASE_URL: '', WEB_DIST_DIR: join(scratch, 'no-web') };

    const first = await startServerProcess(env, { timeoutMs: 180_000 });
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(outbox)).toBe(0o700);
    const account = { username: 'private1', password: 'Private-Passw0rd', name: 'P', email: 'private1@example.com' };
    expect((await post(first, '/api/register', account)).status).toBe(201);
    expect((await post(first, '/api/forgot-password', { email: account.email })).status).toBe(200);
    const mail = await nextMail(outbox, 1);
    expect(modeOf(mail)).toBe(0o600);
    expect(openToOthers(dataDir)).toEqual([]);
    first.child.kill('SIGTERM');
    expect(await first.exit).toBe(0);
    // What the shutdown wrote (its checkpoint) too.
    expect(openToOthers(dataDir)).toEqual([]);

    // As today's main left a data folder: files 0666, folders 0755.
    for (const entry of tree(dataDir)) chmodSync(entry.path, entry.folder ? 0o755 : 0o666);
    const second = await startServerProcess(env, { timeoutMs: 180_000 });
    expect(openToOthers(dataDir)).toEqual([]);
    expect(modeOf(dataDir)).toBe(0o700);
    second.child.kill('SIGTERM');
    expect(await second.exit).toBe(0);
  }, 420_000);
});

describe('the embedded database', () => {
  it('writes every file owner-only, also the files it makes after start (a new table, its index, a checkpoint)', async () => {
    const dataDir = operatorFolder(join(scratch, 'embedded'));
    const pgdata = join(dataDir, 'pgdata');
    const embedded = await startEmbeddedPostgres(dataDir);
    try {
      const atStart = new Set(tree(pgdata).map((entry) => entry.path));
      const connection = embedded.target.connection;
      const client = new pg.Client(
        'url' in connection ? { connectionString: connection.url } : { ...connection, database: connection.dbName },
      );
      await client.connect();
      await client.query('create table private_rows (id serial primary key, body text)');
      await client.query("insert into private_rows (body) select repeat('x', 200) from generate_series(1, 20000)");
      await client.query('create index private_rows_body on private_rows (body)');
      await client.query('checkpoint');
      await client.end();
      const made = tree(pgdata).filter((entry) => !atStart.has(entry.path) && !entry.folder);
      expect(made.length).toBeGreaterThan(0);
      expect(openToOthers(pgdata)).toEqual([]);
    } finally {
      await embedded.stop();
    }
  }, 240_000);
});

describe('makeDataPrivate', () => {
  it("leaves another user's folder as it is and names it, saying what to do", () => {
    const dataDir = operatorFolder(join(scratch, 'theirs'));
    const pgdata = operatorFolder(join(dataDir, 'pgdata'));
    writeFileSync(join(pgdata, 'PG_VERSION'), '17');
    chmodSync(join(pgdata, 'PG_VERSION'), 0o644);
    const otherUser = (process.getuid?.() ?? 0) + 1;

    const problems = makeDataPrivate(dataDir, join(dataDir, 'outbox'), otherUser);

    expect(problems[0]).toContain(`The data folder ${dataDir} belongs to another user`);
    expect(problems[0]).toContain('mode 0755');
    expect(problems[0]).toContain(`chmod -R go-rwx ${dataDir}`);
    expect(modeOf(dataDir)).toBe(0o755);
    expect(modeOf(join(pgdata, 'PG_VERSION'))).toBe(0o644);
    expect(makeDataPrivate(dataDir, join(dataDir, 'outbox'))).toEqual([]);
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(join(pgdata, 'PG_VERSION'))).toBe(0o600);
  });

  it('goes only into what the app keeps there, and into an outbox kept elsewhere', () => {
    const dataDir = operatorFolder(join(scratch, 'shared'));
    const operatorNotes = operatorFolder(join(dataDir, 'operator-notes'));
    const outbox = operatorFolder(join(scratch, 'mail-elsewhere'));
    writeFileSync(join(outbox, 'mail.json'), '{}');
    chmodSync(join(outbox, 'mail.json'), 0o644);

    expect(makeDataPrivate(dataDir, outbox)).toEqual([]);

    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(operatorNotes)).toBe(0o755);
    expect(modeOf(outbox)).toBe(0o700);
    expect(modeOf(join(outbox, 'mail.json'))).toBe(0o600);
  });
});
