import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limiter.ts';

describe('RateLimiter', () => {
  it('allows max events per window, then refuses until the window ends', () => {
    let now = 0;
    const limiter = new RateLimiter(3, 60_000, () => now);
    for (let i = 0; i < 3; i += 1) {
      expect(limiter.check('k').allowed).toBe(true);
      limiter.record('k');
    }
    expect(limiter.check('k')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    now = 30_000;
    expect(limiter.check('k')).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect(limiter.check('other').allowed).toBe(true);
    now = 60_000;
    expect(limiter.check('k').allowed).toBe(true);
  });

  it('forgets a key on reset', () => {
    const limiter = new RateLimiter(1, 60_000, () => 0);
    limiter.record('k');
    expect(limiter.check('k').allowed).toBe(false);
    limiter.reset('k');
    expect(limiter.check('k').allowed).toBe(true);
  });
});
