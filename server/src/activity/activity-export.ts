import { ACTIVITY_KIND_LABELS, type ActivityFilter, type ActivityKind } from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Readable } from 'node:stream';
import { csvStream } from '../csv/csv-stream.ts';
import { activityFilterBounds } from './activity.service.ts';
import { EXPORT_BATCH_SIZE, keysetBatches, keysetTimeSql, type KeysetCursor } from '../db/keyset-batches.ts';

/** The activity export's header row. */
const HEADER = ['at', 'who', 'kind', 'what', 'link'] as const;

interface ExportRow extends KeysetCursor {
  at: Date | string;
  actor_name: string | null;
  kind: ActivityKind;
  summary: string;
  link: string | null;
}

/** The SQL condition and parameters `filter` selects, from the same bounds the log screen reads (`activityFilterBounds`). */
function filterSql(filter: ActivityFilter): { conditions: string[]; params: unknown[] } {
  const bounds = activityFilterBounds(filter);
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (bounds.actor !== undefined) {
    conditions.push('lower(actor_name) = ?');
    params.push(bounds.actor);
  }
  if (bounds.kind !== undefined) {
    conditions.push('kind = ?');
    params.push(bounds.kind);
  }
  if (bounds.from !== undefined) {
    conditions.push('at >= cast(? as timestamptz)');
    params.push(bounds.from.toISOString());
  }
  if (bounds.before !== undefined) {
    conditions.push('at < cast(? as timestamptz)');
    params.push(bounds.before.toISOString());
  }
  return { conditions, params };
}

/** The download's file name, after the day it was taken (UTC). */
export function activityExportFilename(now = new Date()): string {
  return `activity-${now.toISOString().slice(0, 10)}.csv`;
}

/**
 * What `filter` selects of the log as a CSV stream (when, who, kind, what, link), oldest first (time, then
 * id), read `batchSize` entries per query so neither the whole log nor an open cursor is ever held.
 */
export function activityCsvStream(em: EntityManager, filter: ActivityFilter, batchSize = EXPORT_BATCH_SIZE): Readable {
  const { conditions, params } = filterSql(filter);
  const read = (after: KeysetCursor | null, size: number) => {
    const where = [...conditions];
    const values = [...params];
    if (after) {
      where.push('(at, id) > (cast(? as timestamptz), cast(? as bigint))');
      values.push(after.cursor_at, String(after.id));
    }
    return em
      .getConnection()
      .execute<ExportRow[]>(
        `select id, at, ${keysetTimeSql('at')} as cursor_at, actor_name, kind, summary, link from activity_entries` +
          (where.length > 0 ? ` where ${where.join(' and ')}` : '') +
          ' order by at, id limit ?',
        [...values, size],
      );
  };
  async function* batches(): AsyncGenerator<string[][]> {
    for await (const rows of keysetBatches(read, batchSize)) {
      yield rows.map((row) => [
        new Date(row.at).toISOString(),
        row.actor_name ?? '',
        ACTIVITY_KIND_LABELS[row.kind] ?? row.kind,
        row.summary,
        row.link ?? '',
      ]);
    }
  }
  return csvStream(HEADER, batches());
}
