import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../auth/account.service.ts';
import { User } from '../entities/user.entity.ts';
import { TEST_REDIS_URL } from '../test/test-redis.ts';
import { startTestServer, TestClient, type TestServer } from '../test/test-server.ts';

/**
 * The account limits under attack: bursts sent at once, many usernames from one address, mass sign-ups.
 * The server trusts X-Forwarded-For here, so each test speaks from an address of its own (random, since
 * Redis keeps its counters between runs).
 */
function limitsBehaviour(store: 'PostgreSQL' | 'Redis') {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: 'true', ...(store === 'Redis' ? { REDIS_URL: TEST_REDIS_URL } : {}) });
  });
  afterAll(async () => {
    await server?.close();
  });

  const newAddress = () => `2001:db8::${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
  const from = (address: string) => ({ 'X-Forwarded-For': address });
  const client = () => new TestClient(server.baseUrl);
  const newAccount = async () => {
    const account = {
      username: `burst${randomBytes(4).toString('hex')}`,
      password: 'Right-Passw0rd',
      name: 'Burst',
      email: 'burst@example.com',
    };
    await registerUser(server.orm.em.fork(), account);
    return account;
  };

  // The burst stays under the address's own limit of 30, so only the account's limit of 10 decides: past 30, which
  // requests the address's counter refuses depends on how the two counters' increments interleave.
  it('checks exactly 10 passwords of a burst of 25 sent at once; the rest and a right password get 429', async () => {
    const account = await newAccount();
    const address = newAddress();
    const burst = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        client().post('/api/login', { username: account.username, password: `Wrong-${i}` }, from(address)),
      ),
    );
    const statuses = burst.map((res) => res.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    // The right password inside the locked window is refused, without a session.
    const right = await client().post('/api/login', { username: account.username, password: account.password }, from(address));
    expect(right.status).toBe(429);
    expect(right.json.message).toBe('Too many failed sign-in attempts. Please wait a few minutes and try again.');
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(right.headers.get('set-cookie')).toBeNull();
    // Another address is not locked out of the same account.
    expect((await client().post('/api/login', { username: account.username, password: account.password }, from(newAddress()))).status).toBe(
      200,
    );
  });

  it('a right password inside a burst gives back only its own attempt, never reopening the window', async () => {
    const account = await newAccount();
    const address = newAddress();
    const guesses = Array.from({ length: 30 }, (_, i) => (i === 3 ? account.password : `Wrong-${i}`));
    const burst = await Promise.all(
      guesses.map((password) => client().post('/api/login', { username: account.username, password }, from(address))),
    );
    const checked = burst.filter((res) => res.status === 401 || res.status === 200);
    expect(checked.length).toBeLessThanOrEqual(11);
    expect(burst.filter((res) => res.status === 429).length).toBeGreaterThanOrEqual(19);
    // Whatever the burst held, the window stays closed to the next guesses.
    const after = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        client().post('/api/login', { username: account.username, password: `Later-${i}` }, from(address)),
      ),
    );
    expect(after.every((res) => res.status === 429)).toBe(true);
  });

  it('limits one address across usernames: 30 attempts in ten minutes, then 429 for every account', async () => {
    const address = newAddress();
    const results = [];
    for (let i = 0; i < 30; i += 1) {
      results.push(
        (
          await client().post(
            '/api/login',
            { username: `nobody${i}${randomBytes(3).toString('hex')}`, password: 'Wrong-Passw0rd' },
            from(address),
          )
        ).status,
      );
    }
    expect(results.every((status) => status === 401)).toBe(true);
    const account = await newAccount();
    const refused = await client().post('/api/login', { username: account.username, password: account.password }, from(address));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('set-cookie')).toBeNull();
  });

  it('gives successful sign-ins back to the address: many people behind one address can sign in', async () => {
    const address = newAddress();
    const account = await newAccount();
    for (let i = 0; i < 40; i += 1) {
      expect((await client().post('/api/login', { username: account.username, password: account.password }, from(address))).status).toBe(
        200,
      );
    }
  });

  it('limits sign-ups per address: the 21st in an hour gets 429 and creates nothing', async () => {
    const address = newAddress();
    const prefix = `reg${randomBytes(3).toString('hex')}`;
    for (let i = 0; i < 20; i += 1) {
      const res = await client().post(
        '/api/register',
        { username: `${prefix}${i}`, password: 'Str0ng-Passw0rd', name: 'New', email: `${prefix}${i}@example.com` },
        from(address),
      );
      expect(res.status).toBe(201);
    }
    const refused = await client().post(
      '/api/register',
      { username: `${prefix}x`, password: 'Str0ng-Passw0rd', name: 'New', email: `${prefix}x@example.com` },
      from(address),
    );
    expect(refused.status).toBe(429);
    expect(refused.json.message).toBe('Too many accounts were created from your network in the last hour. Please try again later.');
    expect(await server.orm.em.fork().count(User, { username: `${prefix}x` })).toBe(0);
    // Another address still signs up.
    expect(
      (
        await client().post(
          '/api/register',
          { username: `${prefix}y`, password: 'Str0ng-Passw0rd', name: 'New', email: `${prefix}y@example.com` },
          from(newAddress()),
        )
      ).status,
    ).toBe(201);
  });

  it('limits reset requests per address across e-mail addresses', async () => {
    const address = newAddress();
    for (let i = 0; i < 20; i += 1) {
      expect((await client().post('/api/forgot-password', { email: `someone${i}@example.com` }, from(address))).status).toBe(200);
    }
    const refused = await client().post('/api/forgot-password', { email: 'one-more@example.com' }, from(address));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
}

describe('account limits counted in PostgreSQL', () => limitsBehaviour('PostgreSQL'));
describe('account limits counted in Redis', () => limitsBehaviour('Redis'));
