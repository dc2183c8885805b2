import type { EntityManager } from '@mikro-orm/postgresql';
import type { DatabaseTarget } from '../db/database-target.ts';
import {
  createInProcessNoticeChannel,
  createNoticeChannel,
  type ChannelLogger,
  type NoticeChannel,
  type NoticeChannelSpec,
} from '../db/notice-channel.ts';

/** A builder page reached a new version (the log entries up to it are committed), or was deleted. */
export interface LogEntryNotice {
  pageId: number;
  version: number;
  /** The page was deleted: its feed ends. */
  deleted?: true;
}

/**
 * Called with the new version each time log entries are appended to the page listened to (-1 after a lost
 * connection), and with `deleted` once the page is deleted.
 */
export type LogEntryListener = (version: number, deleted: boolean) => void;

/**
 * Tells every app instance on the database that a builder page got new log entries (a NoticeChannel: NOTIFY in
 * the appending transaction on an external PostgreSQL, an in-process emitter on the embedded database).
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

/** What the LISTEN connection reports besides notifications. */
export type FeedLogger = ChannelLogger;

const SPEC: NoticeChannelSpec<LogEntryNotice> = {
  channel: 'builder_page_events',
  topicOf: (notice) => `page:${notice.pageId}`,
  applicationName: 'localrank-builder-feed',
};

function feedOver(channel: NoticeChannel<LogEntryNotice>): LogEntryFeed {
  return {
    announceInTransaction: (tx, notice) => channel.announceInTransaction(tx, notice),
    announceCommitted: (notice) => channel.announceCommitted(notice),
    subscribe: (pageId, listener) =>
      channel.subscribe(SPEC.topicOf({ pageId, version: 0 }), (notice) => listener(notice?.version ?? -1, notice?.deleted === true)),
    close: () => channel.close(),
  };
}

/** The feed of the embedded database: an emitter shared by everything in this process that uses `sharedKey` (the ORM). */
export function createInProcessLogEntryFeed(sharedKey: object): LogEntryFeed {
  return feedOver(createInProcessNoticeChannel(sharedKey, SPEC));
}

/** The feed that fits the database: in-process on the embedded one (single connection), LISTEN/NOTIFY on an external one. */
export function createLogEntryFeed(target: DatabaseTarget, sharedKey: object, log: FeedLogger): LogEntryFeed {
  return feedOver(createNoticeChannel(target, sharedKey, SPEC, log));
}
