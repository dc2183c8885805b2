import type { EntityManager } from '@mikro-orm/postgresql';
import { NEWSLETTER_TEST_SENDS_PER_HOUR } from '@app/contracts';
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

/** Test sends of a newsletter by one person (to their own address): NEWSLETTER_TEST_SENDS_PER_HOUR an hour. */
const testSendsPerPerson = new RateLimiter('newsletter-test-send', NEWSLETTER_TEST_SENDS_PER_HOUR, 60 * 60 * 1000);

/** What a refused test send says. */
export const TOO_MANY_TEST_SENDS = `You have sent yourself ${NEWSLETTER_TEST_SENDS_PER_HOUR} test e-mails in the last hour. Please wait a while before sending another.`;

/** Counts one test send by account `userId` and throws a 429 with a Retry-After past the hourly limit. */
export function limitNewsletterTestSends(em: EntityManager, userId: number): Promise<void> {
  return consumeLimits(em, [[testSendsPerPerson, `user:${userId}`]], TOO_MANY_TEST_SENDS);
}
