import { pipeline, type Readable, type Transform } from 'node:stream';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';

/** A content coding the server compresses with. */
export type ContentEncoding = 'br' | 'gzip';

/** The coding to answer a client with: brotli when it accepts it, else gzip, else none (undefined). */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

/** A fast brotli level, for what is compressed on every request (unlike the prebuilt assets). */
const PER_REQUEST_BROTLI_QUALITY = 5;

/**
 * `body` compressed whole with `encoding`: harder when the answer is kept and sent many times (compressed
 * once), at the per-request level when it is sent once (a signed-in or admin answer), so a large answer
 * does not hold the event loop.
 */
export function compressBody(body: string | Buffer, encoding: ContentEncoding, kept: boolean): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: kept ? 9 : PER_REQUEST_BROTLI_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
        },
      })
    : gzipSync(body, { level: kept ? 9 : 6 });
}

/**
 * Compresses a streamed page for a client that accepts it (brotli, else gzip), flushing after every
 * chunk so the page still arrives piece by piece. Returns the stream to send and its Content-Encoding
 * (undefined: sent as it is).
 */
export function compressStream(
  body: Readable,
  acceptEncoding: string | undefined,
): { stream: Readable; encoding: ContentEncoding | undefined } {
  const encoding = preferredEncoding(acceptEncoding);
  if (encoding === 'br') {
    const brotli = createBrotliCompress({
      flush: constants.BROTLI_OPERATION_FLUSH,
      params: { [constants.BROTLI_PARAM_QUALITY]: PER_REQUEST_BROTLI_QUALITY },
    });
    return { stream: through(body, brotli), encoding: 'br' };
  }
  if (encoding === 'gzip') {
    return { stream: through(body, createGzip({ flush: constants.Z_SYNC_FLUSH })), encoding: 'gzip' };
  }
  return { stream: body, encoding: undefined };
}

/** `body` through `transform`; a failure of either ends both (a render error mid-stream closes the response). */
function through(body: Readable, transform: Transform): Transform {
  // The failure itself reaches the response through the destroyed transform.
  return pipeline(body, transform, () => {});
}
