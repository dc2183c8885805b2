import { EntitySchema, OptionalProps } from '@mikro-orm/core';

/** One address signed up to the newsletter. */
export class NewsletterSubscription {
  /** Properties with defaults, optional in `em.create`. */
  [OptionalProps]?: 'createdAt' | 'source';
  id!: number;
  email!: string;
  source: 'footer' | 'blog' = 'footer';
  createdAt: Date = new Date();
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
  },
});
