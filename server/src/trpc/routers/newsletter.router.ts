import { newsletterSignupSchema, pagedListInputSchema, setMyNewsletterSchema, type MyNewsletterStatus } from '@app/contracts';
import { TRPCError } from '@trpc/server';
import type { EntityManager } from '@mikro-orm/postgresql';
import { accountRow } from '../../account/email-verification.service.ts';
import { AppError } from '../../errors.ts';
import { withMail } from '../../mail/mail-in-transaction.ts';
import {
  listNewsletterSubscribers,
  newsletterStatusOf,
  type NewsletterAccount,
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

/** The signed-in account's id, e-mail address and whether it confirmed it; 400 when it has none. */
async function accountAddress(em: EntityManager, userId: number): Promise<NewsletterAccount> {
  const account = await accountRow(em, userId);
  if (!account.email) throw new AppError(400, 'Add an e-mail address to your account first.');
  return { id: userId, email: account.email, emailVerified: account.email_verified_at !== null };
}

/** Where the account stands with the newsletter at its address, as the settings section shows it. */
async function myStatus(em: EntityManager, account: NewsletterAccount): Promise<MyNewsletterStatus> {
  const { email } = account;
  const status = await newsletterStatusOf(em, account);
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
    const key = await newsletterLinkKey(ctx.em, mail.linkKey);
    // The sign-up and its confirmation e-mail's job commit together (both or neither); the worker sends it after the
    // answer, so a confirmed address (no e-mail) and a new one take about the same time to answer (one insert apart).
    await withMail(ctx.em, mail.queue, async (tx, queueMail) => {
      const message = await subscribeToNewsletter(tx, input, mail.origin, key);
      if (message) await queueMail(tx, message);
    });
    return { status: 'confirmation-sent' as const };
  }),

  /** One page of confirmed subscribers (50 a page), newest first, with the total (admins only). */
  list: adminProcedure.input(pagedListInputSchema).query(({ ctx, input }) => listNewsletterSubscribers(ctx.em, input.page)),

  /**
   * The signed-in account's address and its newsletter state: not subscribed, waiting for confirmation, or subscribed.
   * Only a subscription that is the account's own counts (newsletterStatusOf): at an address it only claims, someone
   * else's subscription reads as 'none'.
   */
  mine: protectedProcedure.query(async ({ ctx }) => myStatus(ctx.em, await accountAddress(ctx.em, ctx.user.id))),

  /**
   * Subscribes or unsubscribes (at once) the signed-in account's address; 429 past the sign-up limits. A verified
   * address is subscribed at once; an unverified one is sent the confirmation e-mail (double opt-in), since the
   * account has not yet shown the address is its own. Unsubscribing removes only the account's own subscription and
   * answers its own state ('none'), whoever else is subscribed at the address: a refusal would tell an account that
   * only claims an address that its holder is subscribed.
   */
  setMine: protectedProcedure.input(setMyNewsletterSchema).mutation(async ({ ctx, input }) => {
    const account = await accountAddress(ctx.em, ctx.user.id);
    const mail = mailOf(ctx);
    if (input.subscribed) await limitNewsletterSignUps(ctx.em, account.email, ctx.ip);
    const key = await newsletterLinkKey(ctx.em, mail.linkKey);
    await withMail(ctx.em, mail.queue, async (tx, queueMail) => {
      const message = await setNewsletterSubscription(tx, account, input.subscribed, mail.origin, key);
      if (message) await queueMail(tx, message);
    });
    return myStatus(ctx.em, account);
  }),
});
