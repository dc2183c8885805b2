import type { EntityManager } from '@mikro-orm/postgresql';
import type { Redis } from 'ioredis';

/** A counter as stored: its count and the end of its window (epoch milliseconds). */
export interface RateLimitCounter {
  count: number;
  resetMs: number;
}

/** Where rate-limit counters live; every instance of the app must use the same place. */
export interface RateLimitStore {
  /** Counts one attempt in one atomic step: a new window of `windowMs` starts if the last one ended by `nowMs`. */
  increment(bucket: string, key: string, nowMs: number, windowMs: number): Promise<RateLimitCounter>;
  /** Takes one attempt back from the key's counter if its window is still running (never below zero). */
  decrement(bucket: string, key: string, nowMs: number): Promise<void>;
}

/** The window's end as a number (the ORM's connection hands timestamps back as text). */
const RESET_MS = `(extract(epoch from "reset_at") * 1000)::float8 as "reset_ms"`;
/** How often (in recorded attempts per process) expired counters are swept from the table. */
const SWEEP_EVERY = 500;
let incrementsSinceSweep = 0;

/** Counters in PostgreSQL's `rate_limits` table, through this request's entity manager. */
export function postgresRateLimitStore(em: EntityManager): RateLimitStore {
  const connection = em.getConnection();
  return {
    async increment(bucket, key, nowMs, windowMs) {
      const now = new Date(nowMs);
      const rows = await connection.execute<Array<{ count: number; reset_ms: number }>>(
        `insert into "rate_limits" ("bucket", "key", "count", "reset_at") values (?, ?, 1, ?)
         on conflict ("bucket", "key") do update set
           "count" = case when "rate_limits"."reset_at" <= ? then 1 else "rate_limits"."count" + 1 end,
           "reset_at" = case when "rate_limits"."reset_at" <= ? then excluded."reset_at" else "rate_limits"."reset_at" end
         returning "count", ${RESET_MS}`,
        [bucket, key, new Date(nowMs + windowMs), now, now],
      );
      incrementsSinceSweep += 1;
      if (incrementsSinceSweep >= SWEEP_EVERY) {
        incrementsSinceSweep = 0;
        await connection.execute('delete from "rate_limits" where "reset_at" <= ?', [now], 'run');
      }
      return { count: rows[0]!.count, resetMs: rows[0]!.reset_ms };
    },
    async decrement(bucket, key, nowMs) {
      await connection.execute(
        'update "rate_limits" set "count" = "count" - 1 where "bucket" = ? and "key" = ? and "count" > 0 and "reset_at" > ?',
        [bucket, key, new Date(nowMs)],
        'run',
      );
    },
  };
}

/**
 * One Lua step: start a window (count 1, ending at now + window) when there is none or it has ended,
 * else add one. Redis drops the key a second after its window (its own clock, so the window's end is
 * stored rather than left to the key's expiry).
 */
const INCREMENT_SCRIPT = `
local now = tonumber(ARGV[1])
local reset = tonumber(redis.call('HGET', KEYS[1], 'reset') or '0')
local count
if reset <= now then
  reset = now + tonumber(ARGV[2])
  count = 1
  redis.call('HSET', KEYS[1], 'count', 1, 'reset', reset)
else
  count = redis.call('HINCRBY', KEYS[1], 'count', 1)
end
redis.call('PEXPIRE', KEYS[1], reset - now + 1000)
return {count, tostring(reset)}
`;

/** One Lua step: take one from a running window's count, if above zero. */
const DECREMENT_SCRIPT = `
local reset = tonumber(redis.call('HGET', KEYS[1], 'reset') or '0')
local count = tonumber(redis.call('HGET', KEYS[1], 'count') or '0')
if reset > tonumber(ARGV[1]) and count > 0 then
  redis.call('HINCRBY', KEYS[1], 'count', -1)
end
return 0
`;

/** The Redis key of a counter. */
const redisKey = (bucket: string, key: string) => `localrank:rate-limit:${bucket}:${key}`;

/** Counters in Redis (REDIS_URL): a hash per key with its count and window end, expiring with the window. */
export function redisRateLimitStore(redis: Redis): RateLimitStore {
  return {
    async increment(bucket, key, nowMs, windowMs) {
      const [count, reset] = (await redis.eval(INCREMENT_SCRIPT, 1, redisKey(bucket, key), nowMs, windowMs)) as [number, string];
      return { count: Number(count), resetMs: Number(reset) };
    },
    async decrement(bucket, key, nowMs) {
      await redis.eval(DECREMENT_SCRIPT, 1, redisKey(bucket, key), nowMs);
    },
  };
}

/** The store whose calls go to `primary`, and to `fallback` (after `onError`) whenever `primary` fails. */
function withFallback(primary: RateLimitStore, fallback: RateLimitStore, onError: (error: unknown) => void): RateLimitStore {
  const attempt = async <T>(call: (store: RateLimitStore) => Promise<T>): Promise<T> => {
    try {
      return await call(primary);
    } catch (error) {
      onError(error);
      return call(fallback);
    }
  };
  return {
    increment: (bucket, key, nowMs, windowMs) => attempt((store) => store.increment(bucket, key, nowMs, windowMs)),
    decrement: (bucket, key, nowMs) => attempt((store) => store.decrement(bucket, key, nowMs)),
  };
}

interface RedisChoice {
  store: RateLimitStore;
  onError: (error: unknown) => void;
}

/** The Redis store chosen per ORM (one database, one deployment): absent means PostgreSQL. */
const redisStores = new WeakMap<object, RedisChoice>();

/**
 * Keeps the rate limits of the app on this ORM in Redis (when REDIS_URL is set). While Redis cannot be
 * reached, counting goes on in PostgreSQL (reported through `onError`), so sign-in never fails for it.
 * Returns the function that undoes the choice (the app calls it when it closes).
 */
export function useRedisForRateLimits(orm: Pick<EntityManager, 'config'>, redis: Redis, onError: (error: unknown) => void): () => void {
  const choice = { store: redisRateLimitStore(redis), onError };
  redisStores.set(orm.config, choice);
  /** Goes back to PostgreSQL (unless another choice was made since). */
  return () => {
    if (redisStores.get(orm.config) === choice) redisStores.delete(orm.config);
  };
}

/** Where the rate limits of the app behind this entity manager are counted: Redis if chosen, else PostgreSQL. */
export function rateLimitStoreOf(em: EntityManager): RateLimitStore {
  const redis = redisStores.get(em.config);
  const postgres = postgresRateLimitStore(em);
  return redis ? withFallback(redis.store, postgres, redis.onError) : postgres;
}
