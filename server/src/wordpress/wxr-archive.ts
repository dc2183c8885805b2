import { createReadStream } from 'node:fs';
import { open, readFile } from 'node:fs/promises';
import { pipeline, Transform, type Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { MAX_IMAGE_BYTES } from '@app/contracts';
import tar from 'tar-stream';
import { AppError } from '../errors.ts';

/** What an upload holds: the export's XML, and the files of `wp-content/uploads/` by their path below that folder. */
export interface WxrUpload {
  xml: Buffer;
  uploads: Map<string, Buffer>;
}

/** The most an archive may unpack to (its files together), so a small file cannot swell into a huge one. */
const MAX_UNPACKED_BYTES = 200 * 1024 * 1024;
const UPLOADS = 'wp-content/uploads/';
/** Enough of a file's start to tell gzip and tar from XML. */
const HEAD_BYTES = 262;

const isGzip = (head: Buffer): boolean => head.length > 2 && head[0] === 0x1f && head[1] === 0x8b;
const isTar = (head: Buffer): boolean => head.length >= HEAD_BYTES && head.subarray(257, 262).toString('latin1') === 'ustar';

const TOO_LARGE = `The archive unpacks to more than ${MAX_UNPACKED_BYTES / 2 ** 20} MB. Leave the largest files out, or upload the .xml alone.`;

/** Why an upload could not be unpacked, in words a person can act on. */
function unpackError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (/^Z_/.test((error as { code?: string }).code ?? ''))
    return new AppError(
      400,
      'The file looks gzip-compressed but could not be unpacked. Upload the WordPress export (.xml), or a .tar.gz holding it.',
    );
  return new AppError(
    400,
    `The archive could not be read (${error instanceof Error ? error.message : String(error)}). Upload the WordPress export (.xml), or a .tar.gz holding it.`,
  );
}

/** The file at `path` as it is, or gunzipped when `gzipped` (refused past 200 MB unpacked), read as a stream. */
function contentOf(path: string, gzipped: boolean): Readable {
  if (!gzipped) return createReadStream(path);
  let unpacked = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      unpacked += chunk.length;
      callback(unpacked > MAX_UNPACKED_BYTES ? new AppError(400, TOO_LARGE) : null, chunk);
    },
  });
  return pipeline(createReadStream(path), createGunzip(), limit, () => {});
}

/** The first `bytes` bytes of `stream` (fewer when it is shorter); it is closed after. */
async function headOf(stream: Readable, bytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      length += chunk.length;
      if (length >= bytes) break;
    }
  } catch (error) {
    throw unpackError(error);
  }
  return Buffer.concat(chunks).subarray(0, bytes);
}

/** All of `stream`, as one Buffer (the export's XML, which is parsed whole). */
async function wholeOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
  } catch (error) {
    throw unpackError(error);
  }
  return Buffer.concat(chunks);
}

/** The export and the uploads of a tar read from `archive` entry by entry (only what is kept stays in memory). */
async function readTar(archive: Readable): Promise<WxrUpload> {
  const extract = tar.extract();
  pipeline(archive, extract, () => {});
  const uploads = new Map<string, Buffer>();
  let xml: Buffer | null = null;
  try {
    for await (const entry of extract) {
      const name = entry.header.name.replace(/^\.?\//, '');
      const at = name.indexOf(UPLOADS);
      const wanted =
        entry.header.type === 'file' &&
        ((at >= 0 && (entry.header.size ?? 0) <= MAX_IMAGE_BYTES) || (at < 0 && xml === null && name.toLowerCase().endsWith('.xml')));
      const chunks: Buffer[] = [];
      for await (const chunk of entry) if (wanted) chunks.push(chunk as Buffer);
      if (!wanted) continue;
      if (at >= 0) uploads.set(name.slice(at + UPLOADS.length), Buffer.concat(chunks));
      else xml = Buffer.concat(chunks);
    }
  } catch (error) {
    throw unpackError(error);
  }
  if (!xml)
    throw new AppError(
      400,
      'The archive holds no WordPress export (.xml file). Put the file from Tools → Export in it, beside wp-content/uploads.',
    );
  return { xml, uploads };
}

/** The first bytes of the file at `path`. */
async function fileHead(path: string): Promise<Buffer> {
  const file = await open(path);
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(HEAD_BYTES), 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/**
 * Reads an upload spooled to the file at `path`: a WordPress export as it is, or a .tar or .tar.gz holding it (its
 * first .xml file outside the uploads folder) with `wp-content/uploads/` beside it, whose images are then taken from
 * the archive instead of fetched. An archive is unpacked as it is read (a .tar.gz twice: its start tells a tar from a
 * gzipped .xml), never whole in memory; it unpacks to at most 200 MB; an image over 5 MB in it is left out (then
 * fetched, and refused). The XML and the images kept are in memory.
 */
export async function readWxrUpload(path: string): Promise<WxrUpload> {
  const head = await fileHead(path);
  if (isGzip(head)) {
    const unpackedHead = await headOf(contentOf(path, true), HEAD_BYTES);
    if (isTar(unpackedHead)) return readTar(contentOf(path, true));
    return { xml: await wholeOf(contentOf(path, true)), uploads: new Map() };
  }
  if (isTar(head)) return readTar(contentOf(path, false));
  return { xml: await readFile(path), uploads: new Map() };
}
