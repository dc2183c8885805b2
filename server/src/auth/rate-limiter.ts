/** The outcome of a rate-limit check. */
export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts events per key in a fixed window (e.g. failed logins per IP and username) and refuses once
 * `max` is reached until the window that began with the first event has passed. In memory: one
 * process, and a restart forgives.
 */
export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether another attempt is allowed for this key right now. */
  check(key: string): RateLimitResult {
    const entry = this.hits.get(key);
    const now = this.now();
    if (!entry || entry.resetAt <= now || entry.count < this.max) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.ceil((entry.resetAt - now) / 1000) };
  }

  /** Counts one event for the key. */
  record(key: string): void {
    const now = this.now();
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
    else entry.count += 1;
    if (this.hits.size > 10_000) this.prune(now);
  }

  /** Forgets the key (after a successful login). */
  reset(key: string): void {
    this.hits.delete(key);
  }

  private prune(now: number): void {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}
