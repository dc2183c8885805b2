import { normalizeUsername } from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash } from 'node:crypto';

/** The one-way key a deleted account's username is held back under (its normalised form, any case). */
export function releasedUsernameHash(username: string): string {
  return createHash('sha256').update(normalizeUsername(username).toLowerCase()).digest('hex');
}

/** When a username held back after a deletion becomes free again, or null when it is free now. */
export async function heldUsernameFreeFrom(em: EntityManager, username: string, now = new Date()): Promise<Date | null> {
  const rows = await em
    .getConnection()
    // In the caller's transaction when there is one (accepting an invitation registers inside one; the embedded
    // database has a single connection, so a query outside it would wait for ever).
    .execute<Array<{ free_from: Date }>>(
      'select free_from from released_usernames where username_hash = ? and free_from > ?',
      [releasedUsernameHash(username), now],
      'all',
      em.getTransactionContext(),
    );
  return rows[0] ? new Date(rows[0].free_from) : null;
}
