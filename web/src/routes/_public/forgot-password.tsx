import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '../../features/account/forgot-password-page.tsx';

export const Route = createFileRoute('/_public/forgot-password')({
  // A card with a form (an island): served as islands.
  staticData: { islands: true },
  component: ForgotPasswordPage,
});
