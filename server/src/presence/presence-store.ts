import { PRESENCE_EXPIRY_MS, presenceColour, type PresenceEvent, type PresenceMember } from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { NoticeChannel } from '../db/notice-channel.ts';

/**
 * Presence is kept in the `presence_members` table, one row per open presence stream, and every change is
 * announced on the `presence` NoticeChannel (NOTIFY inside the writing transaction, so every instance hears the
 * changes in commit order). A table rather than per-instance memory: a stream opening on any instance reads the
 * room's members in one query (no "who is here?" round of notifications to collect), a heartbeat or selection
 * change may land on any instance (it updates the row, whichever instance holds the stream), and the members of a
 * crashed instance are swept by the others, since the rows outlive it.
 */

/** A change in a room, as announced to every instance. */
export interface PresenceNotice {
  room: string;
  event: Exclude<PresenceEvent, { kind: 'snapshot' }>;
}

/** The presence channel of this app instance. */
export type PresenceChannel = NoticeChannel<PresenceNotice>;

interface MemberRow {
  member_id: string;
  room: string;
  user_id: number;
  name: string;
  selection: string | null;
  since: Date | string;
}

function toMember(row: MemberRow): PresenceMember {
  return {
    memberId: row.member_id,
    userId: row.user_id,
    name: row.name,
    colour: presenceColour(row.user_id),
    selection: row.selection,
    since: new Date(row.since).toISOString(),
  };
}

async function execute<T>(em: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
  return em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
}

/** Runs `work` in a transaction and announces what it returns on commit (in order). */
async function announcing<R>(
  em: EntityManager,
  channel: PresenceChannel,
  work: (tx: EntityManager) => Promise<{ result: R; notices: PresenceNotice[] }>,
): Promise<R> {
  const { result, notices } = await em.fork().transactional(async (tx) => {
    const done = await work(tx);
    await channel.announceAllInTransaction(tx, done.notices);
    return done;
  });
  for (const notice of notices) channel.announceCommitted(notice);
  return result;
}

/** Adds a member (one new stream of `user`, `memberId` a new random UUID) to a room and announces it. */
export async function joinRoom(
  em: EntityManager,
  channel: PresenceChannel,
  room: string,
  memberId: string,
  user: { id: number; name: string },
): Promise<PresenceMember> {
  return announcing(em, channel, async (tx) => {
    const [row] = await execute<MemberRow>(
      tx,
      `insert into presence_members (member_id, room, user_id, name) values (?, ?, ?, ?) returning *`,
      [memberId, room, user.id, user.name],
    );
    const member = toMember(row!);
    return { result: member, notices: [{ room, event: { kind: 'member', member } }] };
  });
}

/**
 * A heartbeat with the member's selection: refreshes the row, and announces the selection when it changed. A member
 * swept out while its tab was still there (a background tab whose timers the browser slowed past the expiry) comes
 * back with that heartbeat. False when the member id is someone else's or in another room.
 */
export async function touchMember(
  em: EntityManager,
  channel: PresenceChannel,
  user: { id: number; name: string },
  update: { room: string; memberId: string; selection: string | null },
): Promise<boolean> {
  return announcing(em, channel, async (tx) => {
    const [before] = await execute<MemberRow>(tx, `select * from presence_members where member_id = ? for update`, [update.memberId]);
    if (before && (before.room !== update.room || before.user_id !== user.id)) return { result: false, notices: [] };
    let row: MemberRow | undefined;
    if (before) {
      await execute(tx, `update presence_members set last_seen = now(), selection = ? where member_id = ?`, [
        update.selection,
        update.memberId,
      ]);
      if (before.selection === update.selection) return { result: true, notices: [] };
      row = { ...before, selection: update.selection };
    } else {
      [row] = await execute<MemberRow>(
        tx,
        `insert into presence_members (member_id, room, user_id, name, selection) values (?, ?, ?, ?, ?) on conflict (member_id) do nothing returning *`,
        [update.memberId, update.room, user.id, user.name, update.selection],
      );
      if (!row) return { result: false, notices: [] };
    }
    return { result: true, notices: [{ room: update.room, event: { kind: 'member', member: toMember(row) } }] };
  });
}

/** Removes a member (its stream closed) and announces that it left. */
export async function leaveRoom(em: EntityManager, channel: PresenceChannel, memberId: string): Promise<void> {
  await announcing(em, channel, async (tx) => {
    const gone = await execute<{ room: string }>(tx, `delete from presence_members where member_id = ? returning room`, [memberId]);
    return { result: undefined, notices: gone.map(({ room }) => ({ room, event: { kind: 'left' as const, memberId } })) };
  });
}

/** Removes every member not heard of for PRESENCE_EXPIRY_MS (any room, any instance's) and announces each. */
export async function expireMembers(em: EntityManager, channel: PresenceChannel): Promise<number> {
  return announcing(em, channel, async (tx) => {
    const gone = await execute<{ room: string; member_id: string }>(
      tx,
      `delete from presence_members where last_seen < now() - make_interval(secs => ?) returning room, member_id`,
      [PRESENCE_EXPIRY_MS / 1000],
    );
    return {
      result: gone.length,
      notices: gone.map(({ room, member_id }) => ({ room, event: { kind: 'left' as const, memberId: member_id } })),
    };
  });
}

/** Everyone in a room now (not expired), earliest first. */
export async function roomMembers(em: EntityManager, room: string): Promise<PresenceMember[]> {
  const rows = await execute<MemberRow>(
    em,
    `select * from presence_members where room = ? and last_seen >= now() - make_interval(secs => ?) order by since, member_id`,
    [room, PRESENCE_EXPIRY_MS / 1000],
  );
  return rows.map(toMember);
}
