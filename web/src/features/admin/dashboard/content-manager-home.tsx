import { EDITABLE_PAGES } from '@app/contracts/editable-pages';
import { Link } from '@tanstack/react-router';
import { Icon } from '../../../components/ui/icon.tsx';
import { AdminPageHeader } from '../shared/admin-page-header.tsx';
import { SeoOverview } from './seo-overview.tsx';

/**
 * The content manager with no page selected (docs/product.md §2): 'Website Content Manager', a card per page, and the
 * SEO overview of every page and post.
 */
export function ContentManagerHome() {
  return (
    <main>
      <AdminPageHeader
        title="Website Content Manager"
        description="Select a page from the sidebar to edit its content. Your edits stay a draft in this browser until you press Save Changes; then they are live on the public site at once."
      />
      <ul className="grid grid-cols-1 gap-4 p-4 sm:grid-cols-2 sm:p-6 xl:grid-cols-3">
        {EDITABLE_PAGES.map((page) => (
          <li key={page.slug}>
            <Link
              to="/admin/dashboard"
              search={{ page: page.slug }}
              className="group flex h-full flex-col gap-2 rounded-2xl border border-white/10 bg-night-800 p-5 transition-colors hover:border-primary-soft/60 hover:bg-night-700"
            >
              <span className="flex items-center justify-between gap-3">
                <span className="text-base font-semibold text-white">{page.name}</span>
                <Icon
                  name="arrow-right"
                  className="size-4 text-slate-500 transition-transform group-hover:translate-x-0.5 group-hover:text-primary-soft"
                />
              </span>
              <span className="font-mono text-xs text-slate-400">{page.path}</span>
              <span className="mt-auto pt-2 text-sm text-primary-soft">Edit content and SEO</span>
            </Link>
          </li>
        ))}
      </ul>
      <SeoOverview />
    </main>
  );
}
