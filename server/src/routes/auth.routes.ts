import {
  isStaff,
  ACCOUNT_DISABLED_MESSAGE,
  acceptInvitationSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordFormSchema,
  resetPasswordSchema,
  signUpFormSchema,
  type RegisterInput,
} from '@app/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { recordActivity } from '../activity/activity.service.ts';
import { startAccountSession } from '../account/account-sessions.service.ts';
import { startTrial } from '../account/trial.service.ts';
import { authenticate, recordSignIn, registerUser } from '../auth/account.service.ts';
import { addressMailFor } from '../account/email-verification.service.ts';
import { consumeResetToken, issueResetTokens } from '../auth/password-reset.service.ts';
import { toPublicUser } from '../auth/public-user.ts';
import { consumeLimits, RateLimiter } from '../auth/rate-limiter.ts';
import { AppError, parseInput } from '../errors.ts';
import { FORM_ROUTE, answerFormPost, formFields, isFormPost, redirectAfterPost, ticked } from '../forms/form-post.ts';
import { withNotice } from '@app/contracts/form-post';
import { clearSessionCookie, setSessionCookie } from '../plugins/session.plugin.ts';
import { siteOrigin } from '../seo/site-origin.ts';
import { acceptInvitation } from '../team/invitation.service.ts';
import { withMail } from '../mail/mail-in-transaction.ts';

/** What an address that has created too many accounts this hour is told. */
const TOO_MANY_SIGN_UPS = 'Too many accounts were created from your network in the last hour. Please try again later.';
/** Ten sign-in attempts per IP and username in ten minutes (successes given back), then 429 until the window ends. */
const LOGIN_ATTEMPTS = { max: 10, windowMs: 10 * 60 * 1000 };
/** Thirty sign-in attempts per IP across usernames in ten minutes (successes given back): one address cannot try many accounts. */
const LOGIN_ATTEMPTS_PER_ADDRESS = { max: 30, windowMs: 10 * 60 * 1000 };
/** New accounts per IP an hour (SIGN_UPS_PER_HOUR, default 20): room for an office behind one address, little for a script. */
const REGISTRATION_WINDOW_MS = 60 * 60 * 1000;
/** Five reset e-mails per IP and address in fifteen minutes. */
const RESET_REQUESTS = { max: 5, windowMs: 15 * 60 * 1000 };
/** Twenty reset requests per IP across addresses in fifteen minutes, so one sender cannot mail many inboxes. */
const RESET_REQUESTS_PER_ADDRESS = { max: 20, windowMs: 15 * 60 * 1000 };

const TOO_MANY_SIGN_INS = 'Too many failed sign-in attempts. Please wait a few minutes and try again.';

/**
 * The REST adapters of docs/product.md §7 for accounts: /api/user, /api/login, /api/admin/login,
 * /api/register, /api/logout, /api/forgot-password and /api/reset-password. Each parses with the shared contract
 * schema and calls the account services; no rule lives only here.
 */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const loginAttempts = new RateLimiter('login-attempts', LOGIN_ATTEMPTS.max, LOGIN_ATTEMPTS.windowMs);
  const loginAttemptsPerAddress = new RateLimiter('login-attempts-ip', LOGIN_ATTEMPTS_PER_ADDRESS.max, LOGIN_ATTEMPTS_PER_ADDRESS.windowMs);
  const registrations = new RateLimiter('registrations-ip', app.config.signUpsPerHour, REGISTRATION_WINDOW_MS);
  const resetRequests = new RateLimiter('reset-requests', RESET_REQUESTS.max, RESET_REQUESTS.windowMs);
  const resetRequestsPerAddress = new RateLimiter('reset-requests-ip', RESET_REQUESTS_PER_ADDRESS.max, RESET_REQUESTS_PER_ADDRESS.windowMs);
  // Reset e-mails are prepared after the answer; closing the app waits for those still running.
  const pendingResets = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pendingResets]);
  });

  app.get('/api/user', async (request, reply) => {
    if (!request.user) return reply.code(401).send({ message: 'You are not signed in.' });
    return request.user;
  });

  /**
   * Signs in with a username and password, throttled per IP and username and per IP. With `adminOnly`, an
   * account without the admin role gets a 403 and no session.
   */
  async function signIn(request: FastifyRequest, reply: FastifyReply, adminOnly: boolean, body: unknown = request.body) {
    const input = parseInput(loginSchema, body);
    const key = `${request.ip}|${input.username.toLowerCase()}`;
    const em = app.orm.em.fork();
    // Counted before the password is checked, atomically: of a burst sent at once, only the first ten
    // per username (and thirty per address) are checked at all, and a right guess among the rest is refused.
    await consumeLimits(
      em,
      [
        [loginAttempts, key],
        [loginAttemptsPerAddress, request.ip],
      ],
      TOO_MANY_SIGN_INS,
    );
    // The admin panel's sign-ins, and its refused ones with the name typed, go to the activity log.
    const refuse = async (status: 401 | 403, message: string, why: string) => {
      if (adminOnly) {
        const summary = `Failed sign-in to the admin panel as "${input.username}" (${why})`;
        await recordActivity(em, { id: null, username: input.username }, { kind: 'admin.sign-in-failed', summary });
      }
      return new AppError(status, message);
    };
    const user = await authenticate(em, input.username, input.password);
    if (!user) throw await refuse(401, 'Invalid username or password', 'wrong username or password');
    // A right password gives its attempt back (on both counters): people who sign in are never locked out
    // by their own sign-ins, while the failures of the window still count.
    await Promise.all([loginAttempts.release(em, key), loginAttemptsPerAddress.release(em, request.ip)]);
    if (user.disabledAt !== null) throw await refuse(403, ACCOUNT_DISABLED_MESSAGE, 'the account is disabled');
    if (adminOnly && !isStaff(user.role)) {
      throw await refuse(403, 'This account has no admin access. Sign in with an administrator account.', 'not an admin account');
    }
    await startSession(request, reply, user.id, input.remember ?? true);
    await recordSignIn(em, user.id);
    if (adminOnly) await recordActivity(em, user, { kind: 'admin.signed-in', summary: 'Signed in to the admin panel' });
    return toPublicUser(user);
  }

  /**
   * Signs the browser in as `userId`, replacing the session it already had, if any (one browser, one
   * session); a session that is not `persistent` gets a cookie that ends with the browser.
   */
  async function startSession(request: FastifyRequest, reply: FastifyReply, userId: number, persistent: boolean) {
    if (request.session) await app.lucia.invalidateSession(request.session.id);
    const origin = { userAgent: request.headers['user-agent'] ?? null, ip: request.ip };
    setSessionCookie(reply, app.lucia, await startAccountSession(app.orm.em.fork(), userId, persistent, origin));
  }

  app.post('/api/login', FORM_ROUTE, (request, reply) => {
    if (!isFormPost(request)) return signIn(request, reply, false);
    const fields = formFields(request);
    return answerFormPost(request, reply, {
      form: 'sign-in',
      page: '/auth',
      work: () => signIn(request, reply, false, { ...fields, remember: ticked(fields.remember) }),
      success: () => withNotice('/dashboard', 'signed-in'),
    });
  });

  /** The admin panel's sign-in: the same accounts, sessions and throttle, admins only. */
  app.post('/api/admin/login', (request, reply) => signIn(request, reply, true));

  /**
   * Accepts an e-mailed admin invitation: creates the admin account with the invited address, consumes
   * the link, and signs the browser in. Counted with sign-ups (new accounts per address).
   */
  app.post('/api/invitation', async (request, reply) => {
    const input = parseInput(acceptInvitationSchema, request.body);
    const em = app.orm.em.fork();
    await consumeLimits(em, [[registrations, request.ip]], TOO_MANY_SIGN_UPS);
    const user = await acceptInvitation(em, input);
    await startSession(request, reply, user.id, true);
    await recordSignIn(em, user.id);
    return reply.code(201).send(toPublicUser(user));
  });

  /**
   * Creates the account with its free trial and queues the e-mail that verifies its address (one transaction: none
   * of them without the others), then signs it in (one browser, one session). The account works meanwhile; the
   * dashboard offers to resend the link.
   */
  async function register(request: FastifyRequest, reply: FastifyReply, input: RegisterInput) {
    const em = app.orm.em.fork();
    await consumeLimits(em, [[registrations, request.ip]], TOO_MANY_SIGN_UPS);
    const origin = siteOrigin(request);
    const user = await withMail(em, app.mailQueue, async (tx, queueMail) => {
      const created = await registerUser(tx, input);
      await startTrial(tx, created.id, { plan: input.plan, billing: input.billing });
      const mail = await addressMailFor(tx, created, origin);
      if (mail) await queueMail(tx, mail);
      return created;
    });
    await startSession(request, reply, user.id, true);
    return toPublicUser(user);
  }

  app.post('/api/register', FORM_ROUTE, async (request, reply) => {
    if (!isFormPost(request)) return reply.code(201).send(await register(request, reply, parseInput(registerSchema, request.body)));
    const fields = formFields(request);
    return answerFormPost(request, reply, {
      form: 'sign-up',
      page: '/auth',
      // The whole sign-up form is checked, as the page checks it with script: the confirmation and the terms box too.
      work: async () => {
        const form = parseInput(signUpFormSchema, { ...fields, acceptTerms: ticked(fields.acceptTerms) });
        const { username, password, name, email, plan, billing } = form;
        return register(request, reply, { username, password, name, email, plan, billing });
      },
      // A new account lands on its dashboard, where its trial is.
      success: () => withNotice('/dashboard', 'registered'),
    });
  });

  app.post('/api/logout', FORM_ROUTE, async (request, reply) => {
    if (request.session) await app.lucia.invalidateSession(request.session.id);
    clearSessionCookie(reply, app.lucia);
    if (isFormPost(request)) return redirectAfterPost(reply, withNotice('/', 'signed-out'));
    return reply.code(204).send();
  });

  /** Counts the request and queues the reset e-mail after answering (if the address has an account). */
  async function requestReset(request: FastifyRequest, body: unknown) {
    const { email } = parseInput(forgotPasswordSchema, body);
    const em = app.orm.em.fork();
    await consumeLimits(
      em,
      // The address is lower-cased by the schema.
      [
        [resetRequests, `${request.ip}|${email}`],
        [resetRequestsPerAddress, request.ip],
      ],
      'Too many reset requests for this address. Please wait a few minutes and try again.',
    );
    // The account lookup, the token and the e-mail all happen after the answer, so a known address and an
    // unknown one are answered after exactly the same work (no timing tells them apart).
    const origin = siteOrigin(request);
    const pending = (async () => {
      try {
        // The tokens and their e-mails' jobs commit together: no link is stored that no e-mail carries, and no e-mail
        // is queued for a token that was not stored. The relay's state plays no part in this (the queue's worker delivers).
        await app.orm.em.fork().transactional(async (tx) => {
          for (const message of await issueResetTokens(tx, email, origin)) await app.mailQueue.enqueue(tx, message);
        });
        app.mailQueue.kick();
      } catch (error) {
        request.log.error({ err: error }, 'reset e-mail not queued');
      }
    })();
    pendingResets.add(pending);
    void pending.finally(() => pendingResets.delete(pending));
    return { message: 'If an account uses that email address, a password reset link is on its way.' };
  }

  app.post('/api/forgot-password', FORM_ROUTE, (request, reply) => {
    if (!isFormPost(request)) return requestReset(request, request.body);
    return answerFormPost(request, reply, {
      form: 'forgot-password',
      page: '/forgot-password',
      work: () => requestReset(request, formFields(request)),
      success: () => withNotice('/forgot-password', 'reset-sent'),
    });
  });

  /** Sets the new password with the link's token and ends every session of the account. */
  async function resetPassword(body: unknown) {
    const input = parseInput(resetPasswordSchema, body);
    const userId = await consumeResetToken(app.orm.em.fork(), input.token, input.password);
    // A reset ends every session: whoever knew the old password is signed out everywhere.
    await app.lucia.invalidateUserSessions(userId);
    return { message: 'Your password has been updated. You can now sign in with it.' };
  }

  app.post('/api/reset-password', FORM_ROUTE, (request, reply) => {
    if (!isFormPost(request)) return resetPassword(request.body);
    const fields = formFields(request);
    return answerFormPost(request, reply, {
      form: 'reset-password',
      // The page again with its token, so the person can correct the password and send it once more.
      page: `/reset-password?token=${encodeURIComponent(typeof fields.token === 'string' ? fields.token : '')}`,
      work: async () => {
        parseInput(resetPasswordFormSchema, fields);
        return resetPassword(fields);
      },
      success: () => withNotice('/auth', 'password-updated'),
    });
  });
}
