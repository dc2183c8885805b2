import { NEWSLETTER_LINKS, ONE_CLICK_UNSUBSCRIBE } from '@app/contracts';
import { useNewsletterProps } from '../../components/newsletter-props.ts';
import { buttonClass } from '../../components/ui/button-class.ts';
import { MessageCardPage } from '../../components/message-card-page.tsx';
import { NewsletterIsland } from '../../components/newsletter.island.tsx';

/** /newsletter/confirmed: where a confirmation link leads when it confirmed the subscription. */
export function NewsletterConfirmedPage() {
  return (
    <MessageCardPage title="Subscription confirmed">
      <p>Thank you: your address is on the newsletter list. Every issue has a link to unsubscribe at any time.</p>
      <a href="/blog" className={buttonClass({ size: 'md' })}>
        Read the blog
      </a>
    </MessageCardPage>
  );
}

/** /newsletter/link-expired: a confirmation link that expired (after 7 days) or was already used, with the form to sign up again. */
export function NewsletterLinkExpiredPage() {
  const props = useNewsletterProps('footer');
  return (
    <MessageCardPage title="This link has expired or was already used">
      <p>
        Confirmation links work once, for 7 days. If you have already confirmed, you are subscribed and need do nothing. Otherwise, sign up
        again and we will send you a new link.
      </p>
      <NewsletterIsland {...props} label="Email address to subscribe" />
    </MessageCardPage>
  );
}

/**
 * /newsletter/unsubscribe?token=…: the unsubscribe link's page. Opening it changes nothing (link scanners open
 * links); its button posts the one-click form (`List-Unsubscribe=One-Click`) to the same address, with or
 * without script.
 */
export function NewsletterUnsubscribePage({ token }: { token: string | undefined }) {
  if (!token) {
    return (
      <MessageCardPage title="Unsubscribe from the newsletter">
        <p>This unsubscribe link is incomplete. Please use the whole link from the newsletter e-mail.</p>
      </MessageCardPage>
    );
  }
  return (
    <MessageCardPage title="Unsubscribe from the newsletter">
      <p>
        Press the button to stop receiving the newsletter at the address this link was sent to. We will remove the address from our list.
      </p>
      <form method="post" action={`${NEWSLETTER_LINKS.unsubscribe}?token=${encodeURIComponent(token)}`}>
        <input type="hidden" name={ONE_CLICK_UNSUBSCRIBE.field} value={ONE_CLICK_UNSUBSCRIBE.value} />
        <button type="submit" className={buttonClass({ size: 'md' }, 'w-full')}>
          Unsubscribe
        </button>
      </form>
    </MessageCardPage>
  );
}

/** /newsletter/unsubscribed: where the unsubscribe button leads. */
export function NewsletterUnsubscribedPage() {
  return (
    <MessageCardPage title="You are unsubscribed">
      <p>
        This address is no longer on the newsletter list, and we will not e-mail it again. Changed your mind? The form at the foot of every
        page signs you up again.
      </p>
    </MessageCardPage>
  );
}
