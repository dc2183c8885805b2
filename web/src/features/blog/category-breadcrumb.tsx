import type { BlogCategoryParent } from '@app/contracts/blog-listing';
import { blogListingHref } from '@app/contracts/blog-listing-address';

const step = 'text-slate-400 transition-colors hover:text-white';

/**
 * Where a child category sits (a WordPress export's hierarchy): Blog › its parents, outermost first › the category,
 * each parent a link to its page when the blog has one. Shown on a category's page only when it has a parent.
 */
export function CategoryBreadcrumb({ parents, label }: { parents: readonly BlogCategoryParent[]; label: string }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-4 text-sm">
      <ol className="flex flex-wrap items-center gap-2">
        <li>
          <a href="/blog" className={step}>
            Blog
          </a>
        </li>
        {parents.map((parent) => (
          <li key={parent.label} className="flex items-center gap-2">
            <span aria-hidden="true" className="text-slate-600">
              ›
            </span>
            {parent.key ? (
              <a href={blogListingHref({ category: parent.key, q: '' })} className={step}>
                {parent.label}
              </a>
            ) : (
              <span className="text-slate-400">{parent.label}</span>
            )}
          </li>
        ))}
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="text-slate-600">
            ›
          </span>
          <span aria-current="page" className="text-white">
            {label}
          </span>
        </li>
      </ol>
    </nav>
  );
}
