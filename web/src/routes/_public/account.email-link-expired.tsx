import { createFileRoute } from '@tanstack/react-router';
import { EmailLinkExpiredPage } from '../../features/account/email-link-pages.tsx';

export const Route = createFileRoute('/_public/account/email-link-expired')({
  // Static text: served as islands, with no app script.
  staticData: { islands: true },
  component: EmailLinkExpiredPage,
});
