import { createFileRoute, redirect } from '@tanstack/react-router';
import { DashboardPage } from '../../features/account/dashboard-page.tsx';
import { currentUserQuery } from '../../features/auth/current-user-query.ts';

export const Route = createFileRoute('/_public/dashboard')({
  beforeLoad: async ({ context }) => {
    const user = await context.queryClient.ensureQueryData(currentUserQuery);
    if (!user) throw redirect({ to: '/auth' });
  },
  component: DashboardPage,
});
