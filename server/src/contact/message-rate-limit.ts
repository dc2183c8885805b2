import type { EntityManager } from '@mikro-orm/postgresql';
import { RateLimiter } from '../auth/rate-limiter.ts';
import { AppError } from '../errors.ts';

/**
 * A per-IP limit on messages sent to the inbox: five per ten minutes, plenty for a person, little for a
 * spammer. Counted in PostgreSQL under `bucket` (so every instance counts the same messages, and each
 * form has its own counter); the returned function throws a 429 once the IP is over it.
 */
export function createMessageRateLimit(bucket: string): (em: EntityManager, ip: string) => Promise<void> {
  const messagesPerIp = new RateLimiter(bucket, 5, 10 * 60 * 1000);
  return async (em, ip) => {
    const allowed = await messagesPerIp.consume(em, ip);
    if (!allowed.allowed) {
      throw new AppError(429, 'You have sent several messages in a short time. Please wait a few minutes, or e-mail us directly.', {
        retryAfterSeconds: allowed.retryAfterSeconds,
      });
    }
  };
}
