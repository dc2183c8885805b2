/** Rows read per query by an export: enough to keep the round trips few, small enough to keep memory flat. */
export const EXPORT_BATCH_SIZE = 2000;

/** Where a keyset-paginated read goes on from: the last row's time (exact to the microsecond, as text) and id. */
export interface KeysetCursor {
  /** The row's timestamp as PostgreSQL text in UTC, microseconds included (e.g. `2026-01-02 03:04:05.123456+00`). */
  cursor_at: string;
  /** The row's id (the tiebreaker between equal times). */
  id: string | number;
}

/**
 * Every row `read` finds, one batch of `size` at a time, each batch a separate short query that starts after the
 * previous batch's last row (keyset pagination on time then id). No cursor or transaction stays open between
 * batches, so other requests share the database connection while a long export runs.
 */
export async function* keysetBatches<Row extends KeysetCursor>(
  read: (after: KeysetCursor | null, size: number) => Promise<Row[]>,
  size = EXPORT_BATCH_SIZE,
): AsyncGenerator<Row[]> {
  let after: KeysetCursor | null = null;
  for (;;) {
    const rows = await read(after, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    const last = rows[rows.length - 1]!;
    after = { cursor_at: last.cursor_at, id: last.id };
  }
}

/** SQL that gives a row's keyset time: `column` in UTC to the microsecond, as text PostgreSQL reads back exactly. */
export function keysetTimeSql(column: string): string {
  return `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US"+00"')`;
}
