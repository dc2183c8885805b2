import { createFileRoute, redirect } from '@tanstack/react-router';
import { SettingsPage } from '../../features/account/settings/settings-page.tsx';
import { currentUserQuery } from '../../features/auth/current-user-query.ts';

export const Route = createFileRoute('/_public/dashboard_/settings')({
  beforeLoad: async ({ context }) => {
    const user = await context.queryClient.ensureQueryData(currentUserQuery);
    if (!user) throw redirect({ to: '/auth' });
  },
  component: SettingsPage,
});
