import {
  ADMIN_LIST_PAGE_SIZE,
  listPageCount,
  type ActivityEntry,
  type ActivityFilter,
  type ActivityKind,
  type ActivityListPage,
} from '@app/contracts';
import { raw, type EntityManager } from '@mikro-orm/postgresql';
import { ActivityEntryRow } from '../entities/activity-entry.entity.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Who did a recorded write: the signed-in admin (id and username), or a name only (a failed sign-in). */
export interface Actor {
  id: number | null;
  username: string | null;
}

/** What happened, for the log. */
export interface ActivityRecord {
  kind: ActivityKind;
  summary: string;
  link?: string | null;
}

/**
 * Records `record` as done by `actor`. Call it with the entity manager of the write's own transaction:
 * the entry then commits with the write, and a write that rolls back leaves no entry.
 */
export async function recordActivity(em: EntityManager, actor: Actor, record: ActivityRecord): Promise<void> {
  await em.insert(ActivityEntryRow, {
    actorId: actor.id,
    actorName: actor.username,
    kind: record.kind,
    summary: record.summary,
    link: record.link ?? null,
    at: new Date(),
  });
}

/** What an entry written once per event is about (`subject`, such as 'builder-page:12') and when the event happened. */
export interface ActivityEvent {
  subject: string;
  at: Date;
}

/**
 * Records `record` as done by `actor` as the one entry of `event`, dated at the event's time: however many callers
 * record the same event (every instance of the app noticing it), one row results (a unique index over kind, subject
 * and time). Resolves to whether this call wrote it.
 */
export async function recordActivityOnce(em: EntityManager, actor: Actor, record: ActivityRecord, event: ActivityEvent): Promise<boolean> {
  const result = await em.getConnection().execute<{ affectedRows: number }>(
    `insert into activity_entries (actor_id, actor_name, kind, summary, link, at, subject) values (?, ?, ?, ?, ?, ?, ?)
       on conflict (kind, subject, at) where subject is not null do nothing`,
    [actor.id, actor.username, record.kind, record.summary, record.link ?? null, event.at, event.subject],
    'run',
    em.getTransactionContext(),
  );
  return result.affectedRows === 1;
}

/**
 * The bounds `filter` sets on the log's rows, as both the screen and the export compare them: the actor's name
 * lower-cased (what activity_entries_actor_index holds), the kind, and the UTC days from and to (inclusive) as
 * `from` and an exclusive `before`.
 */
export function activityFilterBounds(filter: ActivityFilter): { actor?: string; kind?: ActivityKind; from?: Date; before?: Date } {
  return {
    ...(filter.actor ? { actor: filter.actor.toLowerCase() } : {}),
    ...(filter.kind ? { kind: filter.kind } : {}),
    ...(filter.from ? { from: new Date(`${filter.from}T00:00:00.000Z`) } : {}),
    ...(filter.to ? { before: new Date(Date.parse(`${filter.to}T00:00:00.000Z`) + DAY_MS) } : {}),
  };
}

/** The rows `filter` selects (a username in any case, a kind, UTC days from and to, inclusive), as the log screen reads them. */
export function activityWhere(filter: ActivityFilter) {
  const bounds = activityFilterBounds(filter);
  const where: Record<string, unknown>[] = [];
  if (bounds.actor !== undefined) where.push({ [raw('lower(actor_name)')]: bounds.actor });
  if (bounds.kind !== undefined) where.push({ kind: bounds.kind });
  if (bounds.from !== undefined) where.push({ at: { $gte: bounds.from } });
  if (bounds.before !== undefined) where.push({ at: { $lt: bounds.before } });
  return where.length > 0 ? { $and: where } : {};
}

function toEntry(row: ActivityEntryRow): ActivityEntry {
  return { id: Number(row.id), at: row.at.toISOString(), actor: row.actorName, kind: row.kind, summary: row.summary, link: row.link };
}

/** One page of the log (50 a page), newest first, as `filter` selects it. */
export async function listActivity(em: EntityManager, filter: ActivityFilter, page: number): Promise<ActivityListPage> {
  const [rows, total] = await em.findAndCount(ActivityEntryRow, activityWhere(filter), {
    orderBy: [{ at: 'desc' }, { id: 'desc' }],
    limit: ADMIN_LIST_PAGE_SIZE,
    offset: (page - 1) * ADMIN_LIST_PAGE_SIZE,
  });
  return { items: rows.map(toEntry), total, page, pageCount: listPageCount(total) };
}

/** Deletes the entries older than `days` days; returns how many went. */
export async function pruneActivity(em: EntityManager, days: number, now = new Date()): Promise<number> {
  return em.nativeDelete(ActivityEntryRow, { at: { $lt: new Date(now.getTime() - days * DAY_MS) } });
}
