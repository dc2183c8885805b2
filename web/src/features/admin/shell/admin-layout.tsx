import { Outlet } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { UnreadMessagesBadge } from './unread-messages-badge.tsx';
import { AdminSidebar } from './admin-sidebar.tsx';

/**
 * The admin panel's frame: the sidebar beside the current admin screen; on screens narrower than 1024 px the sidebar
 * folds behind an 'Admin menu' button at the top (a disclosure: Escape closes it and focus returns to the button;
 * following a link closes it), so the screen's own content comes first.
 */
export function AdminLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);

  return (
    <div className="flex min-h-dvh flex-col bg-night text-slate-200 lg:flex-row">
      <a
        href="#admin-main"
        className="sr-only rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60]"
      >
        Skip to content
      </a>
      <aside
        className="border-b border-white/10 bg-night-800 lg:sticky lg:top-0 lg:h-dvh lg:w-64 lg:shrink-0 lg:overflow-y-auto lg:border-r lg:border-b-0"
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || !menuOpen) return;
          setMenuOpen(false);
          toggle.current?.focus();
        }}
      >
        <div className="flex items-center justify-between px-4 py-2 lg:hidden">
          <span className="text-sm font-semibold text-white">Admin Panel</span>
          <button
            ref={toggle}
            type="button"
            aria-expanded={menuOpen}
            aria-controls="admin-sidebar-nav"
            onClick={() => setMenuOpen(!menuOpen)}
            className="h-10 rounded-lg border border-white/10 px-3 text-sm text-slate-200 hover:bg-white/5"
          >
            Admin menu
          </button>
        </div>
        {/* A followed link closes the menu (the screen it opens comes first). */}
        <div
          id="admin-sidebar-nav"
          className={menuOpen ? 'block' : 'hidden lg:block'}
          onClick={(event) => {
            if (event.target instanceof Element && event.target.closest('a')) setMenuOpen(false);
          }}
        >
          <AdminSidebar messagesBadge={<UnreadMessagesBadge />} />
        </div>
      </aside>
      {/* Each admin screen renders its own <main>: the in-page editor's is the public page's own. */}
      <div id="admin-main" className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
