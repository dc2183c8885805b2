import { EDITABLE_PAGES } from '@app/contracts/editable-pages';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../../components/ui/icon.tsx';
import { Logo } from '../../../components/ui/logo.tsx';
import { may } from '@app/contracts/roles';
import { useAdminLogout } from './use-admin-logout.ts';
import { useRole } from '../../auth/use-role.ts';
import { ReviewCountBadge } from './notices/review-count-badge.tsx';

const itemClass =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm text-slate-300 transition-colors hover:bg-white/5 hover:text-white';
const activeClass = 'bg-primary/15 text-white';

function SidebarGroup({ title, children }: { title: string; children: ReactNode }) {
  const id = `admin-nav-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="grid gap-1">
      <h3 id={id} className="px-3 pb-1 text-xs font-semibold tracking-wider text-slate-400 uppercase">
        {title}
      </h3>
      <ul className="grid gap-0.5">{children}</ul>
    </section>
  );
}

function SidebarLink({
  to,
  search,
  icon,
  children,
  exact,
}: {
  to: string;
  search?: Record<string, string>;
  icon: IconName;
  children: ReactNode;
  exact?: boolean;
}) {
  return (
    <li>
      <Link
        to={to}
        search={search}
        className={itemClass}
        activeProps={{ className: activeClass, 'aria-current': 'page' }}
        activeOptions={{ exact: exact ?? false, includeSearch: Boolean(search) }}
      >
        <Icon name={icon} className="size-4 shrink-0" />
        <span className="min-w-0 flex-1">{children}</span>
      </Link>
    </li>
  );
}

/**
 * The admin sidebar (docs/product.md §2): 'Admin Panel', then what the signed-in role may use: the seven Website
 * Pages and Advanced Editing (Visual Page Builder, Image Uploader) for editors and up, Posts (the blog manager) for
 * every role that writes, Media (the media library) for those who may upload, Newsletters (the sends and their reports) and Redirects (the 404s and the redirect rules) and Analytics (visitors and page views) and Site search (what visitors search the blog for) for editors and up, Messages, Team and Activity for
 * administrators and the owner; Profile and Logout for everyone. `messagesBadge` shows beside Messages; editors and up
 * see "Posts in review" with the live count of posts waiting (one notices stream per browser:
 * notices/admin-notices-store.ts).
 */
export function AdminSidebar({ messagesBadge }: { messagesBadge?: ReactNode }) {
  const logout = useAdminLogout();
  const role = useRole();
  const content = may(role, 'allContent');
  const manage = may(role, 'manageSite');
  return (
    <nav aria-label="Admin" className="flex h-full flex-col gap-6 p-4">
      <div className="flex items-center gap-3 px-3 pt-2">
        <Logo />
      </div>
      <h2 className="px-3 text-lg font-semibold text-white">Admin Panel</h2>
      {content ? (
        <>
          <SidebarGroup title="Website Pages">
            {EDITABLE_PAGES.map((page) => (
              <SidebarLink key={page.slug} to="/admin/dashboard" search={{ page: page.slug }} icon="grid">
                {page.name}
                <span className="block truncate text-xs text-slate-400">{page.path}</span>
              </SidebarLink>
            ))}
          </SidebarGroup>
          <SidebarGroup title="Advanced Editing">
            <SidebarLink to="/admin/elementor" icon="sparkles">
              Visual Page Builder
            </SidebarLink>
            <SidebarLink to="/admin/image-uploader" icon="tag">
              Image Uploader
            </SidebarLink>
          </SidebarGroup>
        </>
      ) : null}
      <ul className="grid gap-0.5">
        {may(role, 'posts') ? (
          <SidebarLink to="/admin/dashboard" search={{ page: 'blog', blog: '1' }} icon="book">
            Posts
          </SidebarLink>
        ) : null}
        {content ? (
          <SidebarLink to="/admin/dashboard" search={{ page: 'blog', blog: '1', status: 'in_review' }} icon="clock">
            <span className="flex items-center justify-between gap-2">
              Posts in review
              <ReviewCountBadge />
            </span>
          </SidebarLink>
        ) : null}
        {may(role, 'uploadMedia') ? (
          <SidebarLink to="/admin/media" icon="tag">
            Media
          </SidebarLink>
        ) : null}
        {may(role, 'sendNewsletters') ? (
          <SidebarLink to="/admin/newsletters" icon="mail">
            Newsletters
          </SidebarLink>
        ) : null}
        {may(role, 'manageRedirects') ? (
          <SidebarLink to="/admin/redirects" icon="arrow-right">
            Redirects
          </SidebarLink>
        ) : null}
        {may(role, 'readAnalytics') ? (
          <SidebarLink to="/admin/analytics" icon="chart">
            Analytics
          </SidebarLink>
        ) : null}
        {may(role, 'readSiteSearch') ? (
          <SidebarLink to="/admin/site-search" icon="search">
            Site search
          </SidebarLink>
        ) : null}
        {manage ? (
          <>
            <SidebarLink to="/admin/messages" icon="mail">
              <span className="flex items-center justify-between gap-2">
                Messages
                {messagesBadge}
              </span>
            </SidebarLink>
            <SidebarLink to="/admin/team" icon="user">
              Team
            </SidebarLink>
          </>
        ) : null}
        <SidebarLink to="/admin/profile" icon="key">
          Profile
        </SidebarLink>
        {manage ? (
          <>
            <SidebarLink to="/admin/activity" icon="clock">
              Activity
            </SidebarLink>
            <SidebarLink to="/admin/content-transfer" icon="book">
              Export and import
            </SidebarLink>
          </>
        ) : null}
        <li>
          <button type="button" className={itemClass} onClick={() => logout.mutate()} disabled={logout.isPending}>
            <Icon name="log-out" className="size-4 shrink-0" />
            Logout
          </button>
        </li>
      </ul>
    </nav>
  );
}
