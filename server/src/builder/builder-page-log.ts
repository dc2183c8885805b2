import {
  createPage,
  parsePage,
  replayCommands,
  type BuilderElement,
  type BuilderPage,
  type CommandLog,
  type LogEntry,
} from '@app/builder-engine';
import type { BuilderAuthor, BuilderLogEntry } from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { BuilderPageRow } from '../entities/builder-page.entity.ts';
import { BuilderLogEntryRow } from '../entities/builder-log-entry.entity.ts';
import { BuilderPageSnapshot } from '../entities/builder-page-snapshot.entity.ts';
import type { LogEntryFeed } from './log-entry-feed.ts';

/** What appending to a builder page's log needs besides the database: the live feed and the snapshot interval. */
export interface BuilderRuntime {
  feed: LogEntryFeed;
  /** A snapshot is written once this many log entries follow the newest one. */
  snapshotInterval: number;
}

/** A page's command log as read from the database: one snapshot and the log entries after it, up to a version. */
export interface StoredLog {
  log: CommandLog;
  /** The log entries read (= log.entries.length), for diagnostics and the open-time guarantee. */
  entriesRead: number;
}

/** The engine's page value for a row and a tree (the row's id, name, slug and meta; the tree's elements). */
export function enginePage(row: BuilderPageRow, elements: readonly BuilderElement[]): BuilderPage {
  return createPage({ id: String(row.id), name: row.name, slug: row.slug, meta: row.meta, elements });
}

/**
 * Reads a page's log up to `upTo` (default: its current version): the newest snapshot at or before
 * `snapshotAtMost` (default `upTo`) and the log entries after it, replayed with the engine. With snapshots
 * every N log entries, opening a page at its current version reads one snapshot and fewer than N log entries.
 */
export async function readLog(em: EntityManager, row: BuilderPageRow, upTo = row.version, snapshotAtMost = upTo): Promise<StoredLog> {
  const snapshot = await em.findOne(
    BuilderPageSnapshot,
    { pageId: row.id, version: { $lte: Math.min(snapshotAtMost, upTo) } },
    { orderBy: { version: 'desc' } },
  );
  if (!snapshot) throw new Error(`Builder page ${row.id} has no snapshot at or before version ${snapshotAtMost}.`);
  const parsed = parsePage({ ...enginePage(row, []), elements: snapshot.tree });
  if (!parsed.ok)
    throw new Error(`The snapshot of builder page ${row.id} at version ${snapshot.version} is invalid: ${parsed.error.message}`);
  const entryRows = await em.find(
    BuilderLogEntryRow,
    { pageId: row.id, version: { $gt: snapshot.version, $lte: upTo } },
    { orderBy: { version: 'asc' }, fields: ['version', 'command', 'inverse'] },
  );
  if (entryRows.length !== upTo - snapshot.version) {
    throw new Error(`Builder page ${row.id} lacks events between versions ${snapshot.version} and ${upTo}.`);
  }
  const entries: LogEntry[] = entryRows.map((entryRow) => ({
    version: entryRow.version,
    command: entryRow.command,
    inverse: entryRow.inverse,
  }));
  const replayed = replayCommands(
    parsed.page,
    entries.map((entry) => entry.command),
  );
  if (!replayed.ok) {
    throw new Error(
      `Builder page ${row.id} does not replay at version ${snapshot.version + replayed.index + 1}: ${replayed.error.message}`,
    );
  }
  return {
    log: { base: parsed.page, baseVersion: snapshot.version, entries, page: replayed.page, version: upTo },
    entriesRead: entryRows.length,
  };
}

/** The newest snapshot version of a page (0 for a page that has only its first one). */
export async function latestSnapshotVersion(em: EntityManager, pageId: number): Promise<number> {
  const newest = await em.findOne(BuilderPageSnapshot, { pageId }, { orderBy: { version: 'desc' }, fields: ['version'] });
  return newest?.version ?? 0;
}

/** Stores a page's tree at a version, unless one is already stored there. */
export async function writeSnapshot(em: EntityManager, pageId: number, version: number, tree: readonly BuilderElement[]): Promise<void> {
  await em
    .getConnection()
    .execute(
      'insert into page_snapshots (page_id, version, tree) values (?, ?, ?) on conflict do nothing',
      [pageId, version, JSON.stringify(tree)],
      'run',
      em.getTransactionContext(),
    );
}

/** A log entry as the API returns it. */
export function toBuilderLogEntry(pageId: number, entry: LogEntry, author: BuilderAuthor | null, createdAt: Date): BuilderLogEntry {
  return { pageId, version: entry.version, command: entry.command, inverse: entry.inverse, author, createdAt: createdAt.toISOString() };
}

/**
 * Appends one log entry inside the caller's transaction (the page row locked): its row, the page's new
 * version, a snapshot when `snapshotInterval` log entries follow the newest one, and the feed's notice.
 * Returns the snapshot version now newest.
 */
export async function appendEntry(
  tx: EntityManager,
  runtime: BuilderRuntime,
  row: BuilderPageRow,
  entry: LogEntry,
  pageAfter: BuilderPage,
  authorId: number | null,
  newestSnapshot: number,
): Promise<number> {
  await tx.insert(BuilderLogEntryRow, { pageId: row.id, version: entry.version, command: entry.command, inverse: entry.inverse, authorId });
  row.version = entry.version;
  row.updatedAt = new Date();
  let snapshot = newestSnapshot;
  if (entry.version - newestSnapshot >= runtime.snapshotInterval) {
    await writeSnapshot(tx, row.id, entry.version, pageAfter.elements);
    snapshot = entry.version;
  }
  await runtime.feed.announceInTransaction(tx, { pageId: row.id, version: entry.version });
  return snapshot;
}

interface LogEntryQueryRow {
  page_id: number;
  version: number;
  command: unknown;
  inverse: unknown;
  author_id: number | null;
  author_name: string | null;
  created_at: Date | string;
}

/** Reads JSON a driver may hand back as text. */
const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** The log entries of a page after `afterVersion`, oldest first, at most `limit`, with their authors' names. */
export async function listLogEntries(em: EntityManager, pageId: number, afterVersion: number, limit: number): Promise<BuilderLogEntry[]> {
  const rows = await em.getConnection().execute<LogEntryQueryRow[]>(
    `select e.page_id, e.version, e.command, e.inverse, e.author_id, coalesce(u.name, u.username) as author_name, e.created_at
       from page_events e left join users u on u.id = e.author_id
      where e.page_id = ? and e.version > ?
      order by e.version
      limit ?`,
    [pageId, afterVersion, limit],
    'all',
    em.getTransactionContext(),
  );
  return rows.map((row) =>
    toBuilderLogEntry(
      row.page_id,
      { version: row.version, command: json(row.command), inverse: json(row.inverse) },
      row.author_id === null ? null : { id: row.author_id, name: row.author_name ?? '' },
      new Date(row.created_at),
    ),
  );
}
