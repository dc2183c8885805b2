import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../../features/account/reset-password-page.tsx';

export const Route = createFileRoute('/_public/reset-password')({
  // A card with a form (an island): served as islands.
  staticData: { islands: true },
  // A plain check rather than a zod schema: route options ship in the first-load bundle.
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({
    token: typeof search.token === 'string' ? search.token : undefined,
  }),
  component: ResetPasswordPage,
});
