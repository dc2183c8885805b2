import type { BlogCategoryKey } from '@app/contracts/blog-post';
import { blogListingHref } from '@app/contracts/blog-listing-address';
import type { MouseEvent } from 'react';
import { Icon } from '../../components/ui/icon.tsx';
import { isPlainClick } from '../../lib/plain-click.ts';

const link =
  'inline-flex h-10 items-center gap-1.5 rounded-full border border-white/10 bg-night-800/70 px-4 text-sm font-medium text-slate-300 transition-colors hover:border-white/25 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-soft';

/**
 * The links between the blog's pages, under the grid: 'Newer articles' (the page before), 'Page {n} of {m}'
 * and 'Older articles' (the page after), as ordinary links (`/blog/page/{n}`, keeping the category and the
 * search) that work without the script; once the app runs, a click turns the page in place through `onGo`.
 * Nothing when everything fits on one page.
 */
export function BlogPagination({
  page,
  pageCount,
  category,
  q,
  onGo,
}: {
  page: number;
  pageCount: number;
  category: BlogCategoryKey | null;
  q: string;
  onGo: (page: number) => void;
}) {
  if (pageCount <= 1) return null;
  const follow = (target: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onGo(target);
  };
  return (
    <nav aria-label="Blog pages" className="mt-12 flex flex-wrap items-center justify-center gap-4">
      {page > 1 ? (
        <a href={blogListingHref({ page: page - 1, category, q })} rel="prev" onClick={follow(page - 1)} className={link}>
          <Icon name="arrow-left" className="size-4" />
          Newer articles
        </a>
      ) : null}
      <p className="text-sm text-slate-400">{`Page ${page} of ${pageCount}`}</p>
      {page < pageCount ? (
        <a href={blogListingHref({ page: page + 1, category, q })} rel="next" onClick={follow(page + 1)} className={link}>
          Older articles
          <Icon name="arrow-right" className="size-4" />
        </a>
      ) : null}
    </nav>
  );
}
