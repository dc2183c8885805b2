import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from '../auth/account.service.ts';
import { startTestServer, TestClient, type TestServer } from '../test/test-server.ts';

let server: TestServer;
const admin = { username: 'site-admin', password: 'Admin-Passw0rd' };
const user = { username: 'plain-user', password: 'Plain-Passw0rd', name: 'Plain User', email: 'plain@example.com' };

beforeAll(async () => {
  server = await startTestServer();
  await ensureAdmin(server.orm.em.fork(), admin);
  expect((await new TestClient(server.baseUrl).post('/api/register', user)).status).toBe(201);
});

afterAll(async () => {
  await server?.close();
});

describe('POST /api/admin/login', () => {
  it('signs an admin in with a session cookie and answers the user with their role (the first admin is the owner)', async () => {
    const c = new TestClient(server.baseUrl);
    const res = await c.post('/api/admin/login', admin);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ username: admin.username, role: 'owner' });
    expect(res.json.password).toBeUndefined();
    expect(c.cookie).not.toBe('');
    expect((await c.get('/api/user')).json.role).toBe('owner');
  });

  it('refuses a wrong password with 401 and no session', async () => {
    const c = new TestClient(server.baseUrl);
    const res = await c.post('/api/admin/login', { ...admin, password: 'Wrong-Passw0rd' });
    expect(res.status).toBe(401);
    expect(res.json.message).toBe('Invalid username or password');
    expect(c.cookie).toBe('');
  });

  it('refuses an ordinary account with 403 saying it has no admin access, and makes no session', async () => {
    const c = new TestClient(server.baseUrl);
    const res = await c.post('/api/admin/login', { username: user.username, password: user.password });
    expect(res.status).toBe(403);
    expect(res.json.message).toMatch(/no admin access/);
    expect(c.cookie).toBe('');
    expect((await c.get('/api/user')).status).toBe(401);
  });

  it('answers 400 naming a missing field', async () => {
    const res = await new TestClient(server.baseUrl).post('/api/admin/login', { username: admin.username });
    expect(res.status).toBe(400);
    expect(res.json.errors.password).toBe('Password is required');
  });

  it('refuses a request from another site with 403', async () => {
    const res = await new TestClient(server.baseUrl).post('/api/admin/login', admin, { Origin: 'https://evil.example' });
    expect(res.status).toBe(403);
  });

  it('throttles like /api/login: the eleventh failure in ten minutes is a 429', async () => {
    const c = new TestClient(server.baseUrl);
    const target = { username: 'throttled-admin', password: 'Wrong-Passw0rd' };
    for (let i = 0; i < 10; i += 1) expect((await c.post('/api/admin/login', target)).status).toBe(401);
    const res = await c.post('/api/admin/login', target);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
