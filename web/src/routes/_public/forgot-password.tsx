import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '../../features/account/forgot-password-page.tsx';

export const Route = createFileRoute('/_public/forgot-password')({
  component: ForgotPasswordPage,
});
