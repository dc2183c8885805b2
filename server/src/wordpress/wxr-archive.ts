import { gunzipSync } from 'node:zlib';
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

const isGzip = (body: Buffer): boolean => body.length > 2 && body[0] === 0x1f && body[1] === 0x8b;
const isTar = (body: Buffer): boolean => body.length > 262 && body.subarray(257, 262).toString('latin1') === 'ustar';

async function readTar(archive: Buffer): Promise<WxrUpload> {
  const extract = tar.extract();
  const uploads = new Map<string, Buffer>();
  let xml: Buffer | null = null;
  const reading = (async () => {
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
  })();
  extract.end(archive);
  try {
    await reading;
  } catch (error) {
    throw new AppError(
      400,
      `The archive could not be read (${error instanceof Error ? error.message : String(error)}). Upload the WordPress export (.xml), or a .tar.gz holding it.`,
    );
  }
  if (!xml)
    throw new AppError(
      400,
      'The archive holds no WordPress export (.xml file). Put the file from Tools → Export in it, beside wp-content/uploads.',
    );
  return { xml, uploads };
}

/**
 * Reads an upload: a WordPress export as it is, or a .tar or .tar.gz holding it (its first .xml file outside the
 * uploads folder) with `wp-content/uploads/` beside it, whose images are then taken from the archive instead of
 * fetched. An archive unpacks to at most 200 MB; an image over 5 MB in it is left out (then fetched, and refused).
 */
export async function readWxrUpload(body: Buffer): Promise<WxrUpload> {
  if (isGzip(body)) {
    let unpacked: Buffer;
    try {
      unpacked = gunzipSync(body, { maxOutputLength: MAX_UNPACKED_BYTES });
    } catch (error) {
      const tooLarge = error instanceof RangeError || (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE';
      throw new AppError(
        400,
        tooLarge
          ? `The archive unpacks to more than ${MAX_UNPACKED_BYTES / 2 ** 20} MB. Leave the largest files out, or upload the .xml alone.`
          : 'The file looks gzip-compressed but could not be unpacked. Upload the WordPress export (.xml), or a .tar.gz holding it.',
      );
    }
    return isTar(unpacked) ? readTar(unpacked) : { xml: unpacked, uploads: new Map() };
  }
  if (isTar(body)) return readTar(body);
  return { xml: body, uploads: new Map() };
}
