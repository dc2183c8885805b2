import { createFileRoute, redirect } from '@tanstack/react-router';
import { AdminLoginPage } from '../../features/admin/login/admin-login-page.tsx';
import { currentUserQuery } from '../../features/auth/current-user-query.ts';

export const Route = createFileRoute('/admin/login')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  beforeLoad: async ({ context }) => {
    // An admin who is already signed in goes straight to the panel.
    const user = await context.queryClient.ensureQueryData(currentUserQuery);
    if (user?.role === 'admin') throw redirect({ to: '/admin/dashboard' });
  },
  component: function AdminLoginRoute() {
    return <AdminLoginPage redirect={Route.useSearch().redirect} />;
  },
});
