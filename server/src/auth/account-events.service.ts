import { RECENT_ACCOUNT_EVENTS, type AccountEvent, type AccountEventKind } from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Records a security event of account `userId`. Call it with the entity manager of the change's own
 * transaction: the event commits with the change, and a change that rolls back leaves no event.
 */
export async function recordAccountEvent(em: EntityManager, userId: number, kind: AccountEventKind, summary: string): Promise<void> {
  await em.execute('insert into account_events (user_id, kind, detail) values (?, ?, ?)', [userId, kind, summary], 'run');
}

/**
 * The account's newest security events, newest first (ties by insertion order); the
 * (user_id, at desc, id desc) index answers it from its first rows however long the log is.
 */
export async function recentAccountEvents(em: EntityManager, userId: number, limit = RECENT_ACCOUNT_EVENTS): Promise<AccountEvent[]> {
  const rows = await em.execute<Array<{ id: string; kind: AccountEventKind; detail: string | null; at: Date | string }>>(
    'select id, kind, detail, at from account_events where user_id = ? order by at desc, id desc limit ?',
    [userId, limit],
  );
  return rows.map((row) => ({ id: String(row.id), kind: row.kind, summary: row.detail ?? '', at: new Date(row.at).toISOString() }));
}
