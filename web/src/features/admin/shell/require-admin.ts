import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { isStaff } from '@app/contracts/roles';
import { currentUserQuery } from '../../auth/current-user-query.ts';

/**
 * Route guard for admin screens: anyone who is not signed in with a staff role (contributor up) is sent to /admin/login,
 * with the page they wanted kept in `redirect`. A convenience only: every admin operation is checked
 * again on the server, which is the authority.
 */
export async function requireAdmin({
  context,
  location,
}: {
  context: { queryClient: QueryClient };
  location: { href: string };
}): Promise<void> {
  const user = await context.queryClient.ensureQueryData(currentUserQuery);
  if (!isStaff(user?.role)) throw redirect({ to: '/admin/login', search: { redirect: location.href } });
}
