import { BUILDER_FEED_EVENTS, type BuilderFeedEnd, type StaffRole } from '@app/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerResponse } from 'node:http';
import { checkAdminSession, type AdminSessionCheck } from '../auth/session-check.ts';
import { AppError } from '../errors.ts';

/**
 * How often an open stream re-checks its session and admin role in the database, writing a comment line
 * each time, which also keeps proxies and the browser from dropping an idle stream. A few seconds, so a
 * signed-out or demoted admin's stream ends soon even when no event comes along to trigger a check.
 */
export const RECHECK_MS = 5000;
/** How long a browser waits before reconnecting a dropped stream. */
const RETRY_MS = 2000;

/** What the last event of a stream says when its session has ended (a lost role has the stream's own words). */
const SIGNED_OUT = 'Your session has ended, so live updates have stopped. Sign in again to keep editing.';

/** The headers an event stream starts with. */
const STREAM_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache, no-store',
  Connection: 'keep-alive',
  'X-Accel-Buffering': 'no',
  'X-Content-Type-Options': 'nosniff',
};

/** An open admin event stream. */
export interface AdminStream {
  /** Writes a chunk unless the stream has closed. */
  write: (chunk: string) => void;
  /**
   * True while the session is live and its account an admin, read now from PostgreSQL (so a sign-out, reset or
   * demotion on any app instance counts); otherwise sends `session-ended` and closes the stream. A failed read
   * also closes it, without the event: the browser reconnects and is checked afresh.
   */
  stillAdmin: () => Promise<boolean>;
  isClosed: () => boolean;
  /** Ends the stream (the browser reconnects after its `retry:` delay). */
  end: () => void;
  /** Runs once the stream has closed (at once if it already has). */
  onClose: (listener: () => void) => void;
}

/**
 * Tracks a plugin's open streams and ends them when the server closes (hijacked streams never go idle, so closing
 * the server would wait for them forever). Call once per plugin; pass the result to `startAdminStream`.
 */
export function trackStreams(app: FastifyInstance): Set<ServerResponse> {
  const open = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });
  return open;
}

/**
 * Turns a request the admin preHandler let through into a server-sent event stream: hijacks the reply, sends the
 * headers (with those the hooks set, such as a refreshed session cookie) and `retry:`, then re-checks the session
 * and role every `recheckMs` with a keep-alive line. For HEAD it answers the headers only and returns null (a stream would
 * never end).
 */
export function startAdminStream(
  request: FastifyRequest,
  reply: FastifyReply,
  options: {
    recheckMs: number;
    open: Set<ServerResponse>;
    /** Names the stream in log lines and in the `sse_connections_open` metric (one fixed name per route). */
    what: string;
    /** The lowest role the stream needs, re-checked every `recheckMs`. */
    minRole: StaffRole;
    /** The last event's message once the account's role is below `minRole`. */
    lostRole: string;
  },
): AdminStream | null {
  // The session this stream is re-checked against.
  const sessionId = request.session?.id;
  if (sessionId === undefined) throw new AppError(401, 'Please sign in to continue.');
  const stream = reply.raw;
  reply.hijack();
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) stream.setHeader(name, typeof value === 'number' ? String(value) : value);
  }
  stream.writeHead(200, STREAM_HEADERS);
  if (request.method === 'HEAD') {
    stream.end();
    return null;
  }
  let closed = false;
  const closeListeners: Array<() => void> = [];
  const write = (chunk: string) => {
    if (!closed) stream.write(chunk);
  };
  const finish = () => {
    if (closed) return;
    closed = true;
    stream.end();
  };
  const stillAdmin = async (): Promise<boolean> => {
    let check: AdminSessionCheck;
    try {
      check = await checkAdminSession(request.server.orm.em.fork(), sessionId, options.minRole);
    } catch (error) {
      request.log.error({ err: error }, `${options.what}: re-checking the session failed`);
      finish();
      return false;
    }
    if (check === 'admin') return !closed;
    const end: BuilderFeedEnd = { reason: check, message: check === 'signed-out' ? SIGNED_OUT : options.lostRole };
    write(`event: ${BUILDER_FEED_EVENTS.sessionEnded}\ndata: ${JSON.stringify(end)}\n\n`);
    finish();
    return false;
  };
  options.open.add(stream);
  request.server.metrics.sseConnections.inc({ stream: options.what });
  write(`retry: ${RETRY_MS}\n\n`);
  let checking = false;
  const heartbeat = setInterval(() => {
    // A slow database must not pile checks up.
    if (checking) return;
    checking = true;
    void stillAdmin()
      .then((ok) => {
        if (ok) write(': keep-alive\n\n');
      })
      .finally(() => {
        checking = false;
      });
  }, options.recheckMs);
  stream.on('close', () => {
    closed = true;
    clearInterval(heartbeat);
    options.open.delete(stream);
    request.server.metrics.sseConnections.dec({ stream: options.what });
    for (const listener of closeListeners.splice(0)) listener();
  });
  return {
    write,
    stillAdmin,
    isClosed: () => closed,
    end: finish,
    onClose: (listener) => {
      if (closed) listener();
      else closeListeners.push(listener);
    },
  };
}
