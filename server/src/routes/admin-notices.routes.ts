import { ADMIN_NOTICES_STREAM_PATH } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';
import { requireRouteAccess, routeAccess } from '../http/admin-access.ts';
import { adminNoticesChunk, REVIEW_TOPIC } from '../post-review/admin-notices.ts';
import { countInReview } from '../post-review/post-review.service.ts';
import { RECHECK_MS, startAdminStream, trackStreams } from './admin-event-stream.ts';

/** Options of the notices route. */
export interface AdminNoticesRouteOptions {
  /** Milliseconds between an open stream's session re-checks and keep-alive lines (default 5000). */
  recheckMs?: number;
}

/** Editors and up are told of posts waiting for review. */
const NOTICES_ROLE = 'editor';
/** The stream's last event once its account is below an editor. */
const LOST_ROLE = 'Your role no longer reviews posts, so review notices have stopped.';

/**
 * GET /api/admin/notices/events (editors and up; register in the session scope): a server-sent event stream of the
 * admin notices: a `notices` event with how many posts wait for review at once, then again whenever a post enters or
 * leaves review on any app instance (and on each re-check, so a post published elsewhere is counted out too). The
 * session and role are re-checked as on the presence stream (`session-ended`, then the stream closes). The web app
 * opens one per browser and shares it between its tabs.
 */
export async function adminNoticesRoutes(app: FastifyInstance, options: AdminNoticesRouteOptions = {}): Promise<void> {
  const recheckMs = options.recheckMs ?? RECHECK_MS;
  const open = trackStreams(app);

  app.get(ADMIN_NOTICES_STREAM_PATH, { config: routeAccess(NOTICES_ROLE), preHandler: requireRouteAccess }, async (request, reply) => {
    if (!request.user) throw new AppError(401, 'Please sign in to continue.');
    const stream = startAdminStream(request, reply, {
      recheckMs,
      open,
      what: 'notices stream',
      minRole: NOTICES_ROLE,
      lostRole: LOST_ROLE,
    });
    if (stream === null) return reply;
    let last: number | null = null;
    let reading = false;
    let again = false;
    // One read at a time; a notice during a read asks for one more, so the last count sent is never stale.
    const send = async (): Promise<void> => {
      if (reading) {
        again = true;
        return;
      }
      reading = true;
      try {
        do {
          again = false;
          const inReview = await countInReview(app.orm.em.fork());
          if (inReview !== last) {
            last = inReview;
            stream.write(adminNoticesChunk({ inReview }));
          }
        } while (again && !stream.isClosed());
      } finally {
        reading = false;
      }
    };
    const resend = () => {
      send().catch((error: unknown) => {
        request.log.error({ err: error }, 'notices stream: counting the posts in review failed');
        stream.end();
      });
    };
    try {
      // Subscribed before the first count, so a change committed meanwhile is not missed.
      const unsubscribe = await app.adminNotices.subscribe(REVIEW_TOPIC, resend);
      stream.onClose(unsubscribe);
      const recount = setInterval(resend, recheckMs);
      stream.onClose(() => clearInterval(recount));
      await send();
    } catch (error) {
      // The stream has started, so no error answer: end it, and the browser reconnects.
      request.log.error({ err: error }, 'notices stream: starting failed');
      stream.end();
    }
    return reply;
  });
}
