import { createHash } from 'node:crypto';
import { pipeline, type Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { extract as tarExtract } from 'tar-stream';
import { AppError } from '../errors.ts';
import {
  CHECKSUMS_ENTRY,
  CONTENT_ARCHIVE_FORMAT,
  CONTENT_ARCHIVE_VERSION,
  MANIFEST_ENTRY,
  type ContentManifest,
} from './archive-format.ts';

/** The most an archive may hold once uncompressed: 1 GiB (a compressed upload of 200 MB never legitimately holds more). */
export const MAX_UNPACKED_BYTES = 1024 * 1024 * 1024;

/** One entry of an archive: its name and bytes. */
export interface ArchiveEntry {
  name: string;
  body: Buffer;
}

/** An archive opened: its checked manifest, and its other entries as they are unpacked (see `openArchive`). */
export interface OpenedArchive {
  manifest: ContentManifest;
  entries: AsyncGenerator<ArchiveEntry>;
  /** Stops reading (closing the upload's file), whether or not every entry was read. */
  close(): Promise<void>;
}

const DOWNLOAD_AGAIN = 'Download the export from the other site again and import that file.';

/** A 400 for an archive that cannot be imported, saying why and what to do. */
function badArchive(message: string): AppError {
  return new AppError(400, message);
}

/** Why gunzip or the tar reader failed, in words a person can act on. */
function unreadable(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'Z_BUF_ERROR')
    return badArchive(`The archive is incomplete: its compressed data ends early (a cut-off download?). ${DOWNLOAD_AGAIN}`);
  if (code === 'Z_DATA_ERROR')
    return badArchive(
      'That file is not a content export: it is not gzip-compressed. Choose the .tar.gz file "Download content export" saved.',
    );
  return badArchive(
    `That file is not a content export: its contents are not a tar archive (${(error as Error).message}). ${DOWNLOAD_AGAIN}`,
  );
}

/** Parses an entry's JSON, or says which entry is damaged. */
export function entryJson(name: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw badArchive(`The archive is damaged: its entry "${name}" is not valid JSON. ${DOWNLOAD_AGAIN}`);
  }
}

/** Checks the first entry is a manifest of a format and version this site reads. */
function checkedManifest(name: string, body: Buffer): ContentManifest {
  if (name !== MANIFEST_ENTRY) {
    throw badArchive(
      `That file is not a content export: it does not start with ${MANIFEST_ENTRY}. Choose the file "Download content export" saved.`,
    );
  }
  const manifest = entryJson(name, body.toString('utf8')) as Partial<ContentManifest> | null;
  if (manifest?.format !== CONTENT_ARCHIVE_FORMAT) {
    throw badArchive(`That file is not a content export: its manifest's format is not "${CONTENT_ARCHIVE_FORMAT}".`);
  }
  if (typeof manifest.version !== 'number' || !Number.isInteger(manifest.version) || manifest.version < 1) {
    throw badArchive("The archive's manifest has no valid format version.");
  }
  if (manifest.version > CONTENT_ARCHIVE_VERSION) {
    throw badArchive(
      `This archive is format version ${manifest.version}, newer than this site reads (version ${CONTENT_ARCHIVE_VERSION} at most). Update this site to the other site's release, then import it.`,
    );
  }
  return manifest as ContentManifest;
}

/** Compares the entries seen with the checksums entry; any difference or gap means the archive is damaged or cut short. */
function checkSums(seen: Map<string, string>, checksumsBody: Buffer): void {
  const listed = entryJson(CHECKSUMS_ENTRY, checksumsBody.toString('utf8')) as Record<string, string>;
  for (const [name, sum] of seen) {
    if (listed[name] !== sum)
      throw badArchive(`The archive is damaged: its entry "${name}" does not match its checksum. ${DOWNLOAD_AGAIN}`);
  }
  const missing = Object.keys(listed).filter((name) => !seen.has(name));
  if (missing.length > 0) throw badArchive(`The archive is incomplete: it lacks the entry "${missing[0]}". ${DOWNLOAD_AGAIN}`);
}

function sha256(body: Buffer): string {
  return createHash('sha256').update(body).digest('hex');
}

/**
 * The entries of an uploaded archive, one at a time as gunzip and the tar reader give them from `upload` (1 GB
 * unpacked at most): only the entry being read is in memory. Stopping early closes `upload`.
 */
async function* unpackedEntries(upload: Readable): AsyncGenerator<ArchiveEntry> {
  const extract = tarExtract();
  pipeline(upload, createGunzip(), extract, () => {});
  let unpacked = 0;
  try {
    for await (const entry of extract) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry as AsyncIterable<Buffer>) {
        unpacked += chunk.length;
        if (unpacked > MAX_UNPACKED_BYTES) throw badArchive('The archive unpacks to more than 1 GB, the most an import reads.');
        chunks.push(chunk);
      }
      yield { name: entry.header.name, body: Buffer.concat(chunks) };
    }
  } catch (error) {
    throw unreadable(error);
  }
}

/**
 * Opens an uploaded archive (gunzip, then tar): its first entry must be a manifest of a format and version this site
 * reads (else a 400 before anything else happens). Its other entries then come one at a time, each checksummed; the
 * last, the checksums, is compared with them all, so an archive that is cut short, altered or not gzip makes the
 * generator throw a 400 that says what to do, at the latest after its last entry: the import, which applies entries
 * as they come inside its transaction, then rolls back. `upload` (the file it was spooled to) is read as the entries
 * are asked for, so only one entry is unpacked in memory at a time.
 */
export async function openArchive(upload: Readable): Promise<OpenedArchive> {
  const raw = unpackedEntries(upload);
  const first = await raw.next();
  if (first.done) throw badArchive('That file is empty: it holds no content export. Choose the file "Download content export" saved.');
  let manifest: ContentManifest;
  try {
    manifest = checkedManifest(first.value.name, first.value.body);
  } catch (error) {
    await raw.return(undefined);
    throw error;
  }
  const seen = new Map([[MANIFEST_ENTRY, sha256(first.value.body)]]);
  async function* checkedEntries(): AsyncGenerator<ArchiveEntry> {
    let checksums: Buffer | null = null;
    for await (const entry of raw) {
      if (checksums)
        throw badArchive(`The archive is damaged: the entry "${entry.name}" comes after ${CHECKSUMS_ENTRY}. ${DOWNLOAD_AGAIN}`);
      if (entry.name === CHECKSUMS_ENTRY) {
        checksums = entry.body;
        continue;
      }
      seen.set(entry.name, sha256(entry.body));
      yield entry;
    }
    if (!checksums) throw badArchive(`The archive is incomplete: it ends before its list of checksums. ${DOWNLOAD_AGAIN}`);
    checkSums(seen, checksums);
  }
  return {
    manifest,
    entries: checkedEntries(),
    async close() {
      await raw.return(undefined);
    },
  };
}
