import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from './account.service.ts';
import { storedSessionId } from './lucia.ts';
import { startServerProcess } from '../test/server-process.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { startTestServer, TestClient, type TestServer } from '../test/test-server.ts';
import { trpcQuery } from '../test/trpc-query.ts';
import { seededDataDir } from '../test/embedded-template.ts';

/**
 * OWASP ASVS 5.0 session management (V7) and session-cookie (V3.3) checks that the route tests do not
 * make; SECURITY.md names each requirement and points here. Every check goes over real HTTP.
 */

let server: TestServer;
let counter = 0;

/** A registration payload no other test of this file uses. */
function newAccount() {
  counter += 1;
  const username = `asvs${counter}_${Date.now().toString(36)}`;
  return { username, password: 'Session-Passw0rd', name: 'Session Tester', email: `${username}@example.com` };
}

/** A new account, signed in on a client of its own. */
async function registered() {
  const client = new TestClient(server.baseUrl);
  const account = newAccount();
  const res = await client.post('/api/register', account);
  expect(res.status).toBe(201);
  return { client, account, user: res.json as { id: number } };
}

/** A second device of the same account: a fresh client that signs in with the password. */
async function signIn(account: { username: string; password: string }) {
  const client = new TestClient(server.baseUrl);
  const res = await client.post('/api/login', { username: account.username, password: account.password });
  expect(res.status).toBe(200);
  return client;
}

/** The session id a client's cookie carries. */
function sessionIdOf(client: TestClient): string {
  const [name, value] = client.cookie.split('=');
  expect(name).toBe('session');
  return value ?? '';
}

/** Runs SQL on the test database (to age a session, as time would). */
function sql(query: string, params: unknown[] = []) {
  return server.orm.em.getConnection().execute(query, params);
}

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

describe('the session cookie (ASVS 3.3.2, 3.3.4, 7.2.3)', () => {
  it('is HttpOnly, SameSite=Lax, for the whole site (Path=/) and this host only (no Domain)', async () => {
    const res = await new TestClient(server.baseUrl).post('/api/register', newAccount());
    expect(res.status).toBe(201);
    const attributes = (res.headers.get('set-cookie') ?? '').split(';').map((part) => part.trim());
    expect(attributes[0]).toMatch(/^session=/);
    expect(attributes).toContain('HttpOnly');
    expect(attributes).toContain('SameSite=Lax');
    expect(attributes).toContain('Path=/');
    expect(attributes.some((part) => /^domain=/i.test(part))).toBe(false);
  });

  it('carries a fresh 200-bit random id (40 base32 characters) for every sign-in', async () => {
    const { account, client } = await registered();
    const ids = [sessionIdOf(client), sessionIdOf(await signIn(account)), sessionIdOf(await signIn(account))];
    for (const id of ids) expect(id).toMatch(/^[a-z2-7]{40}$/);
    expect(new Set(ids).size).toBe(3);
  });

  it('reaches the browser only in Set-Cookie: no answer body holds the session id', async () => {
    const account = newAccount();
    const client = new TestClient(server.baseUrl);
    const answers = [await client.post('/api/register', account)];
    answers.push(await client.post('/api/login', { username: account.username, password: account.password }));
    const id = sessionIdOf(client);
    answers.push(await client.get('/api/user'), await client.get('/trpc/user.me'));
    for (const res of answers) expect(res.text).not.toContain(id);
  });
});

describe('the session cookie in production (ASVS 3.3.1)', () => {
  it('is Secure and __Host- prefixed when the server runs with NODE_ENV=production (COOKIE_SECURE unset)', async () => {
    // A fresh database on the test server when there is one, else the process's own embedded one.
    const database = process.env.TEST_DATABASE_URL ? await createTestDatabase({ from: 'seeded' }) : null;
    const dataDir = mkdtempSync(join(tmpdir(), 'localrank-asvs-'));
    if (!database) seededDataDir(dataDir);
    const databaseUrl = database && 'url' in database.target.connection ? database.target.connection.url : '';
    const started = await startServerProcess({
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: 'https://www.example.com',
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      WEB_DIST_DIR: join(dataDir, 'no-web'),
    });
    try {
      const res = await fetch(`${started.url}/api/register`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: started.url },
        body: JSON.stringify(newAccount()),
      });
      expect(res.status).toBe(201);
      const attributes = (res.headers.get('set-cookie') ?? '').split(';').map((part) => part.trim());
      expect(attributes).toContain('Secure');
      expect(attributes).toContain('HttpOnly');
      // The __Host- prefix: the browser keeps it only Secure, for this host, on the whole path.
      expect(attributes[0]).toMatch(/^__Host-session=[a-z0-9]+$/);
      expect(attributes).toContain('Path=/');
      expect(attributes.some((part) => part.toLowerCase().startsWith('domain='))).toBe(false);
    } finally {
      started.child.kill('SIGTERM');
      await started.exit;
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});

describe('session ids are checked on the server (ASVS 7.2.1, 7.2.2)', () => {
  it('refuses a made-up id of the right shape with 401 and clears the cookie', async () => {
    const forged = new TestClient(server.baseUrl);
    const res = await forged.get('/api/user', { Cookie: `session=${'a'.repeat(40)}` });
    expect(res.status).toBe(401);
    expect(res.headers.get('set-cookie')).toMatch(/^session=;.*Max-Age=0/);
  });
});

describe('a new session at sign-in, never one the browser brought (ASVS 7.2.4, session fixation)', () => {
  it('a made-up session id planted before sign-in is not adopted: sign-in issues its own', async () => {
    const { account } = await registered();
    const planted = 'b'.repeat(40);
    const res = await fetch(`${server.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.baseUrl, Cookie: `session=${planted}` },
      body: JSON.stringify({ username: account.username, password: account.password }),
    });
    expect(res.status).toBe(200);
    // The unknown id is cleared first, then the new one set: a browser applies them in this order.
    const cookies = res.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
    expect(cookies[0]).toBe('session=');
    const issued = cookies.at(-1)!;
    expect(issued).toMatch(/^session=[a-z2-7]{40}$/);
    expect(issued).not.toBe(`session=${planted}`);
    expect((await new TestClient(server.baseUrl).get('/api/user', { Cookie: issued })).json.username).toBe(account.username);
    expect((await new TestClient(server.baseUrl).get('/api/user', { Cookie: `session=${planted}` })).status).toBe(401);
  });

  it("an attacker's own valid session planted in the browser never becomes the victim's", async () => {
    const attacker = await registered();
    const plantedCookie = attacker.client.cookie;
    const victimAccount = newAccount();
    const victim = new TestClient(server.baseUrl);
    victim.cookie = plantedCookie;
    expect((await victim.post('/api/register', victimAccount)).status).toBe(201);
    expect(victim.cookie).not.toBe(plantedCookie);
    expect((await victim.get('/api/user')).json.username).toBe(victimAccount.username);
    // The planted id was never attached to the victim: the sign-up ended it (one browser, one session).
    const replay = await new TestClient(server.baseUrl).get('/api/user', { Cookie: plantedCookie });
    expect(replay.status).toBe(401);
  });
});

describe('the session token at rest: the sessions table holds only its SHA-256', () => {
  it('no sign-in, registration, renewal or listing leaves the token in the table, whose ids are hashes of the tokens', async () => {
    const { account, client } = await registered();
    const clients = [client, await signIn(account)];
    const other = new TestClient(server.baseUrl);
    expect((await other.post('/api/login', { username: account.username, password: account.password, remember: false })).status).toBe(200);
    clients.push(other);
    // Renewed in the second half of its life (Lucia writes the new expiry), and listed with the account's sessions.
    await sql("update sessions set expires_at = now() + interval '10 days' where id = ?", [storedSessionId(sessionIdOf(client))]);
    expect((await client.get('/api/user')).status).toBe(200);
    expect((await trpcQuery(client, 'profile.sessions')).status).toBe(200);
    const tokens = clients.map(sessionIdOf);
    const rows = (await sql('select * from sessions')) as Array<Record<string, unknown>>;
    const stored = JSON.stringify(rows);
    for (const token of tokens) {
      expect(stored).not.toContain(token);
      expect(rows.map((row) => row.id)).toContain(storedSessionId(token));
    }
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(String(row.id)))).toBe(true);
  });

  it('a cookie carrying a stored id (as a copy of the database or a backup shows it) signs nobody in', async () => {
    const { client } = await registered();
    const stored = storedSessionId(sessionIdOf(client));
    expect(await sql('select 1 from sessions where id = ?', [stored])).toHaveLength(1);
    const thief = new TestClient(server.baseUrl);
    thief.cookie = `session=${stored}`;
    const res = await thief.get('/api/user');
    expect(res.status).toBe(401);
    expect(res.headers.get('set-cookie')).toMatch(/^session=;.*Max-Age=0/);
    // The session itself is untouched: its holder is still signed in.
    expect((await client.get('/api/user')).status).toBe(200);
  });
});

describe('the session token is never read from a URL or another header (ASVS 14.2.1, 3.3.4)', () => {
  it('a valid session id in the query string or as a Bearer token signs nobody in', async () => {
    const { client } = await registered();
    const id = sessionIdOf(client);
    const anonymous = new TestClient(server.baseUrl);
    expect((await anonymous.get(`/api/user?session=${id}`)).status).toBe(401);
    expect((await anonymous.get(`/api/user?sessionId=${id}`)).status).toBe(401);
    expect((await anonymous.get('/api/user', { Authorization: `Bearer ${id}` })).status).toBe(401);
    expect((await anonymous.get('/trpc/user.me', { Authorization: `Bearer ${id}` })).json.result.data).toBeNull();
  });
});

describe('session expiry (ASVS 7.3.1, 7.4.1)', () => {
  it('an expired session answers 401, clears the cookie, and its row is deleted', async () => {
    const { client } = await registered();
    const id = sessionIdOf(client);
    await sql("update sessions set expires_at = now() - interval '1 second' where id = ?", [storedSessionId(id)]);
    const res = await client.get('/api/user');
    expect(res.status).toBe(401);
    expect(res.headers.get('set-cookie')).toMatch(/^session=;.*Max-Age=0/);
    expect(await sql('select id from sessions where id = ?', [storedSessionId(id)])).toEqual([]);
  });

  it('a session used in the second half of its 30 days is extended to 30 days from now (idle timeout)', async () => {
    const { client } = await registered();
    const id = sessionIdOf(client);
    // In its first half nothing is re-sent.
    expect((await client.get('/api/user')).headers.get('set-cookie')).toBeNull();
    await sql("update sessions set expires_at = now() + interval '10 days' where id = ?", [storedSessionId(id)]);
    const res = await client.get('/api/user');
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(new RegExp(`^session=${id};.*Max-Age=2592000`));
    const [row] = await sql("select expires_at > now() + interval '29 days' as extended from sessions where id = ?", [storedSessionId(id)]);
    expect(row?.extended).toBe(true);
  });
});

describe('session lifetime (ASVS 7.3.2) and the kind of cookie (Remember me)', () => {
  it('ends a session 90 days after its sign-in, however recently it was used', async () => {
    const { client } = await registered();
    const id = sessionIdOf(client);
    await sql("update sessions set created_at = now() - interval '89 days' where id = ?", [storedSessionId(id)]);
    expect((await client.get('/api/user')).status).toBe(200);
    await sql("update sessions set created_at = now() - interval '90 days 1 minute' where id = ?", [storedSessionId(id)]);
    const res = await client.get('/api/user');
    expect(res.status).toBe(401);
    expect(res.headers.get('set-cookie')).toMatch(/^session=;.*Max-Age=0/);
    expect(await sql('select id from sessions where id = ?', [storedSessionId(id)])).toEqual([]);
  });

  it('a session signed in without Remember me is renewed with a cookie that still ends with the browser', async () => {
    const { account } = await registered();
    const client = new TestClient(server.baseUrl);
    const res = await client.post('/api/login', { username: account.username, password: account.password, remember: false });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).not.toMatch(/Max-Age|Expires/i);
    await sql("update sessions set expires_at = now() + interval '10 days' where id = ?", [storedSessionId(sessionIdOf(client))]);
    const renewed = await client.get('/api/user');
    expect(renewed.status).toBe(200);
    expect(renewed.headers.get('set-cookie')).toMatch(/^session=/);
    expect(renewed.headers.get('set-cookie')).not.toMatch(/Max-Age|Expires/i);
  });
});

describe('session termination (ASVS 7.4.1, 7.4.2, 7.4.3)', () => {
  it('signing in again ends the session the browser had (ASVS 7.2.4)', async () => {
    const { client, account } = await registered();
    const before = sessionIdOf(client);
    const res = await client.post('/api/login', { username: account.username, password: account.password });
    expect(res.status).toBe(200);
    expect(sessionIdOf(client)).not.toBe(before);
    expect(await sql('select id from sessions where id = ?', [storedSessionId(before)])).toEqual([]);
    const replay = new TestClient(server.baseUrl);
    replay.cookie = `session=${before}`;
    expect((await replay.get('/api/user')).status).toBe(401);
  });

  it('logging out ends only this session: another device of the same account stays signed in', async () => {
    const { client, account } = await registered();
    const other = await signIn(account);
    const stolen = client.cookie;
    expect((await client.post('/api/logout')).status).toBe(204);
    expect((await new TestClient(server.baseUrl).get('/api/user', { Cookie: stolen })).status).toBe(401);
    expect((await other.get('/api/user')).status).toBe(200);
  });

  it("a password reset ends every session of the account (every device) and no one else's", async () => {
    const { client: laptop, account } = await registered();
    const phone = await signIn(account);
    const bystander = await registered();
    expect((await new TestClient(server.baseUrl).post('/api/forgot-password', { email: account.email })).status).toBe(200);
    // The reset e-mail, not the address verification the sign-up sent.
    const isReset = (m: { to: string; subject: string }) => m.to === account.email && m.subject === 'Reset your LocalRank password';
    await expect.poll(() => server.outbox().some(isReset)).toBe(true);
    const mail = server.outbox().filter(isReset).at(-1)!;
    const token = /token=([\w-]+)/.exec(mail.text)![1]!;
    expect((await new TestClient(server.baseUrl).post('/api/reset-password', { token, password: 'Reset-Passw0rd' })).status).toBe(200);
    expect((await laptop.get('/api/user')).status).toBe(401);
    expect((await phone.get('/api/user')).status).toBe(401);
    expect((await bystander.client.get('/api/user')).status).toBe(200);
  });

  it('deleting an account ends its sessions (the sessions rows cascade)', async () => {
    const { client, user } = await registered();
    await sql('delete from users where id = ?', [user.id]);
    expect((await client.get('/api/user')).status).toBe(401);
  });
});

describe('role changes apply to live sessions at once (ASVS 8.3.2)', () => {
  it('an admin demoted in the database is refused admin procedures on the same cookie', async () => {
    const admin = { username: `demoted${Date.now().toString(36)}`, password: 'Demoted-Passw0rd' };
    await ensureAdmin(server.orm.em.fork(), admin);
    const client = await signIn(admin);
    expect((await client.get('/trpc/user.list')).status).toBe(200);
    await sql("update users set role = 'user' where username = ?", [admin.username]);
    const res = await client.get('/trpc/user.list');
    expect(res.status).toBe(403);
    expect(res.json.error.message).toBe('This action needs an administrator account.');
  });
});
