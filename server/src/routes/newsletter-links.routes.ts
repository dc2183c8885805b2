import { NEWSLETTER_LINKS, NEWSLETTER_PAGES, ONE_CLICK_UNSUBSCRIBE } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { FORM_ROUTE, isFormPost, redirectAfterPost } from '../forms/form-post.ts';
import { isOneClickBody } from '../newsletter/one-click-body.ts';
import { confirmationLinkWorks, confirmNewsletterSubscription, unsubscribeFromNewsletter } from '../newsletter/newsletter.service.ts';
import { newsletterLinkKey } from '../newsletter/unsubscribe-link.ts';

/** The `token` of a link's query, or '' when it has none. */
function linkToken(request: FastifyRequest): string {
  const token = (request.query as Record<string, unknown> | undefined)?.token;
  return typeof token === 'string' ? token : '';
}

/**
 * The newsletter's e-mailed links, without JavaScript or a session:
 * - `GET /newsletter/confirm?token=…` confirms a pending sign-up once and leads (303) to the page saying so,
 *   or to the one saying the link expired or was used (with a form to sign up again); a HEAD answers alike and
 *   confirms nothing;
 * - `GET /newsletter/unsubscribe?token=…` shows the unsubscribe page and its button (a GET never unsubscribes:
 *   link scanners follow links);
 * - `POST /newsletter/unsubscribe?token=…` with `List-Unsubscribe=One-Click` unsubscribes at once: a mail
 *   provider's one-click (no Origin, no cookie; the origin check lets exactly this through) is answered 200, the
 *   page's button (a browser navigation) is led to the "unsubscribed" page. An unknown token gets the same
 *   answer: the address is not on the list either way.
 * The tokens are in the query as `token`, which the log redacts (url-secrets.ts) and no cache keeps.
 */
export async function newsletterLinksRoutes(app: FastifyInstance): Promise<void> {
  app.get(NEWSLETTER_LINKS.confirm, { exposeHeadRoute: false }, async (request, reply) => {
    const token = linkToken(request);
    const confirmed = token !== '' && (await confirmNewsletterSubscription(app.orm.em.fork(), token));
    return redirectAfterPost(reply, confirmed ? NEWSLETTER_PAGES.confirmed : NEWSLETTER_PAGES.linkExpired);
  });
  // A HEAD (a link checker) is answered as the GET would be, without using the link up.
  app.head(NEWSLETTER_LINKS.confirm, async (request, reply) => {
    const token = linkToken(request);
    const works = token !== '' && (await confirmationLinkWorks(app.orm.em.fork(), token));
    // The GET's body is empty: its length, as Fastify's own HEAD routes say it.
    reply.header('Content-Length', '0');
    return redirectAfterPost(reply, works ? NEWSLETTER_PAGES.confirmed : NEWSLETTER_PAGES.linkExpired);
  });

  app.get(NEWSLETTER_LINKS.unsubscribe, (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return app.servePage(request, reply, { path: NEWSLETTER_LINKS.unsubscribe });
  });

  app.post(NEWSLETTER_LINKS.unsubscribe, FORM_ROUTE, async (request, reply) => {
    if (!isFormPost(request) || !isOneClickBody(request.body)) {
      throw new AppError(400, `Unsubscribe by posting ${ONE_CLICK_UNSUBSCRIBE.field}=${ONE_CLICK_UNSUBSCRIBE.value} as a form.`);
    }
    const token = linkToken(request);
    if (token !== '') {
      const em = app.orm.em.fork();
      await unsubscribeFromNewsletter(em, token, await newsletterLinkKey(em, app.config.newsletterLinkKey));
    }
    if (request.headers['sec-fetch-mode'] === 'navigate') return redirectAfterPost(reply, NEWSLETTER_PAGES.unsubscribed);
    return reply.code(200).header('Cache-Control', 'no-store').send({ message: 'This address is no longer on the newsletter list.' });
  });
}
