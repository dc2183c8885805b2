import {
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
} from '@app/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticate, registerUser } from '../auth/account.service.ts';
import { consumeResetToken, issueResetTokens } from '../auth/password-reset.service.ts';
import { toPublicUser } from '../auth/public-user.ts';
import { RateLimiter } from '../auth/rate-limiter.ts';
import { AppError, parseInput } from '../errors.ts';
import { clearSessionCookie, setSessionCookie } from '../plugins/session.plugin.ts';
import { siteOrigin } from '../seo/site-origin.ts';

/** Ten failed logins per IP and username in ten minutes, then 429 until the window ends. */
const LOGIN_FAILURES = { max: 10, windowMs: 10 * 60 * 1000 };
/** Five reset e-mails per IP and address in fifteen minutes. */
const RESET_REQUESTS = { max: 5, windowMs: 15 * 60 * 1000 };

/**
 * The REST adapters of spec section 7 for accounts: /api/user, /api/login, /api/admin/login,
 * /api/register, /api/logout, /api/forgot-password and /api/reset-password. Each parses with the shared contract
 * schema and calls the account services; no rule lives only here.
 */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const loginFailures = new RateLimiter('login-failures', LOGIN_FAILURES.max, LOGIN_FAILURES.windowMs);
  const resetRequests = new RateLimiter('reset-requests', RESET_REQUESTS.max, RESET_REQUESTS.windowMs);

  app.get('/api/user', async (request, reply) => {
    if (!request.user) return reply.code(401).send({ message: 'You are not signed in.' });
    return request.user;
  });

  /**
   * Signs in with a username and password, throttled per IP and username. With `adminOnly`, an
   * account without the admin role gets a 403 and no session.
   */
  async function signIn(request: FastifyRequest, reply: FastifyReply, adminOnly: boolean) {
    const input = parseInput(loginSchema, request.body);
    const key = `${request.ip}|${input.username.toLowerCase()}`;
    const em = app.orm.em.fork();
    const allowed = await loginFailures.check(em, key);
    if (!allowed.allowed) {
      throw new AppError(
        429,
        'Too many failed sign-in attempts. Please wait a few minutes and try again.',
        {},
        allowed.retryAfterSeconds,
      );
    }
    const user = await authenticate(em, input.username, input.password);
    if (!user) {
      await loginFailures.record(em, key);
      throw new AppError(401, 'Invalid username or password');
    }
    await loginFailures.reset(em, key);
    if (adminOnly && user.role !== 'admin') {
      throw new AppError(403, 'This account has no admin access. Sign in with an administrator account.');
    }
    const session = await app.lucia.createSession(user.id, {});
    setSessionCookie(reply, app.lucia, session, input.remember ?? true);
    return toPublicUser(user);
  }

  app.post('/api/login', (request, reply) => signIn(request, reply, false));

  /** The admin panel's sign-in: the same accounts, sessions and throttle, admins only. */
  app.post('/api/admin/login', (request, reply) => signIn(request, reply, true));

  app.post('/api/register', async (request, reply) => {
    const input = parseInput(registerSchema, request.body);
    const user = await registerUser(app.orm.em.fork(), input);
    const session = await app.lucia.createSession(user.id, {});
    setSessionCookie(reply, app.lucia, session);
    return reply.code(201).send(toPublicUser(user));
  });

  app.post('/api/logout', async (request, reply) => {
    if (request.session) await app.lucia.invalidateSession(request.session.id);
    clearSessionCookie(reply, app.lucia);
    return reply.code(204).send();
  });

  app.post('/api/forgot-password', async (request) => {
    const { email } = parseInput(forgotPasswordSchema, request.body);
    const key = `${request.ip}|${email}`;
    const em = app.orm.em.fork();
    const allowed = await resetRequests.consume(em, key);
    if (!allowed.allowed) {
      throw new AppError(
        429,
        'Too many reset requests for this address. Please wait a few minutes and try again.',
        {},
        allowed.retryAfterSeconds,
      );
    }
    const messages = await issueResetTokens(em, email, siteOrigin(request));
    // Sent after answering, so the answer takes as long whether or not the address has an account.
    for (const message of messages) {
      app.mailer.send(message).catch((error: unknown) => request.log.error({ err: error }, 'reset e-mail not sent'));
    }
    return { message: 'If an account uses that email address, a password reset link is on its way.' };
  });

  app.post('/api/reset-password', async (request) => {
    const input = parseInput(resetPasswordSchema, request.body);
    const userId = await consumeResetToken(app.orm.em.fork(), input.token, input.password);
    // A reset ends every session: whoever knew the old password is signed out everywhere.
    await app.lucia.invalidateUserSessions(userId);
    return { message: 'Your password has been updated. You can now sign in with it.' };
  });
}
