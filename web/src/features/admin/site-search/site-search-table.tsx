import type { SiteSearchTerm } from '@app/contracts';
import { blogListingHref } from '@app/contracts/blog-listing-address';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { AdminTable } from '../shared/admin-table.tsx';
import { foundText } from './site-search-text.ts';

const COLUMNS = ['Term', 'Searches', 'Found', 'Last searched'] as const;

/** How many posts a term's last search found: "3 posts", a "Nothing found" badge for none, a dash when not known. */
function Found({ results }: { results: number | null }) {
  const text = foundText(results);
  if (text === null) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">Not known</span>
      </>
    );
  }
  if (results === 0) {
    return <span className="inline-flex rounded-full bg-amber-500/20 px-2 py-0.5 text-xs font-medium text-amber-200">{text}</span>;
  }
  return <>{text}</>;
}

/**
 * The table of site-search terms: each term links to the blog's search for it (what visitors saw), then how often it
 * was searched, what its last search found, and when.
 */
export function SiteSearchTable({ terms }: { terms: readonly SiteSearchTerm[] }) {
  return (
    <AdminTable caption="Terms visitors searched the blog for" columns={COLUMNS}>
      {terms.map((item) => (
        <tr key={item.term}>
          <td className="px-4 py-2 font-medium break-all">
            <a
              href={blogListingHref({ category: null, q: item.term })}
              className="text-white underline decoration-white/30 underline-offset-2 hover:decoration-white"
            >
              {item.term}
            </a>
          </td>
          <td className="px-4 py-2 text-slate-200 tabular-nums">{item.searches.toLocaleString('en-US')}</td>
          <td className="px-4 py-2 whitespace-nowrap text-slate-200 tabular-nums">
            <Found results={item.lastResults} />
          </td>
          <td className="px-4 py-2 whitespace-nowrap text-slate-300">
            <time dateTime={item.lastSearchedAt}>{formatDateTime(item.lastSearchedAt)}</time>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
