import { EventEmitter } from 'node:events';
import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import { clientConfigOf, type DatabaseTarget } from '../db/database-target.ts';

/** A builder page reached a new version (the log entries up to it are committed). */
export interface LogEntryNotice {
  pageId: number;
  version: number;
}

/** Called with the new version each time log entries are appended to the page listened to. */
export type LogEntryListener = (version: number) => void;

/**
 * Tells every app instance on the database that a builder page got new log entries. On an external PostgreSQL
 * that is a NOTIFY sent inside the appending transaction (delivered on commit, to every instance) and a
 * dedicated LISTEN connection; on the embedded database, which serves one connection to one process, an
 * in-process emitter after the commit.
 */
export interface LogEntryFeed {
  /** Call inside the transaction that appended the log entries. */
  announceInTransaction(tx: EntityManager, notice: LogEntryNotice): Promise<void>;
  /** Call once that transaction has committed. */
  announceCommitted(notice: LogEntryNotice): void;
  /** Listens for a page's new versions; resolves once listening, so nothing committed afterwards is missed. Returns the unsubscribe. */
  subscribe(pageId: number, listener: LogEntryListener): Promise<() => void>;
  /** Stops listening (closes the LISTEN connection). */
  close(): Promise<void>;
}

const CHANNEL = 'builder_page_events';
const RECONNECT_DELAY_MS = 1000;
const topic = (pageId: number) => `page:${pageId}`;

// App instances sharing one embedded database share its ORM (and this process): they share one emitter.
const inProcessEmitters = new WeakMap<object, EventEmitter>();

function emitterFor(key: object): EventEmitter {
  let emitter = inProcessEmitters.get(key);
  if (!emitter) {
    emitter = new EventEmitter();
    // One listener per open feed connection; the default cap of 10 would warn on busy pages.
    emitter.setMaxListeners(0);
    inProcessEmitters.set(key, emitter);
  }
  return emitter;
}

function subscribeTo(emitter: EventEmitter, pageId: number, listener: LogEntryListener): () => void {
  const handler = (version: number) => listener(version);
  emitter.on(topic(pageId), handler);
  return () => emitter.off(topic(pageId), handler);
}

/** The feed of the embedded database: an emitter shared by everything in this process that uses `sharedKey` (the ORM). */
export function createInProcessLogEntryFeed(sharedKey: object): LogEntryFeed {
  const emitter = emitterFor(sharedKey);
  return {
    async announceInTransaction() {},
    announceCommitted(notice) {
      emitter.emit(topic(notice.pageId), notice.version);
    },
    async subscribe(pageId, listener) {
      return subscribeTo(emitter, pageId, listener);
    },
    async close() {},
  };
}

/** What the LISTEN connection reports besides notifications. */
export interface FeedLogger {
  error(details: object, message: string): void;
}

/**
 * The feed of an external PostgreSQL: NOTIFY in the appending transaction, one dedicated LISTEN connection
 * per app instance (opened at the first subscriber), reconnected after a failure. After a reconnect every
 * page listened to is woken, since notifications may have been lost meanwhile.
 */
export function createListenNotifyLogEntryFeed(target: DatabaseTarget, log: FeedLogger): LogEntryFeed {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let closed = false;
  let reconnectTimer: NodeJS.Timeout | null = null;

  const pagesListenedTo = () => local.eventNames().filter((name): name is string => typeof name === 'string');

  const dropClient = (error: unknown) => {
    log.error({ err: error }, 'builder feed: the LISTEN connection failed');
    const dead = client;
    client = null;
    connecting = null;
    dead?.removeAllListeners();
    dead?.on('error', () => {});
    void dead?.end().catch(() => {});
    if (!closed && pagesListenedTo().length > 0 && reconnectTimer === null) {
      reconnectTimer = setTimeout(() => {
        reconnectTimer = null;
        void connect()
          .then(() => {
            for (const name of pagesListenedTo()) local.emit(name, -1);
          })
          .catch(() => {});
      }, RECONNECT_DELAY_MS);
    }
  };

  const connect = (): Promise<void> => {
    if (connecting) return connecting;
    connecting = (async () => {
      const next = new pg.Client(clientConfigOf(target, 'localrank-builder-feed'));
      next.on('notification', (message) => {
        if (message.channel !== CHANNEL || !message.payload) return;
        try {
          const notice = JSON.parse(message.payload) as LogEntryNotice;
          local.emit(topic(notice.pageId), notice.version);
        } catch (error) {
          log.error({ err: error }, 'builder feed: unreadable notification');
        }
      });
      next.on('error', dropClient);
      try {
        await next.connect();
        await next.query(`listen ${CHANNEL}`);
      } catch (error) {
        dropClient(error);
        throw error;
      }
      client = next;
    })();
    return connecting;
  };

  return {
    async announceInTransaction(tx, notice) {
      // Sent on commit only, and to every connection listening, this instance's included.
      await tx.getConnection().execute('select pg_notify(?, ?)', [CHANNEL, JSON.stringify(notice)], 'all', tx.getTransactionContext());
    },
    announceCommitted() {},
    async subscribe(pageId, listener) {
      const unsubscribe = subscribeTo(local, pageId, listener);
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

/** The feed that fits the database: in-process on the embedded one (single connection), LISTEN/NOTIFY on an external one. */
export function createLogEntryFeed(target: DatabaseTarget, sharedKey: object, log: FeedLogger): LogEntryFeed {
  return target.singleConnection ? createInProcessLogEntryFeed(sharedKey) : createListenNotifyLogEntryFeed(target, log);
}
