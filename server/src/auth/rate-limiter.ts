import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../errors.ts';
import { countRefusal } from './rate-limit-refusals.ts';
import { storedCounterKey } from './rate-limit-keys.ts';
import { rateLimitStoreOf } from './rate-limit-store.ts';

/** The outcome of a rate-limit check. */
export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts attempts per key in a fixed window (e.g. sign-ins per IP and username) and refuses once
 * `max` is reached until the window that began with the first attempt has passed. The counters live in
 * PostgreSQL (`rate_limits`), or in Redis when REDIS_URL is set, so every app instance counts the same
 * attempts and a restart forgives nothing. Keys are stored as keyed hashes (rate-limit-keys.ts).
 *
 * An attempt is counted *before* the work it guards (`consume`), in one atomic step, so a burst of
 * simultaneous requests cannot all read a count under the limit and pass; an attempt that turns out
 * legitimate is given back afterwards (`release`).
 */
export class RateLimiter {
  constructor(
    /** Names this limit in the store, so limits never share counters. */
    private readonly bucket: string,
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Counts one attempt and says whether it was within the limit, in one atomic step: simultaneous
   * requests on several instances cannot all slip under the limit.
   */
  async consume(em: EntityManager, key: string): Promise<RateLimitResult> {
    const now = this.now();
    const counter = await rateLimitStoreOf(em).increment(this.bucket, await storedCounterKey(em, key), now, this.windowMs);
    if (counter.count <= this.max) return { allowed: true };
    countRefusal(em, this.bucket);
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((counter.resetMs - now) / 1000)) };
  }

  /** Gives back one attempt counted by `consume` (one that proved legitimate); never below zero. */
  async release(em: EntityManager, key: string): Promise<void> {
    await rateLimitStoreOf(em).decrement(this.bucket, await storedCounterKey(em, key), this.now());
  }
}

/**
 * Counts one attempt against every limit given (each with its key), before the work they guard, and
 * throws a 429 with `message` and the longest Retry-After when any is over. Every limit is counted
 * even when an earlier one refuses, so a refused burst keeps counting everywhere.
 */
export async function consumeLimits(
  em: EntityManager,
  limits: ReadonlyArray<readonly [RateLimiter, string]>,
  message: string,
): Promise<void> {
  const results = await Promise.all(limits.map(([limiter, key]) => limiter.consume(em, key)));
  const retryAfter = Math.max(0, ...results.map((result) => (result.allowed ? 0 : result.retryAfterSeconds)));
  if (results.some((result) => !result.allowed)) throw new AppError(429, message, { retryAfterSeconds: retryAfter });
}
