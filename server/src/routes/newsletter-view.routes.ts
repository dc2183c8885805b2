import { NEWSLETTER_VIEW_PATH } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { newsletterWebCopy } from '../newsletter/newsletter-issue-report.ts';
import { exampleUnsubscribeLink } from '../newsletter/newsletter-issues.service.ts';
import { withUnsubscribeLink } from '../newsletter/issue-message.ts';
import { YOUTUBE_THUMBNAIL_ORIGIN } from '../newsletter/email-video.ts';
import { pathOf } from '../http/request-path.ts';
import { publicOrigin } from '../seo/site-origin.ts';

/** Cache-Control of a web copy: a sent newsletter never changes, but its key is a capability: no shared cache keeps it. */
const WEB_COPY_CACHE_CONTROL = 'private, max-age=3600';

/** `html` with a robots `noindex` meta in its head (or first, when it has no head). */
function withNoindexMeta(html: string): string {
  const meta = '<meta name="robots" content="noindex, nofollow">';
  const head = /<head[^>]*>/i.exec(html);
  return head ? `${html.slice(0, head.index + head[0].length)}${meta}${html.slice(head.index + head[0].length)}` : `${meta}${html}`;
}

/**
 * `GET /newsletter/view/:key`: the web copy of a sent newsletter (its e-mails' "View in browser"), the issue's HTML
 * as rendered once at the send, with the unsubscribe link pointing at the unsubscribe page without a token (the copy
 * is nobody's in particular). Never indexed (`X-Robots-Tag` and a robots meta), never sent in a Referer; an unknown key
 * is the site's not-found page (404).
 */
export async function newsletterViewRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { key: string } }>(`${NEWSLETTER_VIEW_PATH}/:key`, async (request, reply) => {
    reply.header('X-Robots-Tag', 'noindex, nofollow').header('Referrer-Policy', 'no-referrer');
    const key = request.params.key;
    const issue = /^[A-Za-z0-9_-]{1,64}$/.test(key) ? await newsletterWebCopy(app.orm.em.fork(), key) : null;
    if (!issue) {
      reply.header('Cache-Control', 'no-store');
      return app.servePage(request, reply, { path: pathOf(request.url), status: 404 });
    }
    const { html } = withUnsubscribeLink(issue, exampleUnsubscribeLink(publicOrigin(app)));
    // Its video cards show YouTube's thumbnails, as the e-mail does.
    reply.cspImageOrigins = [YOUTUBE_THUMBNAIL_ORIGIN];
    return reply.header('Cache-Control', WEB_COPY_CACHE_CONTROL).type('text/html; charset=utf-8').send(withNoindexMeta(html));
  });
}
