import type { PublicUser } from '@app/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Session } from 'lucia';
import type { AppLucia } from '../auth/lucia.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. */
    user: PublicUser | null;
    /** The Lucia session behind `user`, or null. */
    session: Session | null;
  }
}

/** Sends the session cookie; without `remember` it lasts only as long as the browser session. */
export function setSessionCookie(reply: FastifyReply, lucia: AppLucia, session: Session, remember = true): void {
  const cookie = lucia.createSessionCookie(session.id);
  if (!remember) {
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
 * Reads the session cookie on every request and sets `request.user` and `request.session`; a session
 * past half its life is extended, an unknown or expired one is cleared.
 */
export const sessionPlugin = fp(
  async (app: FastifyInstance, options: { lucia: AppLucia }) => {
    const { lucia } = options;
    app.decorateRequest('user', null);
    app.decorateRequest('session', null);
    app.addHook('onRequest', async (request, reply) => {
      const sessionId = lucia.readSessionCookie(request.headers.cookie ?? '');
      if (!sessionId) return;
      const { session, user } = await lucia.validateSession(sessionId);
      if (!session || !user) {
        clearSessionCookie(reply, lucia);
        return;
      }
      if (session.fresh) setSessionCookie(reply, lucia, session);
      request.session = session;
      request.user = { id: user.id, username: user.username, name: user.name, email: user.email, role: user.role };
    });
  },
  { name: 'session' },
);
