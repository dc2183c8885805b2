import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPage } from '../../features/legal/privacy-page.tsx';

export const Route = createFileRoute('/_public/privacy')({
  component: PrivacyPage,
});
