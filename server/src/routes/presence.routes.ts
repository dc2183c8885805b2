import { presenceRoomSchema, presenceUpdateSchema, roleAtLeast, roleNeededMessage, type PublicUser } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { findPageRow } from '../builder/builder-page.service.ts';
import { AppError, parseInput } from '../errors.ts';
import { requireRouteAccess, routeAccess } from '../http/admin-access.ts';
import { findPostFor } from '../blog/post-access.ts';
import { joinPresence, presenceUserOf } from '../presence/presence-runtime.ts';
import { touchMember } from '../presence/presence-store.ts';
import { RECHECK_MS, startAdminStream, trackStreams } from './admin-event-stream.ts';

/** Options of the presence routes. */
export interface PresenceRouteOptions {
  /** Milliseconds between an open stream's session re-checks and keep-alive lines (default 5000). */
  recheckMs?: number;
}

/** Any staff role may open the presence routes; each room then asks for what its editor needs (`requireRoom`). */
const PRESENCE_ROLE = 'contributor';
/** The presence stream's last event once its account is no longer staff. */
const LOST_ROLE = 'Your account no longer has a staff role, so live updates have stopped.';

/**
 * Refuses a room its caller may not edit, as the editor's own calls would: a builder page or one of the seven pages
 * needs an editor or higher (403); a post must be one the caller may read in the blog manager (404 for an unknown post
 * or, for an author or contributor, someone else's). 404 for an unknown builder page.
 */
async function requireRoom(app: FastifyInstance, room: string, user: PublicUser): Promise<void> {
  const [kind, id] = room.split(':');
  const em = app.orm.em.fork();
  if (kind === 'post') {
    await findPostFor(em, Number(id), user, 'read');
    return;
  }
  if (!roleAtLeast(user.role, 'editor')) throw new AppError(403, roleNeededMessage('editor'));
  if (kind === 'builder-page') await findPageRow(em, Number(id));
}

/**
 * Presence for the editors without a live feed of their own (blog posts, the in-page editor), staff only, each room as
 * its editor allows (`requireRoom`; register in the session scope):
 * - GET /api/admin/presence/events?room=…: a server-sent event stream that joins the room, sends a `presence`
 *   snapshot, then every join, selection change and leave in it from any app instance; closing it leaves at once.
 *   The session is re-checked as on the builder feed (`session-ended`, then the stream closes).
 * - POST /api/admin/presence {room, memberId, selection}: the tab's heartbeat (every PRESENCE_HEARTBEAT_MS) and
 *   selection change, for any room (builder pages too, whose membership is their live feed); 204, or 404 when the
 *   member id is someone else's or in another room.
 */
export async function presenceRoutes(app: FastifyInstance, options: PresenceRouteOptions = {}): Promise<void> {
  const recheckMs = options.recheckMs ?? RECHECK_MS;
  const open = trackStreams(app);

  app.get<{ Querystring: { room?: string } }>(
    '/api/admin/presence/events',
    { config: routeAccess(PRESENCE_ROLE), preHandler: requireRouteAccess },
    async (request, reply) => {
      const { room } = parseInput(
        presenceRoomSchema.transform((value) => ({ room: value })),
        request.query.room,
      );
      if (!request.user) throw new AppError(401, 'Please sign in to continue.');
      await requireRoom(app, room, request.user);
      const stream = startAdminStream(request, reply, {
        recheckMs,
        open,
        what: 'presence stream',
        minRole: PRESENCE_ROLE,
        lostRole: LOST_ROLE,
      });
      if (stream === null) return reply;
      try {
        stream.onClose(await joinPresence(request, room, stream.write));
      } catch (error) {
        // The stream has started, so no error answer: end it, and the browser reconnects.
        request.log.error({ err: error, room }, 'presence stream: joining the room failed');
        stream.end();
      }
      return reply;
    },
  );

  app.post('/api/admin/presence', { config: routeAccess(PRESENCE_ROLE), preHandler: requireRouteAccess }, async (request, reply) => {
    const update = parseInput(presenceUpdateSchema, request.body);
    const user = request.user;
    if (!user) throw new AppError(401, 'Please sign in to continue.');
    if (!(await touchMember(app.orm.em.fork(), app.presence.channel, presenceUserOf(user), update)))
      throw new AppError(404, 'This tab is not in that room. Reload the page to rejoin.');
    return reply.code(204).send();
  });
}
