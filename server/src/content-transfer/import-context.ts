import type { EntityManager } from '@mikro-orm/postgresql';
import { CONTENT_KINDS, type ContentImportNote, type ContentImportReport, type ContentKind } from '@app/contracts';
import { queryBound } from '../db/bound-query.ts';
import type { MediaFileStash } from './media-file-stash.ts';

/** The most notes a report lists; the rest are counted in `notesLeftOut`. */
export const MAX_REPORT_NOTES = 200;

/** What an import carries from one kind of content to the next, inside its one transaction. */
export interface ImportContext {
  /** Runs SQL in the import's transaction. */
  sql<Row = Record<string, unknown>>(query: string, params?: unknown[]): Promise<Row[]>;
  /** The bytes of each media file in the archive, by file name, until the media batch that stores them. */
  mediaFiles: MediaFileStash;
  /** Media asset ids: the source site's id to this site's. */
  assetIds: Map<number, number>;
  /** Media URLs that differ here (`/media/<file>` there to `/media/<file>` here); the same-name ones are absent. */
  mediaUrls: Map<string, string>;
  /** Counts an item of `kind` as created, updated or skipped; a note (with its reason) is listed in the report. */
  count(kind: ContentKind, outcome: 'created' | 'updated' | 'skipped', note?: { key: string; reason: string }): void;
  report: ContentImportReport;
  /** Who imports: a post that waits for a time to come counts as scheduled by them (its going live is logged). */
  actorId: number | null;
}

/** A fresh context over transaction `tx`, its report empty, for an archive from `source`, its media files kept in `mediaFiles`. */
export function importContext(
  tx: EntityManager,
  source: ContentImportReport['source'],
  mediaFiles: MediaFileStash,
  actorId: number | null,
): ImportContext {
  const report: ContentImportReport = {
    counts: Object.fromEntries(
      CONTENT_KINDS.map((kind) => [kind, { created: 0, updated: 0, skipped: 0 }]),
    ) as ContentImportReport['counts'],
    notes: [],
    notesLeftOut: 0,
    source,
  };
  return {
    // Bound, not written into the text: a statement's JSON parameter holds a few hundred posts (see queryBound).
    sql: async <Row>(query: string, params: unknown[] = []) => (await queryBound<Row>(tx, query, params)).rows,
    mediaFiles,
    actorId,
    assetIds: new Map(),
    mediaUrls: new Map(),
    report,
    count(kind, outcome, note) {
      report.counts[kind][outcome] += 1;
      if (!note || outcome === 'created') return;
      if (report.notes.length >= MAX_REPORT_NOTES) report.notesLeftOut += 1;
      else report.notes.push({ kind, key: note.key, outcome, reason: note.reason } satisfies ContentImportNote);
    },
  };
}

/** `value` as JSON with every object's keys sorted, so two equal documents compare equal as text whatever their key order. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * `value` (text or a JSON document) with every media URL of the source site that has another name here replaced by
 * this site's URL; unchanged (the same object) when every media file kept its name, as after an import into a site
 * that did not have the images.
 */
export function withMediaUrls<Value>(context: ImportContext, value: Value): Value {
  if (context.mediaUrls.size === 0 || value === null || value === undefined) return value;
  const pattern = new RegExp(
    [...context.mediaUrls.keys()]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|'),
    'g',
  );
  const replace = (text: string) => text.replace(pattern, (url) => context.mediaUrls.get(url) ?? url);
  if (typeof value === 'string') return replace(value) as Value;
  return JSON.parse(replace(JSON.stringify(value))) as Value;
}
