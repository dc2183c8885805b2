import { EventEmitter } from 'node:events';
import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import { clientConfigOf, type DatabaseTarget } from './database-target.ts';

/** Called with each notice of the topic listened to, or with null when notices may have been lost (read afresh). */
export type NoticeListener<N> = (notice: N | null) => void;

/**
 * Tells every app instance on the database about a change, by topic. On an external PostgreSQL that is a NOTIFY
 * sent inside the writing transaction (delivered on commit, in commit order, to every instance) and one dedicated
 * LISTEN connection per instance; on the embedded database, which serves one connection to one process, an
 * in-process emitter after the commit.
 */
export interface NoticeChannel<N> {
  /** Call inside the transaction that made the change. */
  announceInTransaction(tx: EntityManager, notice: N): Promise<void>;
  /** The same for several notices, in one statement (delivered in the array's order, as the function scan reads it). */
  announceAllInTransaction(tx: EntityManager, notices: readonly N[]): Promise<void>;
  /** Call once that transaction has committed. */
  announceCommitted(notice: N): void;
  /** Listens to a topic; resolves once listening, so nothing committed afterwards is missed. Returns the unsubscribe. */
  subscribe(topic: string, listener: NoticeListener<N>): Promise<() => void>;
  /** Stops listening (closes the LISTEN connection). */
  close(): Promise<void>;
}

/** A channel's PostgreSQL name and how a notice names its topic. */
export interface NoticeChannelSpec<N> {
  /** The NOTIFY channel (a plain identifier). */
  channel: string;
  topicOf(notice: N): string;
  /** The connection's application_name, as `pg_stat_activity` shows it. */
  applicationName: string;
}

/** What the LISTEN connection reports besides notifications. */
export interface ChannelLogger {
  error(details: object, message: string): void;
}

const RECONNECT_DELAY_MS = 1000;
/** Null is the "notices may have been lost" wake-up (emitted after a reconnect). */
const LOST = null;

// App instances sharing one embedded database share its ORM (and this process): they share one emitter per channel.
const inProcessEmitters = new WeakMap<object, Map<string, EventEmitter>>();

function newEmitter(): EventEmitter {
  const emitter = new EventEmitter();
  // One listener per open stream; the default cap of 10 would warn on busy pages.
  emitter.setMaxListeners(0);
  return emitter;
}

function subscribeTo<N>(emitter: EventEmitter, topic: string, listener: NoticeListener<N>): () => void {
  const handler = (notice: N | null) => listener(notice);
  emitter.on(topic, handler);
  return () => emitter.off(topic, handler);
}

/** The channel of the embedded database: an emitter shared by everything in this process that uses `sharedKey` (the ORM). */
export function createInProcessNoticeChannel<N>(sharedKey: object, spec: NoticeChannelSpec<N>): NoticeChannel<N> {
  let byChannel = inProcessEmitters.get(sharedKey);
  if (!byChannel) {
    byChannel = new Map();
    inProcessEmitters.set(sharedKey, byChannel);
  }
  let emitter = byChannel.get(spec.channel);
  if (!emitter) {
    emitter = newEmitter();
    byChannel.set(spec.channel, emitter);
  }
  const shared = emitter;
  return {
    async announceInTransaction() {},
    async announceAllInTransaction() {},
    announceCommitted(notice) {
      shared.emit(spec.topicOf(notice), notice);
    },
    async subscribe(topic, listener) {
      return subscribeTo(shared, topic, listener);
    },
    async close() {},
  };
}

/**
 * The channel of an external PostgreSQL: NOTIFY in the writing transaction, one dedicated LISTEN connection
 * per app instance (opened at the first subscriber), reconnected after a failure. After a reconnect every
 * topic listened to is woken with null, since notifications may have been lost meanwhile.
 */
export function createListenNotifyChannel<N>(target: DatabaseTarget, spec: NoticeChannelSpec<N>, log: ChannelLogger): NoticeChannel<N> {
  const local = newEmitter();
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let closed = false;
  let reconnectTimer: NodeJS.Timeout | null = null;

  const topicsListenedTo = () => local.eventNames().filter((name): name is string => typeof name === 'string');

  const dropClient = (error: unknown) => {
    log.error({ err: error }, `${spec.channel}: the LISTEN connection failed`);
    const dead = client;
    client = null;
    connecting = null;
    dead?.removeAllListeners();
    dead?.on('error', () => {});
    void dead?.end().catch(() => {});
    if (!closed && topicsListenedTo().length > 0 && reconnectTimer === null) {
      reconnectTimer = setTimeout(() => {
        reconnectTimer = null;
        void connect()
          .then(() => {
            for (const name of topicsListenedTo()) local.emit(name, LOST);
          })
          .catch(() => {});
      }, RECONNECT_DELAY_MS);
    }
  };

  const connect = (): Promise<void> => {
    if (connecting) return connecting;
    connecting = (async () => {
      const next = new pg.Client(clientConfigOf(target, spec.applicationName));
      next.on('notification', (message) => {
        if (message.channel !== spec.channel || !message.payload) return;
        try {
          const notice = JSON.parse(message.payload) as N;
          local.emit(spec.topicOf(notice), notice);
        } catch (error) {
          log.error({ err: error }, `${spec.channel}: unreadable notification`);
        }
      });
      next.on('error', dropClient);
      try {
        await next.connect();
        await next.query(`listen ${spec.channel}`);
      } catch (error) {
        dropClient(error);
        throw error;
      }
      client = next;
    })();
    return connecting;
  };

  const announceAll = async (tx: EntityManager, notices: readonly N[]): Promise<void> => {
    if (notices.length === 0) return;
    // Sent on commit only, and to every connection listening, this instance's included; one statement for all.
    await tx
      .getConnection()
      .execute(
        'select pg_notify(?, payload) from json_array_elements_text(?::json) as payload',
        [spec.channel, JSON.stringify(notices.map((notice) => JSON.stringify(notice)))],
        'all',
        tx.getTransactionContext(),
      );
  };

  return {
    announceInTransaction: (tx, notice) => announceAll(tx, [notice]),
    announceAllInTransaction: announceAll,
    announceCommitted() {},
    async subscribe(topic, listener) {
      const unsubscribe = subscribeTo(local, topic, listener);
      try {
        await connect();
      } catch (error) {
        unsubscribe();
        throw error;
      }
      return unsubscribe;
    },
    async close() {
      closed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      local.removeAllListeners();
      const open = client;
      client = null;
      await open?.end().catch(() => {});
    },
  };
}

/** The channel that fits the database: in-process on the embedded one (single connection), LISTEN/NOTIFY on an external one. */
export function createNoticeChannel<N>(
  target: DatabaseTarget,
  sharedKey: object,
  spec: NoticeChannelSpec<N>,
  log: ChannelLogger,
): NoticeChannel<N> {
  return target.singleConnection ? createInProcessNoticeChannel(sharedKey, spec) : createListenNotifyChannel(target, spec, log);
}
