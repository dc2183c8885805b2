import { pipeline, type Readable, type Transform } from 'node:stream';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';

/** A content coding the server compresses with. */
export type ContentEncoding = 'br' | 'gzip';

/** The codings a compressed answer may be sent in, the most preferred first (brotli wins a tie). */
const SERVED_ENCODINGS: readonly ContentEncoding[] = ['br', 'gzip'];

/** The q-value of each coding an Accept-Encoding header names (lower-cased; a malformed q counts as 0). */
function qualities(acceptEncoding: string): Map<string, number> {
  const named = new Map<string, number>();
  for (const entry of acceptEncoding.toLowerCase().split(',')) {
    const [coding, ...params] = entry.split(';').map((part) => part.trim());
    if (!coding) continue;
    const q = params.find((param) => /^q\s*=/.test(param));
    const value = q === undefined ? 1 : Number(q.slice(q.indexOf('=') + 1).trim());
    named.set(coding, Number.isFinite(value) && value >= 0 && value <= 1 ? value : 0);
  }
  return named;
}

/**
 * The coding to answer a client with, by its Accept-Encoding (RFC 9110 §12.5.3): a coding named with q=0 is
 * refused (`*` stands for those not named), the highest q wins, brotli before gzip on a tie, and identity
 * named with a higher q than both is sent as it is. Undefined sends the body as it is, also when nothing is
 * acceptable (even `identity;q=0`), as §12.5.3 allows. The one negotiation of the app: pages, feeds, tRPC
 * reads and the built files (web-app.plugin.ts hands its choice to @fastify/static).
 */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const named = qualities(acceptEncoding);
  const any = named.get('*') ?? 0;
  let best: ContentEncoding | undefined;
  let bestQ = 0;
  for (const coding of SERVED_ENCODINGS) {
    const q = named.get(coding) ?? any;
    if (q > bestQ) [best, bestQ] = [coding, q];
  }
  const identity = named.get('identity');
  return identity !== undefined && identity > bestQ ? undefined : best;
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
