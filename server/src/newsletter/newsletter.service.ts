import type { NewsletterSubscriberItem, PagedList } from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { findNewestFirstListPage } from '../db/newest-first-list.ts';
import { NewsletterSubscription } from '../entities/newsletter-subscription.entity.ts';

/**
 * Adds an address once, whatever its case. A second sign-up changes nothing and is not reported: the
 * caller answers the same either way, so the form cannot be used to learn who is on the list.
 */
export async function subscribeToNewsletter(em: EntityManager, input: { email: string; source: 'footer' | 'blog' }): Promise<void> {
  await em
    .getConnection()
    .execute(
      'insert into newsletter_subscriptions (email, source) values (?, ?) on conflict ((lower(email))) do nothing',
      [input.email.toLowerCase(), input.source],
      'run',
    );
}

/** The subscribers page `page` (1-based, 50 a page), newest sign-up first; a page past the end is empty. */
export function listNewsletterSubscribers(em: EntityManager, page: number): Promise<PagedList<NewsletterSubscriberItem>> {
  return findNewestFirstListPage(em, NewsletterSubscription, page, toSubscriberItem);
}

function toSubscriberItem(subscription: NewsletterSubscription): NewsletterSubscriberItem {
  return {
    id: subscription.id,
    email: subscription.email,
    source: subscription.source,
    createdAt: subscription.createdAt.toISOString(),
  };
}
