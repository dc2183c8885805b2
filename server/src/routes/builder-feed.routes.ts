import {
  BUILDER_LOG_ENTRY_BATCH_SIZE,
  BUILDER_FEED_EVENTS,
  builderPageDeletedMessage,
  builderPageRoom,
  type BuilderFeedPageDeleted,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { listLogEntries } from '../builder/builder-page-log.ts';
import { findPageRow } from '../builder/builder-page.service.ts';
import { AppError } from '../errors.ts';
import { requireRouteAccess, routeAccess } from '../http/admin-access.ts';
import { joinPresence } from '../presence/presence-runtime.ts';
import { RECHECK_MS, startAdminStream, trackStreams, type AdminStream } from './admin-event-stream.ts';

/** The lowest role that may edit builder pages, and so follow their live feed. */
const BUILDER_ROLE = 'editor';
/** The feed's last event once its account's role is below BUILDER_ROLE. */
const LOST_ROLE = 'Your role no longer lets you edit builder pages (an editor or higher role is needed), so live updates have stopped.';

/** Options of the live feed routes. */
export interface BuilderFeedOptions {
  /** Milliseconds between an open stream's session re-checks and keep-alive lines (default 5000). */
  recheckMs?: number;
}

function wholeNumber(value: unknown, what: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < 0) throw new AppError(400, `${what} must be a whole number of 0 or more.`);
  return number;
}

/**
 * The live feed of a builder page (admins only, register in the session scope): a server-sent event stream
 * that first sends the log entries after Last-Event-ID (a reconnect's) or `?after=` if given, then `ready` with the version
 * reached, then each log entry appended by anyone on any app instance (one `page-event` event each, its version as
 * the `id:`). The session and admin role are read again from the database before each batch of log entries and every
 * `recheckMs`; once they no longer hold, the stream sends `session-ended` (why, and a message) and closes. After
 * `ready` it also carries the page's presence (`presence` events, see joinPresence): the stream is the admin's
 * membership of the page's room, and its close their leaving. Once the page is deleted it sends `page-deleted` and
 * closes.
 */
export async function builderFeedRoutes(app: FastifyInstance, options: BuilderFeedOptions = {}): Promise<void> {
  const recheckMs = options.recheckMs ?? RECHECK_MS;
  const open = trackStreams(app);

  app.get<{ Params: { id: string }; Querystring: { after?: string } }>(
    '/api/builder/pages/:id/events',
    { config: routeAccess(BUILDER_ROLE), preHandler: requireRouteAccess },
    async (request, reply) => {
      const pageId = wholeNumber(request.params.id, 'A page id');
      if (pageId === undefined || pageId === 0) throw new AppError(400, 'A page id must be a whole number of 1 or more.');
      const row = await findPageRow(request.server.orm.em.fork(), pageId);
      // A browser's EventSource reconnects to the same address (its `?after=` the version the page was opened at) and
      // says in Last-Event-ID the last entry it received: that one wins, or a reconnect resent every entry since.
      const after = wholeNumber(request.headers['last-event-id'] ?? request.query.after, 'The version to start after') ?? row.version;
      if (after > row.version)
        throw new AppError(400, `This page is at version ${row.version}; there are no events after version ${after}. Reload the page.`);

      let sent = after;
      let pumping = false;
      let wakeAgain = false;
      // Set once the stream has started; a wake-up before that finds nothing to do.
      let live: AdminStream | null = null;
      // Sends everything after `sent`, one pump at a time so log entries go out once and in order.
      const pump = async (): Promise<void> => {
        const stream = live;
        if (stream === null) return;
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
            if (entries.length > 0 && !(await stream.stillAdmin())) return;
            for (const entry of entries) {
              stream.write(`id: ${entry.version}\nevent: ${BUILDER_FEED_EVENTS.logEntry}\ndata: ${JSON.stringify(entry)}\n\n`);
              sent = entry.version;
            }
            if (entries.length === BUILDER_LOG_ENTRY_BATCH_SIZE) wakeAgain = true;
          } while (wakeAgain && !stream.isClosed());
        } catch (error) {
          request.log.error({ err: error, pageId }, 'builder feed: reading events failed');
        } finally {
          pumping = false;
        }
      };

      // Once someone deletes the page, the stream says so and ends (a reconnect would only find the page gone).
      const deleted = (): void => {
        const stream = live;
        if (stream === null || stream.isClosed()) return;
        const ended: BuilderFeedPageDeleted = { message: builderPageDeletedMessage(row.name) };
        stream.write(`event: ${BUILDER_FEED_EVENTS.pageDeleted}\ndata: ${JSON.stringify(ended)}\n\n`);
        stream.end();
      };
      const unsubscribe = await request.server.builder.feed.subscribe(pageId, (_version, gone) => (gone ? deleted() : void pump()));
      live = startAdminStream(request, reply, { recheckMs, open, what: 'builder feed', minRole: BUILDER_ROLE, lostRole: LOST_ROLE });
      if (live === null) {
        unsubscribe();
        return reply;
      }
      const stream = live;
      stream.onClose(unsubscribe);
      // Subscribed before this read, so a log entry committed meanwhile is either read here or wakes a pump.
      await pump();
      stream.write(`event: ${BUILDER_FEED_EVENTS.ready}\ndata: ${JSON.stringify({ version: sent })}\n\n`);
      // Who else is on this page, and their selections (see joinPresence); the page's events flow without it if it fails.
      if (!stream.isClosed())
        await joinPresence(request, builderPageRoom(pageId), stream.write).then(stream.onClose, (error: unknown) =>
          request.log.error({ err: error, pageId }, 'builder feed: joining the presence room failed'),
        );
    },
  );
}
