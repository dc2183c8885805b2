// Who owns an e-mail address: the account that confirmed it (opened a link sent to it). An address typed at sign-up
// or given by an admin is only a claim; several accounts may claim one address, but only one may have it confirmed.
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Serialises, to the end of the transaction `tx`, everything that confirms `email` for an account (a verification, a
 * change's confirmation), so two accounts cannot both confirm it at once.
 */
export async function lockAddress(tx: EntityManager, email: string): Promise<void> {
  await tx.execute('select pg_advisory_xact_lock(hashtext(lower(?)))', [email]);
}

/** The account, other than `exceptUserId`, that has confirmed `email` (any case), or null when none has. */
export async function confirmedOwnerOf(
  em: EntityManager,
  email: string,
  exceptUserId: number,
): Promise<{ id: number; username: string; name: string | null } | null> {
  const rows = await em.execute<Array<{ id: number; username: string; name: string | null }>>(
    'select id, username, name from users where lower(email) = lower(?) and id <> ? and email_verified_at is not null order by id limit 1',
    [email, exceptUserId],
  );
  return rows[0] ?? null;
}
