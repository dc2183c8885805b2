import { PRESENCE_EVENT, type PresenceEvent } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { DatabaseTarget } from '../db/database-target.ts';
import { createNoticeChannel, type ChannelLogger } from '../db/notice-channel.ts';
import type { Orm } from '../db/orm.ts';
import { AppError } from '../errors.ts';
import { expireMembers, joinRoom, leaveRoom, roomMembers, type PresenceChannel, type PresenceNotice } from './presence-store.ts';

/** How often an instance with open presence streams sweeps out members whose heartbeat stopped. */
const SWEEP_MS = 5000;

/** Presence on one app instance: its channel, and the sweep that runs while it holds presence streams. */
export interface PresenceRuntime {
  channel: PresenceChannel;
  /** Counts a stream in (the sweep runs while any is open); returns the count-out. */
  hold(): () => void;
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Who is in which editing room (builder page, post, in-page editor page). */
    presence: PresenceRuntime;
  }
}

/**
 * The presence runtime of an app instance. Expiry (a member whose tab stopped its heartbeat: lost network,
 * a frozen machine, a crashed app instance that held the stream) is swept every SWEEP_MS by each instance
 * holding presence streams, so a member without a heartbeat leaves within PRESENCE_EXPIRY_MS + SWEEP_MS (35 s).
 */
export function createPresenceRuntime(target: DatabaseTarget, orm: Orm, log: ChannelLogger): PresenceRuntime {
  const channel = createNoticeChannel<PresenceNotice>(
    target,
    orm,
    { channel: 'presence_events', topicOf: (notice) => notice.room, applicationName: 'localrank-presence' },
    log,
  );
  let open = 0;
  let sweeper: NodeJS.Timeout | null = null;
  const stopSweeping = () => {
    if (sweeper) clearInterval(sweeper);
    sweeper = null;
  };
  return {
    channel,
    hold() {
      open += 1;
      sweeper ??= setInterval(() => {
        expireMembers(orm.em.fork(), channel).catch((error: unknown) => log.error({ err: error }, 'presence: sweeping failed'));
      }, SWEEP_MS);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        open -= 1;
        if (open === 0) stopSweeping();
      };
    },
    async close() {
      stopSweeping();
      await channel.close();
    },
  };
}

/** A signed-in user as presence shows them: their id and name (or username when they have no name). */
export function presenceUserOf(user: { id: number; name: string | null; username: string }): { id: number; name: string } {
  return { id: user.id, name: user.name?.trim() || user.username };
}

/** One `presence` server-sent event. */
export function presenceEventChunk(event: PresenceEvent): string {
  return `event: ${PRESENCE_EVENT}\ndata: ${JSON.stringify(event)}\n\n`;
}

/**
 * Joins the signed-in staff member of `request` to `room` on an open event stream: sends them a `presence`
 * snapshot (everyone there and which member they are), then every other member's join, selection change and
 * leave in the room from any instance. Returns the leave, to call when the stream closes (the member leaves at once).
 */
export async function joinPresence(request: FastifyRequest, room: string, write: (chunk: string) => void): Promise<() => void> {
  const user = request.user;
  if (!user) throw new AppError(401, 'Please sign in to continue.');
  const { presence, orm } = request.server;
  let ready = false;
  const waiting: PresenceEvent[] = [];
  // A tab knows its own arrival and selection: it hears only of the others.
  const memberId = randomUUID();
  const aboutOthers = (event: PresenceEvent) =>
    (event.kind === 'member' ? event.member.memberId : event.kind === 'left' ? event.memberId : '') !== memberId;
  const sendSnapshot = async () => {
    write(presenceEventChunk({ kind: 'snapshot', you: memberId, members: await roomMembers(orm.em.fork(), room) }));
  };
  // Subscribed before the join and the read, so nothing announced meanwhile is missed (the tab applies the
  // changes that follow the snapshot as upserts and removals, so one seen twice does no harm).
  const unsubscribe = await presence.channel.subscribe(room, (notice) => {
    if (notice === null) {
      if (ready) sendSnapshot().catch((error: unknown) => request.log.error({ err: error, room }, 'presence: re-reading the room failed'));
      return;
    }
    if (!aboutOthers(notice.event)) return;
    if (ready) write(presenceEventChunk(notice.event));
    else waiting.push(notice.event);
  });
  const release = presence.hold();
  try {
    await joinRoom(orm.em.fork(), presence.channel, room, memberId, presenceUserOf(user));
    await sendSnapshot();
  } catch (error) {
    unsubscribe();
    release();
    throw error;
  }
  ready = true;
  for (const event of waiting.splice(0)) write(presenceEventChunk(event));
  let left = false;
  return () => {
    if (left) return;
    left = true;
    unsubscribe();
    release();
    leaveRoom(orm.em.fork(), presence.channel, memberId).catch((error: unknown) =>
      request.log.error({ err: error, room }, 'presence: leaving the room failed'),
    );
  };
}
