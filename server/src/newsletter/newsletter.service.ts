import type { EntityManager } from '@mikro-orm/postgresql';

/** Whether the address was new or already on the list. */
export type SubscribeOutcome = 'subscribed' | 'already-subscribed';

/** Adds an address once, whatever its case; a second sign-up is a friendly no-op, not an error. */
export async function subscribeToNewsletter(
  em: EntityManager,
  input: { email: string; source: 'footer' | 'blog' },
): Promise<SubscribeOutcome> {
  const rows = await em
    .getConnection()
    .execute(
      'insert into newsletter_subscriptions (email, source) values (?, ?) on conflict ((lower(email))) do nothing returning id',
      [input.email.toLowerCase(), input.source],
    );
  return rows.length > 0 ? 'subscribed' : 'already-subscribed';
}
