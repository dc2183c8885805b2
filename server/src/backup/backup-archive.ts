import { createHash, type Hash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream, fsyncSync, openSync, closeSync, renameSync, rmSync, type WriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip, createGzip, type Gzip } from 'node:zlib';
import { z } from 'zod';

// A backup is one gzip stream of JSON lines: a header (format version, applied migrations, tables and their
// columns, sequence values), then the rows of each table in batches (every value as PostgreSQL's text form,
// so any column type round-trips on either database), then a trailer with the row counts and the SHA-256 of
// every line before it. A file without a valid trailer never restores.

/** The format's name and the version this build writes and reads. */
export const BACKUP_FORMAT = 'localrank-backup';
export const BACKUP_VERSION = 1;

const columnSchema = z.object({ name: z.string(), type: z.string() });
const tableSchema = z.object({ name: z.string(), columns: z.array(columnSchema) });
const sequenceSchema = z.object({ name: z.string(), value: z.string(), isCalled: z.boolean() });

/** The first line: what the archive holds and which schema it was taken from. */
export const headerSchema = z.object({
  kind: z.literal('header'),
  format: z.literal(BACKUP_FORMAT),
  version: z.number().int(),
  createdAt: z.string(),
  migrations: z.array(z.string()),
  tables: z.array(tableSchema),
  sequences: z.array(sequenceSchema),
});
const rowsSchema = z.object({ kind: z.literal('rows'), table: z.string(), rows: z.array(z.array(z.string().nullable())) });
const trailerSchema = z.object({ kind: z.literal('trailer'), rowCounts: z.record(z.string(), z.number().int()), sha256: z.string() });

/** The archive's header. */
export type BackupHeader = z.infer<typeof headerSchema>;
/** One table's name and columns (name and SQL type) as the archive lists them. */
export type BackupTable = z.infer<typeof tableSchema>;
/** A batch of one table's rows, each value PostgreSQL's text form or null. */
export type BackupRows = z.infer<typeof rowsSchema>;

/** Raised when a file is not a complete, intact backup this build can read; the message says which. */
export class BackupFileError extends Error {
  override name = 'BackupFileError';
}

/**
 * Writes an archive to `<path>.partial` and renames it to `path` only once the trailer is written and the
 * file is on disk, so an interrupted backup never leaves a file under the name asked for.
 */
export class BackupArchiveWriter {
  readonly #path: string;
  readonly #partial: string;
  readonly #gzip: Gzip;
  readonly #file: WriteStream;
  readonly #hash: Hash = createHash('sha256');
  readonly #counts: Record<string, number> = {};
  #bytes = 0;

  constructor(path: string) {
    this.#path = path;
    this.#partial = `${path}.partial`;
    this.#gzip = createGzip({ level: 6 });
    this.#file = createWriteStream(this.#partial, { mode: 0o600 });
    this.#gzip.pipe(this.#file);
  }

  /** Writes the header line. */
  async header(header: Omit<BackupHeader, 'kind' | 'format' | 'version'>): Promise<void> {
    await this.#line({ kind: 'header', format: BACKUP_FORMAT, version: BACKUP_VERSION, ...header });
  }

  /** Writes a batch of `table`'s rows. */
  async rows(table: string, rows: Array<Array<string | null>>): Promise<void> {
    this.#counts[table] = (this.#counts[table] ?? 0) + rows.length;
    await this.#line({ kind: 'rows', table, rows });
  }

  /** Writes the trailer, flushes the file to disk and gives it its final name; resolves with its compressed size. */
  async finish(): Promise<{ bytes: number; rowCounts: Record<string, number> }> {
    const trailer = { kind: 'trailer', rowCounts: this.#counts, sha256: this.#hash.digest('hex') };
    this.#gzip.end(`${JSON.stringify(trailer)}\n`);
    await once(this.#file, 'close');
    const fd = openSync(this.#partial, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(this.#partial, this.#path);
    return { bytes: this.#file.bytesWritten, rowCounts: this.#counts };
  }

  /** Stops writing and removes the partial file. */
  abort(): void {
    this.#gzip.destroy();
    this.#file.destroy();
    rmSync(this.#partial, { force: true });
  }

  /** Uncompressed bytes written so far. */
  get bytes(): number {
    return this.#bytes;
  }

  async #line(record: unknown): Promise<void> {
    const line = `${JSON.stringify(record)}\n`;
    this.#hash.update(line);
    this.#bytes += line.length;
    if (!this.#gzip.write(line)) await once(this.#gzip, 'drain');
  }
}

/** One record read from an archive: its header, or a batch of rows. */
export type BackupRecord = { kind: 'header'; header: BackupHeader } | { kind: 'rows'; rows: BackupRows };

/**
 * Reads the archive at `path` record by record, checking as it goes: the header first, a known format and
 * version, and at the end a trailer whose row counts and checksum match what was read. Throws `BackupFileError`
 * (truncated, corrupted, not a backup) at the point the file stops making sense, so a caller loading rows
 * inside a transaction rolls it back.
 */
export async function* readBackupArchive(path: string): AsyncGenerator<BackupRecord> {
  const gunzip = createGunzip();
  const source = createReadStream(path);
  source.on('error', (error) => gunzip.destroy(error));
  const lines = createInterface({ input: source.pipe(gunzip), crlfDelay: Infinity });
  const hash = createHash('sha256');
  const counts: Record<string, number> = {};
  let header: BackupHeader | null = null;
  let trailerSeen = false;
  try {
    for await (const line of lines) {
      if (trailerSeen) throw new BackupFileError(`${path} is corrupted: it goes on after its trailer.`);
      const record = parseLine(path, line);
      if (record.kind === 'trailer') {
        const trailer = trailerSchema.safeParse(record);
        if (!trailer.success || trailer.data.sha256 !== hash.digest('hex'))
          throw new BackupFileError(`${path} is corrupted: its checksum does not match its contents.`);
        if (!sameCounts(trailer.data.rowCounts, counts))
          throw new BackupFileError(`${path} is corrupted: its row counts do not match the rows it holds.`);
        trailerSeen = true;
        continue;
      }
      hash.update(`${line}\n`);
      if (header === null) {
        header = parseHeader(path, record);
        yield { kind: 'header', header };
        continue;
      }
      const rows = rowsSchema.safeParse(record);
      if (!rows.success) throw new BackupFileError(`${path} is corrupted: a line is neither rows nor a trailer.`);
      counts[rows.data.table] = (counts[rows.data.table] ?? 0) + rows.data.rows.length;
      yield { kind: 'rows', rows: rows.data };
    }
  } catch (error) {
    if (error instanceof BackupFileError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new BackupFileError(`${path} does not exist.`);
    if (code === 'Z_BUF_ERROR') throw new BackupFileError(`${path} is truncated: the backup that wrote it did not finish.`);
    if (code === 'Z_DATA_ERROR') throw new BackupFileError(`${path} is not a LocalRank backup, or it is corrupted (not valid gzip).`);
    throw error;
  }
  if (header === null) throw new BackupFileError(`${path} is empty: it is not a LocalRank backup.`);
  if (!trailerSeen) throw new BackupFileError(`${path} is truncated: it has no trailer (the backup that wrote it did not finish).`);
}

/** Reads the whole archive once, checking every line and the trailer, and returns its header. */
export async function verifyBackupArchive(path: string): Promise<BackupHeader> {
  return (await checkBackupArchive(path)).header;
}

/** Reads the whole archive once, checking every line and the trailer; returns its header and its row count per table. */
export async function checkBackupArchive(path: string): Promise<{ header: BackupHeader; rowCounts: Record<string, number> }> {
  let header: BackupHeader | null = null;
  const rowCounts: Record<string, number> = {};
  for await (const record of readBackupArchive(path)) {
    if (record.kind === 'header') header = record.header;
    else rowCounts[record.rows.table] = (rowCounts[record.rows.table] ?? 0) + record.rows.rows.length;
  }
  return { header: header!, rowCounts };
}

function parseLine(path: string, line: string): { kind?: unknown } {
  try {
    const value: unknown = JSON.parse(line);
    if (value !== null && typeof value === 'object') return value;
  } catch {
    // Reported below.
  }
  throw new BackupFileError(`${path} is not a LocalRank backup, or it is corrupted (a line is not JSON).`);
}

function parseHeader(path: string, record: { kind?: unknown }): BackupHeader {
  const format = (record as { format?: unknown }).format;
  if (record.kind !== 'header' || format !== BACKUP_FORMAT) throw new BackupFileError(`${path} is not a LocalRank backup.`);
  const version = (record as { version?: unknown }).version;
  if (typeof version === 'number' && version > BACKUP_VERSION)
    throw new BackupFileError(`${path} was made by a newer version of LocalRank (backup format ${version}); upgrade first.`);
  const header = headerSchema.safeParse(record);
  if (!header.success) throw new BackupFileError(`${path} is corrupted: its header is malformed.`);
  return header.data;
}

function sameCounts(a: Record<string, number>, b: Record<string, number>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => (a[key] ?? 0) === (b[key] ?? 0));
}
