import { createFileRoute } from '@tanstack/react-router';
import { RoleGate } from '../../../features/admin/shell/role-gate.tsx';
import { InboxPage } from '../../../features/admin/inbox/inbox-page.tsx';

export const Route = createFileRoute('/admin/_panel/messages')({
  component: () => (
    <RoleGate ability="manageSite" title="Messages" what="read the inbox or the newsletter subscribers">
      <InboxPage />
    </RoleGate>
  ),
});
