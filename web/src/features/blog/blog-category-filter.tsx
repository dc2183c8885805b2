import { BLOG_CATEGORIES, type BlogCategoryKey } from '@app/contracts/blog-post';
import { blogListingHref } from '@app/contracts/blog-listing-address';
import { BlogFilterLink } from './blog-filter-link.tsx';

const base =
  'inline-flex h-10 items-center rounded-full px-4 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-soft';
const pressed = 'bg-primary text-white shadow-lg shadow-primary/25';
const idle = 'border border-white/10 bg-night-800/70 text-slate-300 hover:border-white/25 hover:text-white';

/**
 * The category filter (docs/product.md §2): 'All Posts' plus the six categories, as links to the first page
 * of each category (`/blog/category/{key}`, keeping the search text `search`), so they work without the script;
 * the current one carries aria-current="true". Once the app runs, a click filters in place through
 * `onChange`. Their labels are keyed 'blog.category.all' and 'blog.category.{category key}'.
 */
export function BlogCategoryFilter({
  value,
  search,
  onChange,
}: {
  value: BlogCategoryKey | null;
  /** The search text the links keep beside their category. */
  search: string;
  onChange: (category: BlogCategoryKey | null) => void;
}) {
  return (
    <div role="group" aria-label="Filter by category" className="flex flex-wrap justify-center gap-2">
      <BlogFilterLink
        editKey="blog.category.all"
        href={blogListingHref({ q: search, category: null })}
        aria-current={value === null ? 'true' : undefined}
        onFollow={() => onChange(null)}
        className={`${base} ${value === null ? pressed : idle}`}
      >
        All Posts
      </BlogFilterLink>
      {BLOG_CATEGORIES.map((category) => (
        <BlogFilterLink
          key={category.key}
          editKey={`blog.category.${category.key}`}
          href={blogListingHref({ q: search, category: category.key })}
          aria-current={value === category.key ? 'true' : undefined}
          onFollow={() => onChange(category.key)}
          className={`${base} ${value === category.key ? pressed : idle}`}
        >
          {category.label}
        </BlogFilterLink>
      ))}
    </div>
  );
}
