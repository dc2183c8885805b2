import { createFileRoute, redirect } from '@tanstack/react-router';
import { AuthPage } from '../../features/account/auth-page.tsx';
import { currentUserQuery } from '../../features/auth/current-user-query.ts';

export const Route = createFileRoute('/_public/auth')({
  beforeLoad: async ({ context }) => {
    // Section 2: a signed-in user has no business on the sign-in screen.
    const user = await context.queryClient.ensureQueryData(currentUserQuery);
    if (user) throw redirect({ to: '/' });
  },
  component: AuthPage,
});
