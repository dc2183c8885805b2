import { Outlet, createFileRoute } from '@tanstack/react-router';
import { AdminPending } from '../../features/admin/shell/admin-pending.tsx';
import { RoleGate } from '../../features/admin/shell/role-gate.tsx';

export const Route = createFileRoute('/admin/elementor')({
  // Full screen, outside the sidebar layout; the guard loads on demand like the panel's.
  beforeLoad: async (options) => (await import('../../features/admin/shell/require-admin.ts')).requireAdmin(options),
  pendingComponent: AdminPending,
  pendingMs: 0,
  component: () => (
    <RoleGate ability="allContent" title="Visual Page Builder" what="edit builder pages">
      <Outlet />
    </RoleGate>
  ),
});
