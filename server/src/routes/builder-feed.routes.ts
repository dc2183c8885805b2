import { BUILDER_EVENTS_PAGE_SIZE, BUILDER_FEED_EVENTS } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import { listEvents } from '../builder/builder-page-log.ts';
import { findPageRow } from '../builder/builder-page.service.ts';
import { AppError } from '../errors.ts';
import { ADMIN_ROUTE, requireAdminRequest } from '../plugins/admin-access.ts';

/** A comment line every so often keeps proxies and the browser from dropping an idle stream. */
const HEARTBEAT_MS = 25_000;
/** How long a browser waits before reconnecting a dropped stream. */
const RETRY_MS = 2000;

function wholeNumber(value: unknown, what: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < 0) throw new AppError(400, `${what} must be a whole number of 0 or more.`);
  return number;
}

/**
 * The live feed of a builder page (admins only, register in the session scope): a server-sent event stream
 * that first sends the events after `?after=` (or Last-Event-ID) if given, then `ready` with the version
 * reached, then each event appended by anyone on any app instance (`page-event`, its version as the `id:`).
 */
export async function builderFeedRoutes(app: FastifyInstance): Promise<void> {
  const open = new Set<ServerResponse>();
  // Hijacked streams never go idle, so closing the server would wait for them forever.
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });

  app.get<{ Params: { id: string }; Querystring: { after?: string } }>(
    '/api/builder/pages/:id/events',
    { config: ADMIN_ROUTE, preHandler: requireAdminRequest },
    async (request, reply) => {
      const pageId = wholeNumber(request.params.id, 'A page id');
      if (pageId === undefined || pageId === 0) throw new AppError(400, 'A page id must be a whole number of 1 or more.');
      const row = await findPageRow(request.server.orm.em.fork(), pageId);
      const after = wholeNumber(request.query.after ?? request.headers['last-event-id'], 'The version to start after') ?? row.version;
      if (after > row.version) throw new AppError(400, `This page is at version ${row.version}; there are no events after version ${after}. Reload the page.`);

      let sent = after;
      let closed = false;
      let pumping = false;
      let wakeAgain = false;
      const stream = reply.raw;
      const write = (chunk: string) => {
        if (!closed) stream.write(chunk);
      };
      // Sends everything after `sent`, one pump at a time so events go out once and in order.
      const pump = async (): Promise<void> => {
        if (pumping) {
          wakeAgain = true;
          return;
        }
        pumping = true;
        try {
          do {
            wakeAgain = false;
            const events = await listEvents(request.server.orm.em.fork(), pageId, sent, BUILDER_EVENTS_PAGE_SIZE);
            for (const event of events) {
              write(`id: ${event.version}\nevent: ${BUILDER_FEED_EVENTS.event}\ndata: ${JSON.stringify(event)}\n\n`);
              sent = event.version;
            }
            if (events.length === BUILDER_EVENTS_PAGE_SIZE) wakeAgain = true;
          } while (wakeAgain && !closed);
        } catch (error) {
          request.log.error({ err: error, pageId }, 'builder feed: reading events failed');
        } finally {
          pumping = false;
        }
      };

      const unsubscribe = await request.server.builder.feed.subscribe(pageId, () => void pump());
      reply.hijack();
      open.add(stream);
      // Headers the hooks set so far (a refreshed session cookie, security headers) still go out.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) stream.setHeader(name, typeof value === 'number' ? String(value) : value);
      }
      stream.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-store',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
        'X-Content-Type-Options': 'nosniff',
      });
      write(`retry: ${RETRY_MS}\n\n`);
      const heartbeat = setInterval(() => write(': keep-alive\n\n'), HEARTBEAT_MS);
      stream.on('close', () => {
        closed = true;
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(stream);
      });
      // Subscribed before this read, so an event committed meanwhile is either read here or wakes a pump.
      await pump();
      write(`event: ${BUILDER_FEED_EVENTS.ready}\ndata: ${JSON.stringify({ version: sent })}\n\n`);
    },
  );
}
