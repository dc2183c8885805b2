import { pipeline, type Readable, type Transform } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

/**
 * Compresses a streamed page for a client that accepts it (brotli, else gzip), flushing after every
 * chunk so the page still arrives piece by piece. Returns the stream to send and its Content-Encoding
 * (undefined: sent as it is).
 */
export function compressStream(
  body: Readable,
  acceptEncoding: string | undefined,
): { stream: Readable; encoding: 'br' | 'gzip' | undefined } {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) {
    const brotli = createBrotliCompress({
      flush: constants.BROTLI_OPERATION_FLUSH,
      // A fast level: the page is compressed on every request, unlike the prebuilt assets.
      params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
    });
    return { stream: through(body, brotli), encoding: 'br' };
  }
  if (/\bgzip\b/.test(accepted)) {
    return { stream: through(body, createGzip({ flush: constants.Z_SYNC_FLUSH })), encoding: 'gzip' };
  }
  return { stream: body, encoding: undefined };
}

/** `body` through `transform`; a failure of either ends both (a render error mid-stream closes the response). */
function through(body: Readable, transform: Transform): Transform {
  // The failure itself reaches the response through the destroyed transform.
  return pipeline(body, transform, () => {});
}
