import { createFileRoute } from '@tanstack/react-router';
import { EmailVerifiedPage } from '../../features/account/email-link-pages.tsx';

export const Route = createFileRoute('/_public/account/email-verified')({
  // Static text: served as islands, with no app script.
  staticData: { islands: true },
  component: EmailVerifiedPage,
});
