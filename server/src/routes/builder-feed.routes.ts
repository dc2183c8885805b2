import { BUILDER_LOG_ENTRY_BATCH_SIZE, BUILDER_FEED_EVENTS, type BuilderFeedEnd } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import { checkAdminSession, type AdminSessionCheck } from '../auth/session-check.ts';
import { listLogEntries } from '../builder/builder-page-log.ts';
import { findPageRow } from '../builder/builder-page.service.ts';
import { AppError } from '../errors.ts';
import { requireRouteAccess, routeAccess } from '../plugins/admin-access.ts';

/**
 * How often an open stream re-checks its session and admin role in the database, writing a comment line
 * each time, which also keeps proxies and the browser from dropping an idle stream. A few seconds, so a
 * signed-out or demoted admin's stream ends soon even when no log entry comes along to trigger a check.
 */
const RECHECK_MS = 5000;
/** How long a browser waits before reconnecting a dropped stream. */
const RETRY_MS = 2000;

/** What the last event of a stream whose session no longer grants admin rights says, by reason. */
const ENDED: Record<BuilderFeedEnd['reason'], string> = {
  'signed-out': 'Your session has ended, so live updates have stopped. Sign in again to keep editing.',
  'not-admin': 'Your role no longer lets you edit builder pages (an editor or higher role is needed), so live updates have stopped.',
};

/** The lowest role that may edit builder pages, and so follow their live feed. */
const BUILDER_ROLE = 'editor';

/** Options of the live feed routes. */
export interface BuilderFeedOptions {
  /** Milliseconds between an open stream's session re-checks and keep-alive lines (default 5000). */
  recheckMs?: number;
}

/** The headers an event stream starts with. */
const FEED_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache, no-store',
  Connection: 'keep-alive',
  'X-Accel-Buffering': 'no',
  'X-Content-Type-Options': 'nosniff',
};

function wholeNumber(value: unknown, what: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < 0) throw new AppError(400, `${what} must be a whole number of 0 or more.`);
  return number;
}

/**
 * The live feed of a builder page (admins only, register in the session scope): a server-sent event stream
 * that first sends the log entries after `?after=` (or Last-Event-ID) if given, then `ready` with the version
 * reached, then each log entry appended by anyone on any app instance (one `page-event` event each, its version as
 * the `id:`). The session and admin role are read again from the database before each batch of log entries and every
 * `recheckMs`; once they no longer hold, the stream sends `session-ended` (why, and a message) and closes.
 */
export async function builderFeedRoutes(app: FastifyInstance, options: BuilderFeedOptions = {}): Promise<void> {
  const recheckMs = options.recheckMs ?? RECHECK_MS;
  const open = new Set<ServerResponse>();
  // Hijacked streams never go idle, so closing the server would wait for them forever.
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });

  app.get<{ Params: { id: string }; Querystring: { after?: string } }>(
    '/api/builder/pages/:id/events',
    { config: routeAccess(BUILDER_ROLE), preHandler: requireRouteAccess },
    async (request, reply) => {
      const pageId = wholeNumber(request.params.id, 'A page id');
      if (pageId === undefined || pageId === 0) throw new AppError(400, 'A page id must be a whole number of 1 or more.');
      const row = await findPageRow(request.server.orm.em.fork(), pageId);
      const after = wholeNumber(request.query.after ?? request.headers['last-event-id'], 'The version to start after') ?? row.version;
      if (after > row.version)
        throw new AppError(400, `This page is at version ${row.version}; there are no events after version ${after}. Reload the page.`);

      // The session this stream is re-checked against (the preHandler let only a signed-in admin through).
      const sessionId = request.session?.id;
      if (sessionId === undefined) throw new AppError(401, 'Please sign in to continue.');
      let sent = after;
      let closed = false;
      let pumping = false;
      let wakeAgain = false;
      const stream = reply.raw;
      const write = (chunk: string) => {
        if (!closed) stream.write(chunk);
      };
      const finish = () => {
        if (closed) return;
        closed = true;
        stream.end();
      };
      /**
       * True while the session is live and its account an admin, read now from PostgreSQL (so a sign-out,
       * reset or demotion on any app instance counts); otherwise sends the final event and closes the stream.
       * A failed read also closes it, without the event: the browser reconnects and is checked afresh.
       */
      const stillAdmin = async (): Promise<boolean> => {
        let check: AdminSessionCheck;
        try {
          check = await checkAdminSession(request.server.orm.em.fork(), sessionId, BUILDER_ROLE);
        } catch (error) {
          request.log.error({ err: error, pageId }, 'builder feed: re-checking the session failed');
          finish();
          return false;
        }
        if (check === 'admin') return !closed;
        const end: BuilderFeedEnd = { reason: check, message: ENDED[check] };
        write(`event: ${BUILDER_FEED_EVENTS.sessionEnded}\ndata: ${JSON.stringify(end)}\n\n`);
        finish();
        return false;
      };
      // Sends everything after `sent`, one pump at a time so log entries go out once and in order.
      const pump = async (): Promise<void> => {
        if (pumping) {
          wakeAgain = true;
          return;
        }
        pumping = true;
        try {
          do {
            wakeAgain = false;
            const entries = await listLogEntries(request.server.orm.em.fork(), pageId, sent, BUILDER_LOG_ENTRY_BATCH_SIZE);
            // Drafts and authors' names go out only while the session still grants admin rights.
            if (entries.length > 0 && !(await stillAdmin())) return;
            for (const entry of entries) {
              write(`id: ${entry.version}\nevent: ${BUILDER_FEED_EVENTS.logEntry}\ndata: ${JSON.stringify(entry)}\n\n`);
              sent = entry.version;
            }
            if (entries.length === BUILDER_LOG_ENTRY_BATCH_SIZE) wakeAgain = true;
          } while (wakeAgain && !closed);
        } catch (error) {
          request.log.error({ err: error, pageId }, 'builder feed: reading events failed');
        } finally {
          pumping = false;
        }
      };

      const startStream = () => {
        reply.hijack();
        // Headers the hooks set so far (a refreshed session cookie) still go out.
        for (const [name, value] of Object.entries(reply.getHeaders())) {
          if (value !== undefined) stream.setHeader(name, typeof value === 'number' ? String(value) : value);
        }
        stream.writeHead(200, FEED_HEADERS);
      };
      // HEAD answers what the stream would start with, and opens none (it would never end).
      if (request.method === 'HEAD') {
        startStream();
        stream.end();
        return reply;
      }
      const unsubscribe = await request.server.builder.feed.subscribe(pageId, () => void pump());
      startStream();
      open.add(stream);
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
      }, recheckMs);
      stream.on('close', () => {
        closed = true;
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(stream);
      });
      // Subscribed before this read, so a log entry committed meanwhile is either read here or wakes a pump.
      await pump();
      write(`event: ${BUILDER_FEED_EVENTS.ready}\ndata: ${JSON.stringify({ version: sent })}\n\n`);
    },
  );
}
