import { createFileRoute } from '@tanstack/react-router';
import { TermsPage } from '../../features/legal/terms-page.tsx';

export const Route = createFileRoute('/_public/terms')({
  // Static text: served as islands, with no app script.
  staticData: { islands: true },
  component: TermsPage,
});
