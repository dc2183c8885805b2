import { RateLimiter } from '../auth/rate-limiter.ts';
import { AppError } from '../errors.ts';

/**
 * A per-IP limit on messages sent to the inbox: five per ten minutes, plenty for a person, little for a
 * spammer. Each caller gets its own counter; the returned function throws a 429 once the IP is over it.
 */
export function createMessageRateLimit(): (ip: string) => void {
  const messagesPerIp = new RateLimiter(5, 10 * 60 * 1000);
  return (ip) => {
    const allowed = messagesPerIp.check(ip);
    if (!allowed.allowed) {
      throw new AppError(429, 'You have sent several messages in a short time. Please wait a few minutes, or e-mail us directly.', {}, allowed.retryAfterSeconds);
    }
    messagesPerIp.record(ip);
  };
}
