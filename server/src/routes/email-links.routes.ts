import { EMAIL_LINKS, EMAIL_PAGES } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { confirmEmailChange } from '../account/email-change.service.ts';
import { emailTokenWorks, type EmailTokenPurpose } from '../account/email-tokens.ts';
import { verifyEmailAddress } from '../account/email-verification.service.ts';
import { redirectAfterPost } from '../forms/form-post.ts';
import { withMail } from '../mail/mail-in-transaction.ts';

/** The `token` of a link's query, or '' when it has none. */
function linkToken(request: FastifyRequest): string {
  const token = (request.query as Record<string, unknown> | undefined)?.token;
  return typeof token === 'string' ? token : '';
}

/**
 * The account e-mails' links, without JavaScript or a session, as the newsletter's confirmation link works:
 * - `GET /account/verify-email?token=…` verifies the address once and leads (303) to the page saying so, to
 *   the one saying the link expired or was used (and what to do), or to the one saying another account confirmed
 *   the address first;
 * - `GET /account/confirm-email?token=…` makes the new address the account's, once, and leads to the page saying
 *   so; to the "expired" page, or to the one saying the address belongs to another account (nothing changed);
 *   the old address is e-mailed that the change was made.
 * A HEAD (a link checker) is answered as the GET would be, and uses nothing up. The token is in the query as
 * `token`, which the log redacts and no cache keeps.
 */
export async function emailLinksRoutes(app: FastifyInstance): Promise<void> {
  /** Answers a HEAD of the link for `purpose` with the GET's redirect, without using it. */
  const headOf = (purpose: EmailTokenPurpose, works: string) =>
    app.head(purpose === 'verify' ? EMAIL_LINKS.verify : EMAIL_LINKS.confirmChange, async (request, reply) => {
      const token = linkToken(request);
      const ok = token !== '' && (await emailTokenWorks(app.orm.em.fork(), purpose, token, new Date()));
      reply.header('Content-Length', '0');
      return redirectAfterPost(reply, ok ? works : EMAIL_PAGES.linkExpired);
    });

  app.get(EMAIL_LINKS.verify, { exposeHeadRoute: false }, async (request, reply) => {
    const token = linkToken(request);
    const outcome = token === '' ? 'expired' : await verifyEmailAddress(app.orm.em.fork(), token);
    return redirectAfterPost(
      reply,
      { verified: EMAIL_PAGES.verified, expired: EMAIL_PAGES.linkExpired, taken: EMAIL_PAGES.addressTaken }[outcome],
    );
  });
  headOf('verify', EMAIL_PAGES.verified);

  app.get(EMAIL_LINKS.confirmChange, { exposeHeadRoute: false }, async (request, reply) => {
    const token = linkToken(request);
    if (token === '') return redirectAfterPost(reply, EMAIL_PAGES.linkExpired);
    // The change and its notice to the old address commit together (both or neither).
    const result = await withMail(app.orm.em.fork(), app.mailQueue, async (tx, queueMail) => {
      const outcome = await confirmEmailChange(tx, token);
      if (outcome.outcome === 'changed' && outcome.notice) await queueMail(tx, outcome.notice);
      return outcome;
    });
    const page = { changed: EMAIL_PAGES.changed, expired: EMAIL_PAGES.linkExpired, taken: EMAIL_PAGES.addressTaken }[result.outcome];
    return redirectAfterPost(reply, page);
  });
  headOf('change', EMAIL_PAGES.changed);
}
