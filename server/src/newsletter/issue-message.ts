// A sent newsletter's e-mail for one recipient: the issue's rendered HTML and text (kept once per send, with the
// unsubscribe placeholder) with that recipient's own unsubscribe link put in, and the one-click headers.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { MailMessage } from '../mail/mailer.ts';
import type { NewsletterDelivery } from '../mail/mail-jobs.ts';
import { escapeHtml } from '../html/escape-html.ts';
import { unsubscribeHeaders } from './newsletter-mail.ts';
import { UNSUBSCRIBE_URL_PLACEHOLDER } from './post-email.ts';
import { newsletterLinkKey, unsubscribeLinkFor } from './unsubscribe-link.ts';

/** A rendered newsletter: its subject, and its HTML and text holding `UNSUBSCRIBE_URL_PLACEHOLDER`. */
export interface RenderedIssue {
  subject: string;
  html: string;
  text: string;
}

/** `rendered` with `link` in place of the unsubscribe placeholder (escaped for HTML in the HTML part). */
export function withUnsubscribeLink(rendered: RenderedIssue, link: string): { html: string; text: string } {
  return {
    html: rendered.html.replaceAll(UNSUBSCRIBE_URL_PLACEHOLDER, escapeHtml(link)),
    text: rendered.text.replaceAll(UNSUBSCRIBE_URL_PLACEHOLDER, link),
  };
}

/** The e-mail of `rendered` to `to`, whose unsubscribe link is `link`, with the List-Unsubscribe headers. */
export function issueMessage(rendered: RenderedIssue, to: string, link: string): MailMessage {
  return { to, subject: rendered.subject, ...withUnsubscribeLink(rendered, link), headers: unsubscribeHeaders(link) };
}

/**
 * The mail worker's builder of newsletter deliveries: each recipient's message from its issue, with the link derived
 * from its subscription (`unsubscribeLinkFor`, the same as in every other newsletter e-mail) on `origin()` (the site's
 * public origin, read when the delivery is built). The link key is read once.
 */
export function newsletterComposer(
  em: EntityManager,
  configuredKey: string | undefined,
  origin: () => string,
): (delivery: NewsletterDelivery) => Promise<MailMessage> {
  let key: Promise<Buffer> | undefined;
  return async (delivery) => {
    key ??= newsletterLinkKey(em.fork(), configuredKey).catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    const link = unsubscribeLinkFor(await key, { id: delivery.subscriptionId, email: delivery.to }, origin());
    return issueMessage(delivery, delivery.to, link);
  };
}
