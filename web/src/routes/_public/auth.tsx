import { createFileRoute, redirect } from '@tanstack/react-router';
import { AuthPage } from '../../features/account/auth-page.tsx';
import { currentUserQuery } from '../../features/auth/current-user-query.ts';

export const Route = createFileRoute('/_public/auth')({
  // The pitch and the forms (an island): served as islands.
  staticData: { islands: true },
  // Which form shows: `?mode=sign-up` (the toggle is a link, so it works before the app has started).
  validateSearch: (search: Record<string, unknown>): { mode?: 'sign-up' } => (search.mode === 'sign-up' ? { mode: 'sign-up' } : {}),
  beforeLoad: async ({ context }) => {
    // A signed-in user has no business on the sign-in screen (docs/product.md §2).
    const user = await context.queryClient.ensureQueryData(currentUserQuery);
    if (user) throw redirect({ to: '/' });
  },
  component: AuthPage,
});
