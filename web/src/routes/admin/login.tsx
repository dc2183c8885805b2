import { isStaff } from '@app/contracts/roles';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { AdminLoginPage } from '../../features/admin/login/admin-login-page.tsx';
import { currentUserQuery } from '../../features/auth/current-user-query.ts';

export const Route = createFileRoute('/admin/login')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  beforeLoad: async ({ context }) => {
    // An admin who is already signed in goes straight to the panel. Asked afresh, not from the cache: someone
    // sent here because their session or rights ended must not be bounced back by what was true before.
    const user = await context.queryClient.fetchQuery({ ...currentUserQuery, staleTime: 0 });
    if (isStaff(user?.role)) throw redirect({ to: '/admin/dashboard' });
  },
  component: function AdminLoginRoute() {
    return <AdminLoginPage redirect={Route.useSearch().redirect} />;
  },
});
