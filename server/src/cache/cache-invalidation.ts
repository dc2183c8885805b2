import pg from 'pg';
import { clientConfigOf, type DatabaseTarget } from '../db/database-target.ts';
import { CACHE_TAGS, type CacheTag, type ReadCache } from './read-cache.ts';

/**
 * The PostgreSQL channel the tables' triggers notify on every write (migration
 * Migration20261123070000_cache_notify), with the written group as payload.
 */
export const CACHE_CHANNEL = 'localrank_cache';

/** The longest wait between two attempts to reconnect the listening connection. */
const MAX_RETRY_MS = 5000;

/** A running listener and how to stop it. */
export interface InvalidationListener {
  /** Resolves once the first LISTEN is in place (or failed; it keeps retrying). */
  ready: Promise<void>;
  stop(): Promise<void>;
}

/**
 * Keeps one dedicated connection LISTENing on the cache channel and invalidates `cache` for each
 * notification, so a write on any app instance reaches this one's cache as soon as it commits. While
 * the connection is down the cache is suspended (every read goes to the database), and each
 * (re)connect starts it empty.
 */
export function listenForInvalidations(
  cache: ReadCache,
  target: DatabaseTarget,
  log: { warn(details: object, message: string): void },
): InvalidationListener {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = 250;
  let timer: NodeJS.Timeout | undefined;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const retry = () => {
    if (stopped) return;
    // connect() handles its own failures (it retries).
    timer = setTimeout(() => void connect(), retryMs);
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  };

  async function connect(): Promise<void> {
    const next = new pg.Client(clientConfigOf(target, 'localrank-cache-listener'));
    client = next;
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      cache.setSuspended(true);
      if (!stopped) log.warn({ err: error }, 'cache invalidation listener lost its connection; reconnecting');
      next.removeAllListeners();
      next.on('error', () => {});
      void next.end().catch(() => {});
      retry();
    };
    next.on('error', fail);
    next.on('end', () => fail(new Error('connection ended')));
    next.on('notification', (message) => {
      const tag = message.payload as CacheTag | undefined;
      if (tag && CACHE_TAGS.includes(tag)) cache.invalidate(tag);
      else cache.invalidate(...CACHE_TAGS);
    });
    try {
      await next.connect();
      await next.query(`listen ${CACHE_CHANNEL}`);
      // Writes made while no one listened are unknown: start empty.
      cache.invalidate(...CACHE_TAGS);
      cache.setSuspended(false);
      retryMs = 250;
    } catch (error) {
      fail(error);
    } finally {
      markReady();
    }
  }

  // Until the first LISTEN is in place, other instances' writes would go unheard.
  cache.setSuspended(true);
  void connect();
  return {
    ready,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      cache.setSuspended(true);
      const last = client;
      client = null;
      if (last) {
        last.removeAllListeners();
        last.on('error', () => {});
        await last.end().catch(() => {});
      }
    },
  };
}
