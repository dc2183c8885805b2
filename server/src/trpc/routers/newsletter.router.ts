import { newsletterSignupSchema, pagedListInputSchema, setMyNewsletterSchema, type MyNewsletterStatus } from '@app/contracts';
import { TRPCError } from '@trpc/server';
import type { EntityManager } from '@mikro-orm/postgresql';
import { accountRow } from '../../account/email-verification.service.ts';
import { AppError } from '../../errors.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import {
  listNewsletterSubscribers,
  newsletterStatusOf,
  setNewsletterSubscription,
  subscribeToNewsletter,
} from '../../newsletter/newsletter.service.ts';
import { limitNewsletterSignUps } from '../../newsletter/newsletter-rate-limit.ts';
import { newsletterLinkKey } from '../../newsletter/unsubscribe-link.ts';
import type { Context } from '../context.ts';
import { adminProcedure, protectedProcedure, publicProcedure, router } from '../trpc.ts';

/** What a sign-up hears on a server that cannot send e-mail (no app: a test calling the router directly). */
const NO_MAIL = 'This server cannot send e-mail.';

/** The app's mail settings, or a 500 on a server without them. */
function mailOf(ctx: Context): NonNullable<Context['mail']> {
  if (!ctx.mail) throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: NO_MAIL });
  return ctx.mail;
}

/** Sends a confirmation e-mail after the answer, logging a failure (the sign-up itself is stored). */
function sendLater(mail: NonNullable<Context['mail']>, message: MailMessage | null): void {
  if (!message) return;
  void mail.mailer.send(message).catch((error: unknown) => mail.log?.error({ err: error }, 'newsletter confirmation e-mail not sent'));
}

/** The signed-in account's e-mail address and whether it is verified; 400 when it has none. */
async function accountAddress(em: EntityManager, userId: number): Promise<{ email: string; verified: boolean }> {
  const account = await accountRow(em, userId);
  if (!account.email) throw new AppError(400, 'Add an e-mail address to your account first.');
  return { email: account.email, verified: account.email_verified_at !== null };
}

/** Where the account's address stands with the newsletter, as the settings section shows it. */
async function myStatus(em: EntityManager, email: string): Promise<MyNewsletterStatus> {
  const status = await newsletterStatusOf(em, email);
  return status.state === 'none'
    ? { email, state: 'none', since: null }
    : { email, state: status.state, since: status.since.toISOString() };
}

/** Newsletter sign-ups from the footer, the blog band and the account settings, and the subscriber list admins read. */
export const newsletterRouter = router({
  /**
   * Signs the address up, pending until it opens the e-mailed confirmation link (double opt-in). The answer
   * is the same, in content and in time, whether the address was new, pending or already confirmed; 429 when the address (or the
   * visitor's IP) signs up too often, which also bounds the confirmation e-mails one address receives. Each
   * call of a batch is counted.
   */
  subscribe: publicProcedure.input(newsletterSignupSchema).mutation(async ({ ctx, input }) => {
    await limitNewsletterSignUps(ctx.em, input.email, ctx.ip);
    const mail = mailOf(ctx);
    const message = await subscribeToNewsletter(ctx.em, input, mail.origin, await newsletterLinkKey(ctx.em, mail.linkKey));
    // Sent after the answer: a confirmed address (no e-mail) and a new one take the same time to answer.
    sendLater(mail, message);
    return { status: 'confirmation-sent' as const };
  }),

  /** One page of confirmed subscribers (50 a page), newest first, with the total (admins only). */
  list: adminProcedure.input(pagedListInputSchema).query(({ ctx, input }) => listNewsletterSubscribers(ctx.em, input.page)),

  /** The signed-in account's address and its newsletter state: not subscribed, waiting for confirmation, or subscribed. */
  mine: protectedProcedure.query(async ({ ctx }) => myStatus(ctx.em, (await accountAddress(ctx.em, ctx.user.id)).email)),

  /**
   * Subscribes or unsubscribes (at once) the signed-in account's address; 429 past the sign-up limits. A verified
   * address is subscribed at once; an unverified one is sent the confirmation e-mail (double opt-in), since the
   * account has not yet shown the address is its own.
   */
  setMine: protectedProcedure.input(setMyNewsletterSchema).mutation(async ({ ctx, input }) => {
    const { email, verified } = await accountAddress(ctx.em, ctx.user.id);
    const mail = mailOf(ctx);
    if (input.subscribed) await limitNewsletterSignUps(ctx.em, email, ctx.ip);
    const key = await newsletterLinkKey(ctx.em, mail.linkKey);
    sendLater(mail, await setNewsletterSubscription(ctx.em, email, input.subscribed, mail.origin, key, new Date(), verified));
    return myStatus(ctx.em, email);
  }),
});
