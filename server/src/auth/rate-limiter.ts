import type { EntityManager } from '@mikro-orm/postgresql';
import { rateLimitStoreOf, type RateLimitCounter } from './rate-limit-store.ts';

/** The outcome of a rate-limit check. */
export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts events per key in a fixed window (e.g. failed logins per IP and username) and refuses once
 * `max` is reached until the window that began with the first event has passed. The counters live in
 * PostgreSQL (`rate_limits`), or in Redis when REDIS_URL is set, so every app instance counts the same
 * events and a restart forgives nothing.
 */
export class RateLimiter {
  constructor(
    /** Names this limit in the store, so limits never share counters. */
    private readonly bucket: string,
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether another attempt is allowed for this key right now. */
  async check(em: EntityManager, key: string): Promise<RateLimitResult> {
    return this.verdict(await rateLimitStoreOf(em).read(this.bucket, key));
  }

  /** Counts one event for the key. */
  async record(em: EntityManager, key: string): Promise<void> {
    await rateLimitStoreOf(em).increment(this.bucket, key, this.now(), this.windowMs);
  }

  /**
   * Counts one event and says whether it was within the limit, in one atomic step: simultaneous
   * requests on several instances cannot all slip under the limit.
   */
  async consume(em: EntityManager, key: string): Promise<RateLimitResult> {
    const counter = await rateLimitStoreOf(em).increment(this.bucket, key, this.now(), this.windowMs);
    if (counter.count <= this.max) return { allowed: true };
    return this.verdict(counter);
  }

  /** Forgets the key (after a successful login). */
  async reset(em: EntityManager, key: string): Promise<void> {
    await rateLimitStoreOf(em).reset(this.bucket, key);
  }

  private verdict(counter: RateLimitCounter | undefined): RateLimitResult {
    const now = this.now();
    if (!counter || counter.resetMs <= now || counter.count < this.max) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.ceil((counter.resetMs - now) / 1000) };
  }
}
