import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PasswordResetToken } from '../entities/password-reset-token.entity.ts';
import { startTestServer, TestClient, type TestServer } from '../test/test-server.ts';

let server: TestServer;
let counter = 0;

/** A registration payload with a username no other test uses. */
function newAccount(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    username: `user${counter}_${Date.now().toString(36)}`,
    password: 'Str0ngPassword',
    name: 'Test Person',
    email: `person${counter}@example.com`,
    ...overrides,
  };
}

function client() {
  return new TestClient(server.baseUrl);
}

async function registered(overrides: Record<string, unknown> = {}) {
  const c = client();
  const account = newAccount(overrides);
  const res = await c.post('/api/register', account);
  expect(res.status).toBe(201);
  return { c, account, user: res.json };
}

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

describe('POST /api/register', () => {
  it('creates the account, answers 201 with the user and signs them in', async () => {
    const c = client();
    const account = newAccount({ email: '  Mixed.Case@Example.COM ' });
    const res = await c.post('/api/register', account);
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      id: expect.any(Number),
      username: account.username,
      name: 'Test Person',
      email: 'mixed.case@example.com',
      role: 'user',
    });
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=\d+/);
    const me = await c.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.json.username).toBe(account.username);
  });

  it('stores the password as an argon2id hash with the OWASP parameters', async () => {
    const { user } = await registered();
    const rows = await server.orm.em.getConnection().execute('select password from users where id = ?', [user.id]);
    expect(rows[0]?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it.each([
    [{ username: 'ab' }, 'username', 'Username must be at least 3 characters'],
    [{ password: 'Sh0rt' }, 'password', 'Password must be at least 8 characters'],
    [{ password: 'lowercase1only' }, 'password', 'Password must contain at least one uppercase letter'],
    [{ password: 'UPPERCASE1ONLY' }, 'password', 'Password must contain at least one lowercase letter'],
    [{ password: 'NoDigitsHere' }, 'password', 'Password must contain at least one number'],
    [{ name: '   ' }, 'name', 'Full name is required'],
    [{ email: 'not-an-email' }, 'email', 'Invalid email address'],
  ])('rejects %o with 400 and the spec message', async (overrides, field, message) => {
    const res = await client().post('/api/register', newAccount(overrides));
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
    expect(res.json.errors[field]).toBe(message);
  });

  it('answers 409 for a taken username, whatever its case, and creates nothing', async () => {
    const { account } = await registered();
    const before = await server.orm.em.getConnection().execute('select count(*)::int as n from users');
    const res = await client().post('/api/register', newAccount({ username: account.username.toUpperCase() }));
    expect(res.status).toBe(409);
    expect(res.json.message).toMatch(/already taken/);
    const after = await server.orm.em.getConnection().execute('select count(*)::int as n from users');
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('answers 400 for malformed JSON and for an empty body', async () => {
    const bad = await client().post('/api/register', '{"username": ');
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('The request body is not valid JSON.');
    const empty = await client().post('/api/register', '');
    expect(empty.status).toBe(400);
    expect(empty.json.errors).toMatchObject({ username: expect.any(String), email: expect.any(String) });
  });

  it('answers 415 for a body that is not JSON', async () => {
    const res = await client().post('/api/register', 'username=x', { 'Content-Type': 'text/plain' });
    expect(res.status).toBe(415);
    expect(res.json.message).toMatch(/JSON/);
  });
});

describe('POST /api/login', () => {
  it('signs in with the right password (username case ignored) and answers the user', async () => {
    const { account } = await registered();
    const c = client();
    const res = await c.post('/api/login', { username: account.username.toUpperCase(), password: account.password });
    expect(res.status).toBe(200);
    expect(res.json.username).toBe(account.username);
    expect((await c.get('/api/user')).json.username).toBe(account.username);
  });

  it('without Remember me sets a cookie that ends with the browser session', async () => {
    const { account } = await registered();
    const res = await client().post('/api/login', { ...account, remember: false });
    expect(res.status).toBe(200);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^session=\w+/);
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
  });

  it.each([
    [{ username: '', password: 'x' }, 'username', 'Username is required'],
    [{ username: 'someone', password: '' }, 'password', 'Password is required'],
    [{ password: 'x' }, 'username', 'Username is required'],
  ])('rejects %o with 400 and the spec message', async (body, field, message) => {
    const res = await client().post('/api/login', body);
    expect(res.status).toBe(400);
    expect(res.json.errors[field]).toBe(message);
  });

  it('answers 401 with a readable message for a wrong password or an unknown user', async () => {
    const { account } = await registered();
    const wrong = await client().post('/api/login', { username: account.username, password: 'Wrong-Passw0rd' });
    expect(wrong.status).toBe(401);
    expect(wrong.json).toEqual({ message: 'Invalid username or password' });
    const unknown = await client().post('/api/login', { username: 'nobody-here', password: 'Wrong-Passw0rd' });
    expect(unknown.status).toBe(401);
    expect(unknown.json).toEqual({ message: 'Invalid username or password' });
    expect(unknown.headers.get('set-cookie')).toBeNull();
  });

  it('answers 429 with Retry-After after 10 failures for one username from one address', async () => {
    const { account } = await registered();
    for (let i = 0; i < 10; i += 1) {
      expect((await client().post('/api/login', { username: account.username, password: `Nope${i}` })).status).toBe(401);
    }
    const blocked = await client().post('/api/login', { username: account.username, password: account.password });
    expect(blocked.status).toBe(429);
    expect(blocked.json.message).toMatch(/Too many failed sign-in attempts/);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('GET /api/user and POST /api/logout', () => {
  it('answers 401 without a session', async () => {
    const res = await client().get('/api/user');
    expect(res.status).toBe(401);
  });

  it('logout ends the session on the server: the old cookie no longer works', async () => {
    const { c } = await registered();
    const stolenCookie = c.cookie;
    const out = await c.post('/api/logout');
    expect(out.status).toBe(204);
    expect(c.cookie).toBe('');
    const replay = await client().get('/api/user', { Cookie: stolenCookie });
    expect(replay.status).toBe(401);
  });

  it('logout without a session still answers 204', async () => {
    expect((await client().post('/api/logout')).status).toBe(204);
  });
});

describe('Origin check on state-changing requests', () => {
  it('refuses a POST without Origin or with a foreign Origin (403), and accepts Sec-Fetch-Site: same-origin', async () => {
    const account = newAccount();
    const none = await fetch(`${server.baseUrl}/api/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(account),
    });
    expect(none.status).toBe(403);
    const foreign = await client().post('/api/register', account, { Origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.json.message).toMatch(/did not come from this site/);
    const sameSite = await fetch(`${server.baseUrl}/api/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
      body: JSON.stringify(account),
    });
    expect(sameSite.status).toBe(201);
  });

  it('refuses a tRPC call sent as POST without Origin', async () => {
    const res = await fetch(`${server.baseUrl}/trpc/user.me`, { method: 'POST' });
    expect(res.status).toBe(403);
  });
});

describe('No answer ever carries the password', () => {
  it('register, login and /api/user bodies hold neither the password nor its hash', async () => {
    const { c, account, user } = await registered();
    const rows = await server.orm.em.getConnection().execute('select password from users where id = ?', [user.id]);
    const hash = rows[0]?.password as string;
    const login = await c.post('/api/login', { username: account.username, password: account.password });
    const me = await c.get('/api/user');
    const trpcMe = await c.get('/trpc/user.me');
    for (const res of [login, me, trpcMe]) {
      expect(res.text).not.toContain(hash);
      expect(res.text).not.toContain(account.password);
      expect(res.text).not.toMatch(/"password/i);
    }
  });
});

describe('Password reset', () => {
  it('answers the same for a known and an unknown address, and mails a link only to the known one', async () => {
    const { account } = await registered({ email: 'reset-known@example.com' });
    const before = server.outbox().length;
    const known = await client().post('/api/forgot-password', { email: 'Reset-Known@example.com' });
    const unknown = await client().post('/api/forgot-password', { email: 'nobody@example.com' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.json).toEqual(known.json);
    await expect.poll(() => server.outbox().length).toBe(before + 1);
    const mail = server.outbox().at(-1)!;
    expect(mail.to).toBe('reset-known@example.com');
    expect(mail.text).toContain(account.username);
    expect(mail.text).toMatch(/\/reset-password\?token=[\w-]{27,}/);
  });

  it('rejects an invalid address with the spec message', async () => {
    const res = await client().post('/api/forgot-password', { email: 'nope' });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('Please enter a valid email address');
  });

  it('sets a new password once, signs the user out everywhere, and the link dies', async () => {
    const { c, account } = await registered({ email: 'reset-flow@example.com' });
    await client().post('/api/forgot-password', { email: 'reset-flow@example.com' });
    // The sign-up's verification e-mail went to the address too: the reset link is the one to read.
    const isReset = (m: { to: string; subject: string }) =>
      m.to === 'reset-flow@example.com' && m.subject === 'Reset your LocalRank password';
    await expect.poll(() => server.outbox().some(isReset)).toBe(true);
    const mail = server.outbox().filter(isReset).at(-1)!;
    const token = /token=([\w-]+)/.exec(mail.text)![1]!;

    const stored = await server.orm.em.fork().find(PasswordResetToken, {});
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);

    const weak = await client().post('/api/reset-password', { token, password: 'weak' });
    expect(weak.status).toBe(400);
    expect(weak.json.message).toBe('Password must be at least 8 characters');

    const done = await client().post('/api/reset-password', { token, password: 'N3w-Password' });
    expect(done.status).toBe(200);
    expect((await c.get('/api/user')).status).toBe(401);

    const again = await client().post('/api/reset-password', { token, password: 'An0ther-Password' });
    expect(again.status).toBe(400);
    expect(again.json.message).toMatch(/invalid or has expired/);

    expect((await client().post('/api/login', { username: account.username, password: account.password })).status).toBe(401);
    expect((await client().post('/api/login', { username: account.username, password: 'N3w-Password' })).status).toBe(200);
  });

  it('refuses an expired link', async () => {
    await registered({ email: 'reset-expired@example.com' });
    await client().post('/api/forgot-password', { email: 'reset-expired@example.com' });
    await expect.poll(() => server.outbox().some((m) => m.to === 'reset-expired@example.com')).toBe(true);
    const mail = server
      .outbox()
      .filter((m) => m.to === 'reset-expired@example.com')
      .at(-1)!;
    const token = /token=([\w-]+)/.exec(mail.text)![1]!;
    await server.orm.em.getConnection().execute("update password_reset_tokens set expires_at = now() - interval '1 minute'");
    const res = await client().post('/api/reset-password', { token, password: 'N3w-Password' });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/invalid or has expired/);
  });
});
