import type pg from 'pg';
import type { BackupTable } from './backup-archive.ts';
import { quoteIdent } from './database-catalog.ts';

// Rows go into the database as few, large statements: each value's text form gathered column by column into one
// text[] per column, then `insert … select c0::type, … from unnest($1::text[], …)`, so PostgreSQL parses each array
// once and casts every value as it was written. One statement runs while the next is gathered (the archive is read
// and parsed in this process while PostgreSQL works in its own), and never more than one is in flight.

/** A statement's share of the rows: this many bytes of values (about) or this many rows, whichever comes first. */
const BATCH_BYTES = 8 * 2 ** 20;
const BATCH_ROWS = 50_000;

/** How large one statement may grow (by default 8 MiB of values or 50,000 rows); smaller only to test many statements. */
export interface BatchLimits {
  bytes?: number;
  rows?: number;
}
/** PostgreSQL's limit on a function's arguments (unnest's arrays); a wider table goes as one jsonb array of rows. */
const MAX_UNNEST_COLUMNS = 100;

/** How many rows of a table are in the database so far (a statement done), of how many the backup holds. */
export interface LoadProgress {
  table: string;
  loaded: number;
  total: number;
}

/**
 * Loads rows into their tables on `client` in large batches, one statement in flight at a time. Call `add` with each
 * batch of the archive, then `finish`; a statement that fails makes the next `add` or `finish` throw its error.
 */
export class BatchedInsert {
  readonly #client: pg.ClientBase;
  readonly #totals: Record<string, number>;
  readonly #progress: (progress: LoadProgress) => void;
  readonly #loaded: Record<string, number> = {};
  #table: BackupTable | null = null;
  #columns: Array<Array<string | null>> = [];
  #rows = 0;
  #bytes = 0;
  #inFlight: Promise<void> | null = null;
  readonly #maxBytes: number;
  readonly #maxRows: number;

  constructor(client: pg.ClientBase, totals: Record<string, number>, progress: (progress: LoadProgress) => void, limits: BatchLimits = {}) {
    this.#client = client;
    this.#totals = totals;
    this.#progress = progress;
    this.#maxBytes = limits.bytes ?? BATCH_BYTES;
    this.#maxRows = limits.rows ?? BATCH_ROWS;
  }

  /** Adds a batch of `table`'s rows (each value its text form or null), sending a statement once enough are gathered. */
  async add(table: BackupTable, rows: Array<Array<string | null>>): Promise<void> {
    if (this.#table !== null && this.#table.name !== table.name) await this.#send();
    // More rows than a statement takes: as many as fit, then the rest.
    const room = this.#maxRows - this.#rows;
    if (rows.length > room && room > 0) {
      await this.add(table, rows.slice(0, room));
      return this.add(table, rows.slice(room));
    }
    if (this.#table === null) {
      this.#table = table;
      this.#columns = table.columns.map(() => []);
    }
    const columns = this.#columns;
    let bytes = 0;
    for (const row of rows)
      for (let index = 0; index < columns.length; index++) {
        const value = row[index] ?? null;
        columns[index]!.push(value);
        bytes += value === null ? 4 : value.length + 3;
      }
    this.#rows += rows.length;
    this.#bytes += bytes;
    if (this.#bytes >= this.#maxBytes || this.#rows >= this.#maxRows) await this.#send();
  }

  /** Sends what is gathered and waits for every statement; resolves with the rows loaded per table. */
  async finish(): Promise<Record<string, number>> {
    await this.#send();
    await this.#settle();
    return { ...this.#loaded };
  }

  /** Waits for the statement in flight, if any (without throwing: for a caller already failing). */
  async abandon(): Promise<void> {
    await this.#inFlight?.catch(() => {});
    this.#inFlight = null;
  }

  async #settle(): Promise<void> {
    const inFlight = this.#inFlight;
    this.#inFlight = null;
    await inFlight;
  }

  /** Sends the gathered rows as one statement, once the one before it is done. */
  async #send(): Promise<void> {
    const table = this.#table;
    if (table === null) return;
    const columns = this.#columns;
    const rows = this.#rows;
    this.#table = null;
    this.#columns = [];
    this.#rows = 0;
    this.#bytes = 0;
    if (rows === 0) return;
    await this.#settle();
    const statement =
      columns.length <= MAX_UNNEST_COLUMNS
        ? this.#client.query(unnestInsertSql(table), columns)
        : this.#client.query(jsonInsertSql(table), [JSON.stringify(rowsOf(columns, rows))]);
    this.#inFlight = statement.then(() => {
      const loaded = (this.#loaded[table.name] ?? 0) + rows;
      this.#loaded[table.name] = loaded;
      this.#progress({ table: table.name, loaded, total: this.#totals[table.name] ?? loaded });
    });
    // Failures are reported by the next `#settle` (add, finish); until then this keeps them from going unhandled.
    this.#inFlight.catch(() => {});
  }
}

/** An insert of one text[] per column, each value cast from its text form to the column's type. */
function unnestInsertSql(table: BackupTable): string {
  const names = table.columns.map((column) => quoteIdent(column.name)).join(', ');
  const arrays = table.columns.map((_, index) => `$${index + 1}::text[]`).join(', ');
  const aliases = table.columns.map((_, index) => `c${index}`).join(', ');
  const values = table.columns.map((column, index) => `c${index}::${column.type}`).join(', ');
  return `insert into ${quoteIdent(table.name)} (${names}) overriding system value select ${values} from unnest(${arrays}) as u(${aliases})`;
}

/** An insert of a batch given as one jsonb array of rows (for a table wider than unnest takes). */
function jsonInsertSql(table: BackupTable): string {
  const names = table.columns.map((column) => quoteIdent(column.name)).join(', ');
  const values = table.columns.map((column, index) => `(r ->> ${index})::${column.type}`).join(', ');
  return `insert into ${quoteIdent(table.name)} (${names}) overriding system value select ${values} from jsonb_array_elements($1::jsonb) as r`;
}

/** Column-major values back to rows. */
function rowsOf(columns: Array<Array<string | null>>, count: number): Array<Array<string | null>> {
  return Array.from({ length: count }, (_, row) => columns.map((column) => column[row]!));
}
