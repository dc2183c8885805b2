import { EMAIL_CHANGE_HOURS, EMAIL_VERIFY_DAYS } from '@app/contracts';
import type { ReactNode } from 'react';
import { buttonClass } from '../../components/ui/button-class.ts';
import { MessageCardPage } from '../../components/message-card-page.tsx';

/** A link to the dashboard (the sign-in page when signed out leads there too), styled as a button. */
function DashboardLink({ children }: { children: ReactNode }) {
  return (
    <a href="/dashboard" className={buttonClass({ size: 'md' })}>
      {children}
    </a>
  );
}

/** /account/email-verified: where a verification link leads once it verified the address. */
export function EmailVerifiedPage() {
  return (
    <MessageCardPage title="Your e-mail address is verified">
      <p>Thank you: the address is confirmed as your account&apos;s.</p>
      <DashboardLink>Go to your dashboard</DashboardLink>
    </MessageCardPage>
  );
}

/** /account/email-changed: where a new address's confirmation link leads once the account's address changed. */
export function EmailChangedPage() {
  return (
    <MessageCardPage title="Your e-mail address has been changed">
      <p>Your account now uses this address, and it counts as verified. We told your previous address about the change.</p>
      <DashboardLink>Go to your dashboard</DashboardLink>
    </MessageCardPage>
  );
}

/** /account/email-link-expired: a link that is unknown, already used or expired, and what to do. */
export function EmailLinkExpiredPage() {
  return (
    <MessageCardPage title="This link has expired or was already used">
      <p>
        A verification link works once, for {EMAIL_VERIFY_DAYS} days; a new address&apos;s confirmation link works once, for{' '}
        {EMAIL_CHANGE_HOURS} hours. A newer link replaces an older one.
      </p>
      <p>
        If your address is still shown as not verified, sign in and press &ldquo;Resend link&rdquo; on your dashboard. To change your
        address, ask again in your account settings.
      </p>
      <DashboardLink>Go to your dashboard</DashboardLink>
    </MessageCardPage>
  );
}

/**
 * /account/email-taken: a verification or a change's confirmation opened for an address that another account has
 * already confirmed as its own; nothing changed.
 */
export function EmailTakenPage() {
  return (
    <MessageCardPage title="This address belongs to another account">
      <p>
        Another account has already confirmed this e-mail address as its own, so it was not confirmed for yours: nothing changed on your
        account. Choose another address in your account settings.
      </p>
      <DashboardLink>Go to your dashboard</DashboardLink>
    </MessageCardPage>
  );
}
