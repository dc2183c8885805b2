import type { EntityManager } from '@mikro-orm/postgresql';
import type { Readable } from 'node:stream';
import { csvStream } from '../csv/csv-stream.ts';
import { EXPORT_BATCH_SIZE, keysetBatches, keysetTimeSql, type KeysetCursor } from '../db/keyset-batches.ts';

/** The subscriber export's header row. */
const HEADER = ['email', 'source', 'subscribed_at'] as const;

interface ExportRow extends KeysetCursor {
  email: string;
  source: string;
  created_at: Date | string;
}

/** The download's file name, after the day it was taken (UTC). */
export function newsletterExportFilename(now = new Date()): string {
  return `newsletter-subscribers-${now.toISOString().slice(0, 10)}.csv`;
}

/**
 * Every confirmed subscriber (pending sign-ups are not on the list) as a CSV stream (email, source, subscribed at), oldest sign-up first (then by id), read
 * `batchSize` rows per query so neither the whole list nor an open cursor is ever held.
 */
export function newsletterCsvStream(em: EntityManager, batchSize = EXPORT_BATCH_SIZE): Readable {
  const read = (after: KeysetCursor | null, size: number) =>
    em
      .getConnection()
      .execute<ExportRow[]>(
        `select id, email, source, created_at, ${keysetTimeSql('created_at')} as cursor_at from newsletter_subscriptions where confirmed_at is not null` +
          (after ? ' and (created_at, id) > (cast(? as timestamptz), cast(? as integer))' : '') +
          ' order by created_at, id limit ?',
        after ? [after.cursor_at, String(after.id), size] : [size],
      );
  async function* batches(): AsyncGenerator<string[][]> {
    for await (const rows of keysetBatches(read, batchSize)) {
      yield rows.map((row) => [row.email, row.source, new Date(row.created_at).toISOString()]);
    }
  }
  return csvStream(HEADER, batches());
}
