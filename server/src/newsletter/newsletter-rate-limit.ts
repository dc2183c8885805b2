import type { EntityManager } from '@mikro-orm/postgresql';
import { consumeLimits, RateLimiter } from '../auth/rate-limiter.ts';

/** Sign-ups of one e-mail address: five per ten minutes, plenty for a person who tries again. */
const signUpsPerAddress = new RateLimiter('newsletter-address', 5, 10 * 60 * 1000);
/** Sign-ups from one IP: thirty per ten minutes, so nobody pours a list of other people's addresses in. */
const signUpsPerIp = new RateLimiter('newsletter-ip', 30, 10 * 60 * 1000);

/** What a refused sign-up says. */
export const TOO_MANY_NEWSLETTER_SIGN_UPS = 'You have signed up several times in a short time. Please wait a few minutes and try again.';

/**
 * Counts one newsletter sign-up of `email` (lower-cased) from `ip`, before it is stored, and throws a
 * 429 with a Retry-After when either is over its limit (counted in the shared rate-limit store).
 */
export function limitNewsletterSignUps(em: EntityManager, email: string, ip: string): Promise<void> {
  return consumeLimits(
    em,
    [
      [signUpsPerAddress, email.toLowerCase()],
      [signUpsPerIp, ip],
    ],
    TOO_MANY_NEWSLETTER_SIGN_UPS,
  );
}
