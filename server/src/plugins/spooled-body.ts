import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { errorCodes, type FastifyReply, type FastifyRequest, type HookHandlerDoneFunction } from 'fastify';
import { AppError } from '../errors.ts';

/** A request body written to a temporary file as it arrived: the file and its length in bytes. */
export interface SpooledBody {
  path: string;
  size: number;
}

/** The temporary file of each request being spooled, by its raw request, for the clean-up when it ends. */
const spooledFiles = new WeakMap<object, string>();

/** Whether a request's body is a spooled file (rather than JSON or nothing, sent by something other than the upload). */
export function isSpooledBody(body: unknown): body is SpooledBody {
  return typeof body === 'object' && body !== null && typeof (body as SpooledBody).path === 'string';
}

/** Removes a spooled body's file (nothing when it is gone already or the body is not one). */
export async function discardSpooledBody(body: unknown): Promise<void> {
  if (isSpooledBody(body)) await rm(body.path, { force: true });
}

/**
 * An onRequest hook for a route whose body is spooled: once the answer is sent or the connection is gone, whatever
 * happened (an error before the handler, a client that left), the request's temporary file is removed.
 */
export function removeSpooledBodyWhenDone(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  reply.raw.once('close', () => {
    const path = spooledFiles.get(request.raw);
    if (path) void rm(path, { force: true });
  });
  done();
}

/**
 * A content-type parser (`addContentTypeParser(types, spoolBodyTo(dir))`, without `parseAs`) that writes the body to
 * a new file in `dir` as it arrives instead of holding it in memory. It counts the bytes: a declared length over the
 * route's bodyLimit, or the first byte past it, stops the upload with Fastify's 413 (the route's
 * `bodyTooLargeMessage`) without reading the rest. A client that leaves mid-upload, or sends less than it declared,
 * leaves no file. The route must also run `removeSpooledBodyWhenDone`, and the handler may discard the file sooner.
 */
export function spoolBodyTo(dir: string) {
  return async (request: FastifyRequest, payload: Readable): Promise<SpooledBody> => {
    const limit = request.routeOptions.bodyLimit;
    const declared = Number(request.headers['content-length']);
    if (declared > limit) throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const path = join(dir, `upload-${randomUUID()}`);
    spooledFiles.set(request.raw, path);
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        callback(size > limit ? new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE() : null, chunk);
      },
    });
    const cutOff = (error?: Error) =>
      counter.destroy(error ?? new AppError(400, 'The upload was cut off before its end. Send the file again.'));
    const onClose = () => {
      if (!payload.readableEnded) cutOff();
    };
    payload.once('error', cutOff);
    payload.once('close', onClose);
    payload.pipe(counter);
    try {
      await pipeline(counter, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
      if (!Number.isNaN(declared) && size !== declared) throw new errorCodes.FST_ERR_CTP_INVALID_CONTENT_LENGTH();
    } catch (error) {
      // The request is left as it is (not destroyed), so the 413 still reaches a client that is sending.
      payload.unpipe(counter);
      await rm(path, { force: true });
      throw error;
    } finally {
      payload.off('error', cutOff);
      payload.off('close', onClose);
    }
    return { path, size };
  };
}

/** How old a temporary upload must be before a start takes it for one a crash left behind: no request lasts a day. */
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Removes what a crash left in the temporary folder `dir` (an upload or an import's media files last touched over a
 * day ago; newer ones may be another instance's, at work): for the start. Answers how many it removed.
 */
export async function removeStaleSpooledFiles(dir: string, now = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const path = join(dir, name);
    const stats = await stat(path).catch(() => null);
    if (!stats || now - stats.mtimeMs < STALE_AFTER_MS) continue;
    await rm(path, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}
