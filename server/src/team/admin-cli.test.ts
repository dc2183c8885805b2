import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticate } from '../auth/account.service.ts';
import { createOrm } from '../db/orm.ts';
import { seededDataDir } from '../test/embedded-template.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { programArgs } from '../test/server-bundle.ts';
import { REPO_ROOT, startServerProcess, type ServerProcess } from '../test/server-process.ts';

// `npm run admin` as a person runs it (compiled as `npm run build` compiles it; e2e/support/admin-cli.ts runs it under
// tsx as the npm script does): its own process, on the embedded database with the server
// stopped and running, and on an external PostgreSQL.

const scratch = mkdtempSync(join(tmpdir(), 'localrank-admin-cli-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Runs `npm run admin -- ...args` with `input` on standard input; resolves with its exit code and output. */
function admin(args: string[], env: Record<string, string>, input = ''): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [...programArgs('admin'), ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end(input);
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout: stdout.trim(), stderr: stderr.trim() })));
}

/** The role the server reports for these credentials, or the status when sign-in fails. */
async function signIn(server: ServerProcess, username: string, password: string): Promise<string | number> {
  const response = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url },
    body: JSON.stringify({ username, password }),
  });
  return response.ok ? ((await response.json()) as { role: string }).role : response.status;
}

/** Starts the server as `npm start` runs it, on `env`'s database. */
const startServer = (env: Record<string, string>) => startServerProcess({ PORT: '0', WEB_DIST_DIR: join(scratch, 'no-web'), ...env });

async function stop(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  expect(await server.exit).toBe(0);
}

describe('npm run admin on the embedded database', () => {
  const env = { DATA_DIR: join(scratch, 'embedded'), DATABASE_URL: '' };

  it('makes the first admin with the server stopped; with the server running it goes through it, which alone holds the folder', async () => {
    const created = await admin(
      ['create', 'first-admin', '--email', 'first@example.com', '--name', 'First Admin'],
      env,
      'First-Passw0rd\n',
    );
    expect(created).toMatchObject({ code: 0, stdout: 'Admin "first-admin" created. Sign in at /auth, then open /admin.' });

    const server = await startServer(env);
    try {
      // The first staff account of an empty site is its owner; later ones are administrators.
      expect(await signIn(server, 'first-admin', 'First-Passw0rd')).toBe('owner');
      expect(server.output()).not.toContain('No admin account yet');

      const second = await admin(['create', 'second-admin', '--email', 'second@example.com'], env, 'Second-Passw0rd\n');
      expect(second).toMatchObject({ code: 0, stdout: 'Admin "second-admin" created. Sign in at /auth, then open /admin.' });
      expect(await signIn(server, 'second-admin', 'Second-Passw0rd')).toBe('administrator');

      const listed = await admin(['list'], env);
      expect(listed.code).toBe(0);
      expect(listed.stdout.split('\n').map((line) => line.split('  ')[0])).toEqual(['first-admin', 'second-admin']);

      const refused = await admin(['create', 'second-admin', '--email', 'other@example.com'], env, 'Other-Passw0rd\n');
      expect(refused).toMatchObject({ code: 1, stderr: 'That username is already taken. Please choose another one.' });

      const reset = await admin(['reset-password', 'second-admin'], env, 'Changed-Passw0rd\n');
      expect(reset).toMatchObject({ code: 0, stdout: 'Password of "second-admin" changed; its sessions are signed out.' });
      expect(await signIn(server, 'second-admin', 'Second-Passw0rd')).toBe(401);
      expect(await signIn(server, 'second-admin', 'Changed-Passw0rd')).toBe('administrator');

      // A second server on the same folder is refused, naming the owner; the first keeps serving.
      const again = await startServer(env).then(
        () => 'started',
        (error: Error) => error.message,
      );
      expect(again).toContain(`is in use by another LocalRank process (pid ${server.child.pid})`);
      expect(again).not.toMatch(/\n\s+at /);
      expect(await signIn(server, 'first-admin', 'First-Passw0rd')).toBe('owner');
    } finally {
      await stop(server);
    }
  }, 180_000);

  it('says how to make an admin when the server starts without one', async () => {
    // A database as a first start leaves it, without an account (the first start itself is the test above's command).
    const fresh = await startServer({ DATA_DIR: seededDataDir(join(scratch, 'no-admin')), DATABASE_URL: '' });
    await stop(fresh);
    expect(fresh.output()).toContain('No admin account yet: make one with `npm run admin -- create <username> --email <address>`.');
  }, 240_000);

  it('needs a password on standard input when it is not a terminal, and explains its usage', async () => {
    expect(await admin(['reset-password', 'first-admin'], env, '')).toMatchObject({
      code: 1,
      stderr: 'Standard input holds no password: give it on the first line.',
    });
    const usage = await admin(['create', 'boss'], env);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('create needs --email <address>');
    expect(usage.stderr).toContain('npm run admin -- reset-password <username>');
  }, 180_000);
});

describe('npm run admin on DATABASE_URL', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('opens the database itself, migrating a new one', async () => {
    const connection = database.target.connection;
    if (!('url' in connection)) return expect(process.env.TEST_DATABASE_URL, 'runs only with TEST_DATABASE_URL').toBeUndefined();
    const env = { DATABASE_URL: connection.url, DATA_DIR: join(scratch, 'external') };
    expect(await admin(['create', 'ext-admin', '--email', 'ext@example.com'], env, 'Ext-Passw0rd\n')).toMatchObject({ code: 0 });
    expect(await admin(['reset-password', 'ext-admin'], env, 'Ext-Changed-Passw0rd\n')).toMatchObject({ code: 0 });
    const orm = await createOrm(database.target);
    try {
      expect(await authenticate(orm.em.fork(), 'ext-admin', 'Ext-Changed-Passw0rd')).toMatchObject({
        role: 'owner',
        email: 'ext@example.com',
      });
    } finally {
      await orm.close(true);
    }
  }, 240_000);
});
