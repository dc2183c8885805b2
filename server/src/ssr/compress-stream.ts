import negotiate from '@fastify/accept-negotiator';
import { pipeline, type Readable, type Transform } from 'node:stream';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';

/** A content coding the server compresses with. */
export type ContentEncoding = 'br' | 'gzip';

/** The codings a compressed answer may be sent in, the most preferred first. */
const SERVED_ENCODINGS: ContentEncoding[] = ['br', 'gzip'];

/**
 * The coding to answer a client with, by its Accept-Encoding (RFC 9110 §12.5.3): q=0 refuses a coding, the
 * highest q wins, brotli before gzip on a tie; undefined sends the body as it is (also when nothing is
 * acceptable, even `identity;q=0`, as §12.5.3 allows). The static files are negotiated the same way: this is
 * @fastify/static's own negotiation (@fastify/accept-negotiator, `*` read as gzip), so a page and a built
 * asset asked for with the same header come in the same coding.
 */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined;
  return negotiate(acceptEncoding.toLowerCase().replace(/\*/g, 'gzip'), SERVED_ENCODINGS) ?? undefined;
}

/** A fast brotli level, for what is compressed on every request (unlike the prebuilt assets). */
const PER_REQUEST_BROTLI_QUALITY = 5;

/**
 * `body` compressed whole with `encoding`: harder when the answer is shared (public, the same for every
 * visitor, compressed once and kept), at the per-request level when it is one browser's own (a signed-in or
 * admin answer), so a large answer does not hold the event loop. The same inputs give the same bytes, so a
 * strong ETag per coding stays true.
 */
export function compressBody(body: string | Buffer, encoding: ContentEncoding, shared: boolean): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: shared ? 9 : PER_REQUEST_BROTLI_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
        },
      })
    : gzipSync(body, { level: shared ? 9 : 6 });
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
