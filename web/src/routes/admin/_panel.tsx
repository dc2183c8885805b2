import { createFileRoute } from '@tanstack/react-router';
import { AdminLayout } from '../../features/admin/shell/admin-layout.tsx';
import { AdminPending } from '../../features/admin/shell/admin-pending.tsx';

export const Route = createFileRoute('/admin/_panel')({
  // Loaded on demand, so the guard adds nothing to the public pages' first-load JavaScript.
  beforeLoad: async (options) => (await import('../../features/admin/shell/require-admin.ts')).requireAdmin(options),
  pendingComponent: AdminPending,
  pendingMs: 0,
  component: AdminLayout,
});
