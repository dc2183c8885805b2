import { Outlet } from '@tanstack/react-router';
import { UnreadMessagesBadge } from './unread-messages-badge.tsx';
import { AdminSidebar } from './admin-sidebar.tsx';

/** The admin panel's frame: the sidebar beside (or, on narrow screens, above) the current admin screen. */
export function AdminLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-night text-slate-200 lg:flex-row">
      <a
        href="#admin-main"
        className="sr-only rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60]"
      >
        Skip to content
      </a>
      <aside className="border-b border-white/10 bg-night-800 lg:sticky lg:top-0 lg:h-dvh lg:w-64 lg:shrink-0 lg:overflow-y-auto lg:border-r lg:border-b-0">
        <AdminSidebar messagesBadge={<UnreadMessagesBadge />} />
      </aside>
      {/* Each admin screen renders its own <main>: the in-page editor's is the public page's own. */}
      <div id="admin-main" className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
