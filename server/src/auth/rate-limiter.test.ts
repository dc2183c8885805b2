import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm } from '../db/orm.ts';
import { createMigratedTestOrm, type TestOrm } from '../test/test-database.ts';
import { TEST_REDIS_URL } from '../test/test-redis.ts';
import { counterKeyPart, storedCounterKey } from './rate-limit-keys.ts';
import { useRedisForRateLimits } from './rate-limit-store.ts';
import { RateLimiter } from './rate-limiter.ts';

let test: TestOrm;
let orm: Orm;
let redis: Redis;

beforeAll(async () => {
  test = await createMigratedTestOrm();
  orm = test.orm;
  redis = new Redis(TEST_REDIS_URL);
});

afterAll(async () => {
  redis?.disconnect();
  await test?.close();
});

/** Rows the PostgreSQL store holds for a bucket. */
async function postgresRows(bucket: string): Promise<number> {
  const rows = await orm.em
    .fork()
    .getConnection()
    .execute<Array<{ n: number }>>('select count(*)::int as n from rate_limits where bucket = ?', [bucket]);
  return rows[0]!.n;
}

/** The same behaviour from either store; `bucket` names are unique per run (Redis outlives the test). */
function limiterBehaviour(store: 'PostgreSQL' | 'Redis') {
  const bucket = (name: string) => `${name}-${store}-${randomUUID()}`;
  /** The keys the store holds in bucket `name`, as stored. */
  const storedKeys = async (name: string): Promise<string[]> => {
    if (store === 'Redis')
      return (await redis.keys(`localrank:rate-limit:${name}:*`)).map((key) => key.slice(`localrank:rate-limit:${name}:`.length));
    const rows = await orm.em
      .fork()
      .getConnection()
      .execute<Array<{ key: string }>>('select key from rate_limits where bucket = ?', [name]);
    return rows.map((row) => row.key);
  };

  it('allows max events per window, then refuses until the window ends', async () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(bucket('window'), 3, 60_000, () => now);
    const em = orm.em.fork();
    for (let i = 0; i < 3; i += 1) expect((await limiter.consume(em, 'k')).allowed).toBe(true);
    expect(await limiter.consume(em, 'k')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    now += 30_000;
    expect(await limiter.consume(em, 'k')).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect((await limiter.consume(em, 'other')).allowed).toBe(true);
    now += 30_000;
    // A new window starts counting from one.
    expect((await limiter.consume(em, 'k')).allowed).toBe(true);
    expect((await limiter.consume(em, 'k')).allowed).toBe(true);
  });

  it('release gives one event back, never below zero and never into an ended window', async () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(bucket('release'), 2, 60_000, () => now);
    const em = orm.em.fork();
    await limiter.consume(em, 'k');
    await limiter.consume(em, 'k');
    await limiter.release(em, 'k');
    expect((await limiter.consume(em, 'k')).allowed).toBe(true);
    expect((await limiter.consume(em, 'k')).allowed).toBe(false);
    // Releasing more than was counted leaves the count at zero: two fresh events still fit, a third does not.
    for (let i = 0; i < 5; i += 1) await limiter.release(em, 'k');
    expect((await limiter.consume(em, 'k')).allowed).toBe(true);
    expect((await limiter.consume(em, 'k')).allowed).toBe(true);
    expect((await limiter.consume(em, 'k')).allowed).toBe(false);
    now += 60_000;
    await limiter.release(em, 'k');
    expect((await limiter.consume(em, 'k')).allowed).toBe(true);
    expect((await limiter.consume(em, 'k')).allowed).toBe(true);
    expect((await limiter.consume(em, 'k')).allowed).toBe(false);
  });

  it('consume counts and decides in one step: of many simultaneous attempts exactly max pass', async () => {
    const limiter = new RateLimiter(bucket('consume'), 5, 60_000);
    const results = await Promise.all(Array.from({ length: 12 }, () => limiter.consume(orm.em.fork(), 'burst')));
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
    expect(results.find((result) => !result.allowed)).toMatchObject({ allowed: false, retryAfterSeconds: 60 });
  });

  it('stores every key as keyed hashes only ("address|name" as "hash|hash"), never a name or an address', async () => {
    const name = bucket('hashed');
    const limiter = new RateLimiter(name, 5, 60_000);
    const em = orm.em.fork();
    // Usernames and addresses as people type them: any text, '|' included (a key splits at its first one).
    const names = fc.sample(fc.string({ minLength: 1, maxLength: 30, unit: 'grapheme' }), { numRuns: 15, seed: 39 });
    const keys = [
      ...new Set([
        'user:42',
        'zq@example.com',
        '203.0.113.7',
        ...names.flatMap((name) => [name, `203.0.113.7|${name}`, `2001:db8::1|a|${name}`]),
      ]),
    ];
    for (const key of keys) await limiter.consume(em, key);
    const stored = await storedKeys(name);
    expect(stored.sort()).toEqual((await Promise.all(keys.map((key) => storedCounterKey(em, key)))).sort());
    for (const key of stored) expect(key).toMatch(/^[\w-]{32}(\|[\w-]{32})?$/);
    // The part after the first '|' is the hash of the name alone: an account's counters are found by its name.
    expect(await storedCounterKey(em, '203.0.113.7|a|b')).toMatch(new RegExp(`\\|${await counterKeyPart(em, 'a|b')}$`));
  });

  it('keeps separate limits apart even for the same key', async () => {
    const em = orm.em.fork();
    const strict = new RateLimiter(bucket('strict'), 1, 60_000);
    const loose = new RateLimiter(bucket('loose'), 10, 60_000);
    expect((await strict.consume(em, 'same')).allowed).toBe(true);
    expect((await strict.consume(em, 'same')).allowed).toBe(false);
    expect((await loose.consume(em, 'same')).allowed).toBe(true);
  });
}

describe('RateLimiter with its counters in PostgreSQL (no REDIS_URL)', () => {
  limiterBehaviour('PostgreSQL');

  it('keeps the counter as a row of rate_limits', async () => {
    const name = `rows-${randomUUID()}`;
    await new RateLimiter(name, 5, 60_000).consume(orm.em.fork(), 'k');
    expect(await postgresRows(name)).toBe(1);
  });
});

describe('RateLimiter with its counters in Redis (REDIS_URL)', () => {
  let undo: () => void;
  const errors: unknown[] = [];
  beforeAll(() => {
    undo = useRedisForRateLimits(orm, redis, (error) => errors.push(error));
  });
  afterAll(() => undo?.());

  limiterBehaviour('Redis');

  it('keeps the counter in Redis, expiring with its window, and nothing in PostgreSQL', async () => {
    const name = `keys-${randomUUID()}`;
    await new RateLimiter(name, 5, 60_000).consume(orm.em.fork(), 'k');
    const key = `localrank:rate-limit:${name}:${await storedCounterKey(orm.em.fork(), 'k')}`;
    expect(await redis.hget(key, 'count')).toBe('1');
    const ttl = await redis.pttl(key);
    expect(ttl).toBeGreaterThan(55_000);
    expect(ttl).toBeLessThanOrEqual(61_000);
    expect(await postgresRows(name)).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('RateLimiter while Redis cannot be reached', () => {
  it('counts in PostgreSQL instead, and reports why', async () => {
    // Nothing listens on port 1: every command fails at once.
    const unreachable = new Redis('redis://127.0.0.1:1', { enableOfflineQueue: false, maxRetriesPerRequest: 0, lazyConnect: true });
    unreachable.on('error', () => {});
    const errors: unknown[] = [];
    const undo = useRedisForRateLimits(orm, unreachable, (error) => errors.push(error));
    try {
      const name = `fallback-${randomUUID()}`;
      const limiter = new RateLimiter(name, 1, 60_000);
      expect((await limiter.consume(orm.em.fork(), 'k')).allowed).toBe(true);
      expect((await limiter.consume(orm.em.fork(), 'k')).allowed).toBe(false);
      expect(await postgresRows(name)).toBe(1);
      expect(errors.length).toBeGreaterThan(0);
    } finally {
      undo();
      unreachable.disconnect();
    }
  });
});
