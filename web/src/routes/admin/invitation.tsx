import { createFileRoute } from '@tanstack/react-router';
import { AcceptInvitationPage } from '../../features/admin/invitation/accept-invitation-page.tsx';

export const Route = createFileRoute('/admin/invitation')({
  validateSearch: (search: Record<string, unknown>): { token: string } => ({ token: typeof search.token === 'string' ? search.token : '' }),
  component: function AdminInvitationRoute() {
    return <AcceptInvitationPage token={Route.useSearch().token} />;
  },
});
