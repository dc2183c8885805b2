import type { PublicUser } from '@app/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Session } from 'lucia';
import { touchSession } from '../account/account-sessions.service.ts';
import { SESSION_ABSOLUTE_LIFETIME_MS, type AppLucia } from '../auth/lucia.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. */
    user: PublicUser | null;
    /** The Lucia session behind `user`, or null. */
    session: Session | null;
  }
}

/** Sends the session cookie; a session that is not `persistent` ("Remember me" unticked) gets one that ends with the browser. */
export function setSessionCookie(reply: FastifyReply, lucia: AppLucia, session: Session): void {
  const cookie = lucia.createSessionCookie(session.id);
  if (!session.persistent) {
    delete cookie.attributes.maxAge;
    delete cookie.attributes.expires;
  }
  reply.header('Set-Cookie', cookie.serialize());
}

/** Sends a cookie that deletes the session cookie. */
export function clearSessionCookie(reply: FastifyReply, lucia: AppLucia): void {
  reply.header('Set-Cookie', lucia.createBlankSessionCookie().serialize());
}

/**
 * Reads the session cookie and sets `request.user` and `request.session`; a session past half its
 * life is extended, an unknown or expired one (or one past its absolute lifetime) is cleared. The hook and the page handler both use it.
 */
export async function loadSession(lucia: AppLucia, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const sessionId = lucia.readSessionCookie(request.headers.cookie ?? '');
  if (!sessionId) return;
  const { session, user } = await lucia.validateSession(sessionId);
  if (!session || !user) {
    clearSessionCookie(reply, lucia);
    return;
  }
  // A disabled account has no session, even one created while it was being disabled.
  if (user.disabled || Date.now() - session.createdAt.getTime() >= SESSION_ABSOLUTE_LIFETIME_MS) {
    await lucia.invalidateSession(session.id);
    clearSessionCookie(reply, lucia);
    return;
  }
  // A renewed session keeps its kind of cookie: one meant to end with the browser stays so.
  if (session.fresh) setSessionCookie(reply, lucia, session);
  // "Last seen" for the sessions list: one write per session every few minutes, not one per request.
  await touchSession(request.server.orm.em.fork(), session.id, session.lastSeenAt);
  request.session = session;
  request.user = { id: user.id, username: user.username, name: user.name, email: user.email, role: user.role };
}

/**
 * Loads the session for every request of the scope it is registered in (the API and tRPC routes), so
 * static files, which never need it, cost no database query.
 */
export const sessionPlugin = fp(
  async (app: FastifyInstance, options: { lucia: AppLucia }) => {
    app.addHook('onRequest', (request, reply) => loadSession(options.lucia, request, reply));
  },
  { name: 'session' },
);
