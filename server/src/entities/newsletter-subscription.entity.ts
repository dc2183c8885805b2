import { EntitySchema, OptionalProps } from '@mikro-orm/core';

/** Where an address signed up: the footer form, the blog's band, or its account's settings. */
export type NewsletterSource = 'footer' | 'blog' | 'account';

/** One address signed up to the newsletter: pending until it confirms (`confirmedAt`). */
export class NewsletterSubscription {
  /** Properties with defaults, optional in `em.create`. */
  [OptionalProps]?:
    | 'createdAt'
    | 'source'
    | 'confirmedAt'
    | 'confirmTokenHash'
    | 'confirmExpiresAt'
    | 'unsubscribeTokenHash'
    | 'requestedById'
    | 'accountId'
    | 'bouncedAt'
    | 'bounceReason';
  id!: number;
  email!: string;
  source: NewsletterSource = 'footer';
  createdAt: Date = new Date();
  /** When the address opened its confirmation link; null while pending. */
  confirmedAt: Date | null = null;
  /** SHA-256 (hex) of the pending confirmation link's token; null once used. */
  confirmTokenHash: string | null = null;
  confirmExpiresAt: Date | null = null;
  /**
   * SHA-256 (hex) of the random unsubscribe token mailed before links were derived (newsletter/unsubscribe-link.ts);
   * kept so those links keep working; null for rows made since.
   */
  unsubscribeTokenHash: string | null = null;
  /** The account whose request (from its settings) the live confirmation link answers; null for the public form's. */
  requestedById: number | null = null;
  /** The account whose request was confirmed through the link mailed to the address: the subscription is its own. */
  accountId: number | null = null;
  /** When the relay refused a newsletter to this address for good (a 5xx): no later send goes to it. */
  bouncedAt: Date | null = null;
  /** The relay's answer to that refusal. */
  bounceReason: string | null = null;
}

/** The newsletter_subscriptions table. */
export const NewsletterSubscriptionSchema = new EntitySchema<NewsletterSubscription>({
  class: NewsletterSubscription,
  tableName: 'newsletter_subscriptions',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    email: { type: 'string', length: 254 },
    source: { type: 'string', length: 20, default: 'footer' },
    createdAt: { type: 'datetime', onCreate: () => new Date() },
    confirmedAt: { type: 'datetime', nullable: true },
    confirmTokenHash: { type: 'string', length: 64, nullable: true },
    confirmExpiresAt: { type: 'datetime', nullable: true },
    unsubscribeTokenHash: { type: 'string', length: 64, nullable: true },
    requestedById: { type: 'integer', nullable: true },
    accountId: { type: 'integer', nullable: true },
    bouncedAt: { type: 'datetime', nullable: true },
    bounceReason: { type: 'text', nullable: true },
  },
});
