import { createFileRoute } from '@tanstack/react-router';
import { EmailChangedPage } from '../../features/account/email-link-pages.tsx';

export const Route = createFileRoute('/_public/account/email-changed')({
  // Static text: served as islands, with no app script.
  staticData: { islands: true },
  component: EmailChangedPage,
});
