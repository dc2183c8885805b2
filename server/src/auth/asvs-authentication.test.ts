import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumeResetToken, INVALID_RESET_LINK, issueResetTokens, RESET_TOKEN_TTL_MS } from './password-reset.service.ts';
import { hashToken } from './token-hash.ts';
import { PasswordResetToken } from '../entities/password-reset-token.entity.ts';
import { startTestServer, TestClient, type TestServer } from '../test/test-server.ts';

/**
 * OWASP ASVS 5.0 authentication (V6) and credential storage (V11.4.2, V11.5.1) checks that the route
 * tests do not make; SECURITY.md names each requirement and points here.
 */

let server: TestServer;
let accountsAtStart: number;
let counter = 0;

/** A registration payload no other test of this file uses, with this password. */
function newAccount(password: string) {
  counter += 1;
  const username = `authn${counter}_${Date.now().toString(36)}`;
  return { username, password, name: 'Auth Tester', email: `${username}@example.com` };
}

function client() {
  return new TestClient(server.baseUrl);
}

/** Signs in with these credentials; the status says whether they were accepted. */
async function loginStatus(username: string, password: string): Promise<number> {
  return (await client().post('/api/login', { username, password })).status;
}

/** The stored password hash of a username. */
async function storedHash(username: string): Promise<string> {
  const rows = await server.orm.em.getConnection().execute('select password from users where username = ?', [username]);
  return rows[0]?.password as string;
}

/** A password of exactly `length` characters that meets the sign-up rules (upper, lower, digit). */
function passwordOfLength(length: number, filler = 'x'): string {
  return `Aa1${filler.repeat(length - 3)}`;
}

const ARGON2ID_OWASP = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/;

beforeAll(async () => {
  server = await startTestServer();
  // Counted before any test signs anyone up: what a fresh install holds.
  const rows = await server.orm.em.getConnection().execute('select count(*)::int as n from users');
  accountsAtStart = rows[0]?.n as number;
});

afterAll(async () => {
  await server?.close();
});

describe('no default accounts (ASVS 6.3.2)', () => {
  it('a freshly migrated and seeded database holds no account at all (the admin comes only from ADMIN_USERNAME/ADMIN_PASSWORD)', () => {
    expect(accountsAtStart).toBe(0);
  });
});

describe('password length (ASVS 6.2.1, 6.2.9)', () => {
  it('refuses 7 characters and accepts exactly 8', async () => {
    const short = await client().post('/api/register', newAccount(passwordOfLength(7)));
    expect(short.status).toBe(400);
    expect(short.json.message).toBe('Password must be at least 8 characters');
    const account = newAccount(passwordOfLength(8));
    expect((await client().post('/api/register', account)).status).toBe(201);
    expect(await loginStatus(account.username, account.password)).toBe(200);
  });

  it.each([64, 128])('accepts a %i-character password at sign-up and at sign-in', async (length) => {
    const account = newAccount(passwordOfLength(length));
    expect((await client().post('/api/register', account)).status).toBe(201);
    expect(await loginStatus(account.username, account.password)).toBe(200);
  });

  it('refuses 129 characters with 400 and a message saying the limit, at sign-up and sign-in alike', async () => {
    const tooLong = passwordOfLength(129);
    const register = await client().post('/api/register', newAccount(tooLong));
    expect(register.status).toBe(400);
    expect(register.json.message).toBe('Password must be at most 128 characters');
    const login = await client().post('/api/login', { username: 'anyone', password: tooLong });
    expect(login.status).toBe(400);
    expect(login.json.errors.password).toBe('Password must be at most 128 characters');
  });
});

describe('the password is checked exactly as typed (ASVS 6.2.8, 6.2.5 in part)', () => {
  it('keeps spaces, accents and emoji; a trimmed or case-changed copy is refused', async () => {
    // The ASCII capital is there because the sign-up rule counts only A-Z as upper case (see SECURITY.md, 6.2.5).
    const password = '  Ünïcode pässwörd 1 😀 Z  ';
    const account = newAccount(password);
    expect((await client().post('/api/register', account)).status).toBe(201);
    expect(await loginStatus(account.username, password.trim())).toBe(401);
    expect(await loginStatus(account.username, password.toLowerCase())).toBe(401);
    expect(await loginStatus(account.username, password.toUpperCase())).toBe(401);
    expect(await loginStatus(account.username, password)).toBe(200);
  });

  it('is not truncated: a 128-character password differing only in its last character is refused', async () => {
    const password = passwordOfLength(128);
    const account = newAccount(password);
    expect((await client().post('/api/register', account)).status).toBe(201);
    // 72 bytes is where bcrypt would stop reading; argon2id reads the whole password.
    expect(await loginStatus(account.username, password.slice(0, 72))).toBe(401);
    expect(await loginStatus(account.username, `${password.slice(0, 127)}y`)).toBe(401);
    expect(await loginStatus(account.username, password)).toBe(200);
  });
});

describe('password storage (ASVS 11.4.2)', () => {
  it('salts every hash: one password gives two different argon2id hashes for two accounts', async () => {
    const first = newAccount('Same-Passw0rd');
    const second = newAccount('Same-Passw0rd');
    expect((await client().post('/api/register', first)).status).toBe(201);
    expect((await client().post('/api/register', second)).status).toBe(201);
    const [a, b] = [await storedHash(first.username), await storedHash(second.username)];
    expect(a).toMatch(ARGON2ID_OWASP);
    expect(b).toMatch(ARGON2ID_OWASP);
    expect(a).not.toBe(b);
  });

  it('a password set through a reset link is stored the same way (argon2id, OWASP parameters)', async () => {
    const account = newAccount('Before-Passw0rd');
    expect((await client().post('/api/register', account)).status).toBe(201);
    const [message] = await issueResetTokens(server.orm.em.fork(), account.email, server.baseUrl);
    const token = new URL(message!.text.split('\n').find((line) => line.includes('token='))!).searchParams.get('token')!;
    expect((await client().post('/api/reset-password', { token, password: 'After-Passw0rd' })).status).toBe(200);
    expect(await storedHash(account.username)).toMatch(ARGON2ID_OWASP);
    expect(await loginStatus(account.username, 'After-Passw0rd')).toBe(200);
  });
});

describe('password-reset tokens (ASVS 6.4.3, 11.5.1)', () => {
  /** A new account and a reset token for it issued at `now`. */
  async function tokenIssuedAt(now: Date) {
    const account = newAccount('Reset-Passw0rd');
    expect((await client().post('/api/register', account)).status).toBe(201);
    const messages = await issueResetTokens(server.orm.em.fork(), account.email, 'https://www.example.com', now);
    expect(messages).toHaveLength(1);
    const token = new URL(/https:\S+/.exec(messages[0]!.text)![0]).searchParams.get('token')!;
    return { account, token };
  }

  it('are 160 random bits (20 bytes, base64url), different every time, stored only as their SHA-256', async () => {
    const now = new Date();
    const tokens = [(await tokenIssuedAt(now)).token, (await tokenIssuedAt(now)).token];
    for (const token of tokens) {
      expect(token).toMatch(/^[\w-]{27}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(20);
      const rows = await server.orm.em.fork().find(PasswordResetToken, { tokenHash: hashToken(token) });
      expect(rows).toHaveLength(1);
      expect(await server.orm.em.fork().count(PasswordResetToken, { tokenHash: token })).toBe(0);
    }
    expect(tokens[0]).not.toBe(tokens[1]);
  });

  it('expire exactly one hour after issue: accepted a millisecond before, refused at the hour', async () => {
    const issuedAt = new Date('2030-01-01T12:00:00Z');
    const expiresAt = new Date(issuedAt.getTime() + RESET_TOKEN_TTL_MS);
    expect(RESET_TOKEN_TTL_MS).toBe(60 * 60 * 1000);

    const late = await tokenIssuedAt(issuedAt);
    await expect(consumeResetToken(server.orm.em.fork(), late.token, 'Late-Passw0rd', expiresAt)).rejects.toMatchObject({
      status: 400,
      message: INVALID_RESET_LINK,
    });

    const inTime = await tokenIssuedAt(issuedAt);
    const userId = await consumeResetToken(server.orm.em.fork(), inTime.token, 'InTime-Passw0rd', new Date(expiresAt.getTime() - 1));
    expect(typeof userId).toBe('number');
    expect(await loginStatus(inTime.account.username, 'InTime-Passw0rd')).toBe(200);
  });

  it('a newer request kills the older link of the same account', async () => {
    const { account, token: older } = await tokenIssuedAt(new Date());
    expect((await client().post('/api/forgot-password', { email: account.email })).status).toBe(200);
    const res = await client().post('/api/reset-password', { token: older, password: 'Older-Passw0rd' });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(INVALID_RESET_LINK);
    expect(await loginStatus(account.username, account.password)).toBe(200);
  });

  it('a made-up token of the right shape is refused with the same message and changes nothing', async () => {
    const res = await client().post('/api/reset-password', { token: 'A'.repeat(27), password: 'Guess-Passw0rd' });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(INVALID_RESET_LINK);
  });
});
