import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPage } from '../../features/legal/privacy-page.tsx';

export const Route = createFileRoute('/_public/privacy')({
  // Static text: served as islands, with no app script.
  staticData: { islands: true },
  component: PrivacyPage,
});
