import { NEWSLETTER_LINKS, ONE_CLICK_UNSUBSCRIBE } from '@app/contracts';
import type { ReactNode } from 'react';
import { useNewsletterProps } from '../../components/newsletter-props.ts';
import { buttonClass } from '../../components/ui/button-class.ts';
import { Card } from '../../components/ui/card.tsx';
import { NewsletterIsland } from '../../islands/newsletter.island.tsx';

/** The frame of the newsletter's pages: one centred card with a heading and what follows it. */
function NewsletterCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main id="main" className="flex flex-1 items-center justify-center px-4 py-12 sm:py-20">
      <Card className="w-full max-w-md">
        <h1 className="text-2xl font-bold text-white">{title}</h1>
        <div className="mt-4 grid gap-4 text-slate-300">{children}</div>
      </Card>
    </main>
  );
}

/** /newsletter/confirmed: where a confirmation link leads when it confirmed the subscription. */
export function NewsletterConfirmedPage() {
  return (
    <NewsletterCard title="Subscription confirmed">
      <p>Thank you: your address is on the newsletter list. Every issue has a link to unsubscribe at any time.</p>
      <a href="/blog" className={buttonClass({ size: 'md' })}>
        Read the blog
      </a>
    </NewsletterCard>
  );
}

/** /newsletter/link-expired: a confirmation link that expired (after 7 days) or was already used, with the form to sign up again. */
export function NewsletterLinkExpiredPage() {
  const props = useNewsletterProps('footer');
  return (
    <NewsletterCard title="This link has expired or was already used">
      <p>
        Confirmation links work once, for 7 days. If you have already confirmed, you are subscribed and need do nothing. Otherwise, sign up
        again and we will send you a new link.
      </p>
      <NewsletterIsland {...props} label="Email address to subscribe" />
    </NewsletterCard>
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
      <NewsletterCard title="Unsubscribe from the newsletter">
        <p>This unsubscribe link is incomplete. Please use the whole link from the newsletter e-mail.</p>
      </NewsletterCard>
    );
  }
  return (
    <NewsletterCard title="Unsubscribe from the newsletter">
      <p>
        Press the button to stop receiving the newsletter at the address this link was sent to. We will remove the address from our list.
      </p>
      <form method="post" action={`${NEWSLETTER_LINKS.unsubscribe}?token=${encodeURIComponent(token)}`}>
        <input type="hidden" name={ONE_CLICK_UNSUBSCRIBE.field} value={ONE_CLICK_UNSUBSCRIBE.value} />
        <button type="submit" className={buttonClass({ size: 'md' }, 'w-full')}>
          Unsubscribe
        </button>
      </form>
    </NewsletterCard>
  );
}

/** /newsletter/unsubscribed: where the unsubscribe button leads. */
export function NewsletterUnsubscribedPage() {
  return (
    <NewsletterCard title="You are unsubscribed">
      <p>
        This address is no longer on the newsletter list, and we will not e-mail it again. Changed your mind? The form at the foot of every
        page signs you up again.
      </p>
    </NewsletterCard>
  );
}
