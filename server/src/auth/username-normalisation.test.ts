// Look-alike usernames, end to end over HTTP: a name with invisible or text-direction characters is refused, fullwidth
// and other compatibility forms sign up and sign in as their plain form, and lookups compare normalised names
// (also against rows stored before names were normalised).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../entities/user.entity.ts';
import { startTestServer, TestClient, type TestServer } from '../test/test-server.ts';
import { findUserByUsername } from './account.service.ts';
import { hashPassword } from './password.ts';

const PASSWORD = 'Str0ngPassword';
const HIDDEN_MESSAGE = "Usernames can't contain invisible or text-direction characters.";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

/** A lower-case ASCII name no other test uses. */
const freshName = (prefix: string) => `${prefix}${randomBytes(4).toString('hex')}`;

/** The same text in fullwidth letters and digits ('ｊｏｈｎ' for 'john'). */
const fullwidth = (text: string) => text.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));

const register = (username: string, name = 'Test Person') =>
  new TestClient(server.baseUrl).post('/api/register', { username, password: PASSWORD, name, email: `${freshName('m')}@example.com` });

const signIn = (username: string) => new TestClient(server.baseUrl).post('/api/login', { username, password: PASSWORD });

/** How many accounts have this exact username (as stored). */
const accountsNamed = (username: string) => server.orm.em.fork().count(User, { username });

describe('usernames with invisible or text-direction characters', () => {
  it("refuses 'admin' + a zero-width space when 'admin' exists, and creates nothing", async () => {
    const taken = freshName('admin');
    expect((await register(taken)).status).toBe(201);
    for (const lookalike of [
      `${taken}\u200b`,
      `${taken.slice(0, 3)}\u200b${taken.slice(3)}`,
      `${taken}\u2060`,
      `${taken}\u00ad`,
      `${taken}\ufe0f`,
      `${taken.slice(0, 3)}\ufeff${taken.slice(3)}`,
    ]) {
      const res = await register(lookalike);
      expect([400, 409], JSON.stringify(lookalike)).toContain(res.status);
      expect(res.json.message.length).toBeGreaterThan(0);
      expect(res.text).not.toMatch(/ at \w+ \(/);
      expect(await accountsNamed(lookalike)).toBe(0);
    }
    expect((await register(`${taken}\u200b`)).json).toMatchObject({ message: HIDDEN_MESSAGE, errors: { username: HIDDEN_MESSAGE } });
  });

  it('refuses right-to-left overrides and other bidi controls in usernames, and in full names', async () => {
    const base = freshName('user');
    for (const username of [`\u202e${base}`, `${base}\u202egpj.exe`, `${base}\u2067x\u2069`, `${base}\u200f`]) {
      const res = await register(username);
      expect([res.status, res.json.message]).toEqual([400, HIDDEN_MESSAGE]);
      expect(await accountsNamed(username)).toBe(0);
    }
    const byName = await register(freshName('named'), 'Maria\u202e Lopez');
    expect(byName.status).toBe(400);
    expect(byName.json.errors.name).toBe("Full name can't contain control, invisible or text-direction characters.");
  });

  it('refuses the same characters at sign-in rather than looking them up', async () => {
    const res = await signIn(`${freshName('ghost')}\u200b`);
    expect([res.status, res.json.message]).toEqual([400, HIDDEN_MESSAGE]);
  });
});

describe('normalised usernames', () => {
  it('stores a fullwidth name as its plain form; it signs in either way and cannot be registered twice', async () => {
    const plain = freshName('john');
    const res = await register(fullwidth(plain));
    expect(res.status).toBe(201);
    expect(res.json.username).toBe(plain);
    expect(await accountsNamed(plain)).toBe(1);
    expect((await signIn(plain)).status).toBe(200);
    expect((await signIn(fullwidth(plain.toUpperCase()))).status).toBe(200);
    expect((await register(plain)).status).toBe(409);
    expect((await register(fullwidth(plain))).status).toBe(409);
  });

  it('finds an account stored before names were normalised by any form of its name', async () => {
    const plain = freshName('legacy');
    const em = server.orm.em.fork();
    // A row as the old sign-up stored it: the fullwidth name exactly as typed.
    em.create(User, { username: fullwidth(plain), passwordHash: await hashPassword(PASSWORD), name: 'Legacy', email: null, role: 'user' });
    await em.flush();
    expect((await findUserByUsername(server.orm.em.fork(), plain))?.username).toBe(fullwidth(plain));
    expect((await signIn(plain)).status).toBe(200);
    const again = await register(plain);
    expect(again.status).toBe(409);
    expect(await accountsNamed(plain)).toBe(0);
  });
});
