import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin, findUserByUsername } from '../../auth/account.service.ts';
import { startTestServer, TestClient, type TestServer } from '../../test/test-server.ts';
import { createContextInner } from '../context.ts';
import { appRouter } from '../app-router.ts';
import { createCallerFactory } from '../trpc.ts';

let server: TestServer;
const ADMIN = { username: 'site-admin', password: 'Adm1n-Password' };

beforeAll(async () => {
  server = await startTestServer();
  await ensureAdmin(server.orm.em.fork(), ADMIN);
});

afterAll(async () => {
  await server?.close();
});

async function signedIn(username: string, password: string) {
  const c = new TestClient(server.baseUrl);
  expect((await c.post('/api/login', { username, password })).status).toBe(200);
  return c;
}

describe('user.me over HTTP', () => {
  it('is null when signed out and the user when signed in', async () => {
    const anonymous = new TestClient(server.baseUrl);
    expect((await anonymous.get('/trpc/user.me')).json.result.data).toBeNull();
    const c = new TestClient(server.baseUrl);
    await c.post('/api/register', { username: 'trpc-me', password: 'Passw0rdOk', name: 'Me', email: 'me@example.com' });
    expect((await c.get('/trpc/user.me')).json.result.data).toMatchObject({ username: 'trpc-me', role: 'user' });
  });
});

describe('adminProcedure (user.list)', () => {
  it('answers 401 to a visitor and 403 to an ordinary user', async () => {
    const visitor = await new TestClient(server.baseUrl).get('/trpc/user.list');
    expect(visitor.status).toBe(401);
    expect(visitor.json.error.message).toBe('Please sign in to continue.');

    const c = new TestClient(server.baseUrl);
    await c.post('/api/register', { username: 'not-admin', password: 'Passw0rdOk', name: 'N', email: 'n@example.com' });
    const user = await c.get('/trpc/user.list');
    expect(user.status).toBe(403);
    expect(user.json.error.message).toBe('This action needs an administrator account.');
    expect(user.text).not.toMatch(/stack|at .*\.ts/);
  });

  it('lists accounts for an admin, without passwords', async () => {
    const admin = await signedIn(ADMIN.username, ADMIN.password);
    const res = await admin.get('/trpc/user.list');
    expect(res.status).toBe(200);
    const users = res.json.result.data as Array<Record<string, unknown>>;
    expect(users.some((u) => u.username === ADMIN.username && u.role === 'owner')).toBe(true);
    expect(res.text).not.toMatch(/password/i);
  });

  it('follows the role in the database, not anything the client holds', async () => {
    const c = new TestClient(server.baseUrl);
    await c.post('/api/register', { username: 'promoted', password: 'Passw0rdOk', name: 'P', email: 'p@example.com' });
    expect((await c.get('/trpc/user.list')).status).toBe(403);
    await server.orm.em.getConnection().execute("update users set role = 'administrator' where username = 'promoted'");
    expect((await c.get('/trpc/user.list')).status).toBe(200);
  });

  it('rejects bad input with 400 and a readable message', async () => {
    const admin = await signedIn(ADMIN.username, ADMIN.password);
    const input = encodeURIComponent(JSON.stringify({ limit: 0 }));
    const res = await admin.get(`/trpc/user.list?input=${input}`);
    expect(res.status).toBe(400);
    expect(res.json.error.message).toMatch(/>=1|at least|too small/i);
  });
});

describe('createContextInner', () => {
  it('lets server code call procedures without HTTP', async () => {
    const em = server.orm.em.fork();
    const admin = await findUserByUsername(em, ADMIN.username);
    const caller = createCallerFactory(appRouter)(
      createContextInner({ em, session: null, user: { id: admin!.id, username: admin!.username, name: null, email: null, role: 'owner' } }),
    );
    const users = await caller.user.list({ limit: 1 });
    expect(users).toHaveLength(1);
    const anonymous = createCallerFactory(appRouter)(createContextInner({ em, session: null, user: null }));
    await expect(anonymous.user.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('ensureAdmin', () => {
  it('is idempotent', async () => {
    await ensureAdmin(server.orm.em.fork(), ADMIN);
    const rows = await server.orm.em
      .getConnection()
      .execute('select count(*)::int as n from users where lower(username) = ?', [ADMIN.username]);
    expect(rows[0]?.n).toBe(1);
  });
});
