import { isStaff } from '@app/contracts';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { DashboardPage } from '../../features/account/dashboard-page.tsx';
import { currentUserQuery } from '../../features/auth/current-user-query.ts';

export const Route = createFileRoute('/_public/dashboard')({
  beforeLoad: async ({ context }) => {
    const user = await context.queryClient.ensureQueryData(currentUserQuery);
    if (!user) throw redirect({ to: '/auth' });
    return { user };
  },
  // The cards' data comes with the page (rendered on the server: no "Loading…" first, and readable without script;
  // their moments are written in UTC there, then in the reader's zone: LocalTime). A card whose call fails shows its
  // own error, so one failure does not hold the page.
  loader: async ({ context }) => {
    await Promise.allSettled([
      isStaff(context.user.role) ? undefined : context.trpc.trial.get.ensureData(),
      context.trpc.emailAddress.status.ensureData(),
      context.trpc.profile.events.ensureData(),
      context.trpc.support.list.prefetchInfinite({}),
    ]);
  },
  component: DashboardPage,
});
