import { articlesFoundText, type BlogTotalBound } from '@app/contracts';

/**
 * The heading over filtered results (docs/product.md §2): 'Search results for "{text}"' when there is search
 * text, otherwise 'Category: {key}', with '{n} article(s) found' beneath ('More than {n}' or 'About {n} articles found' for a
 * search's approximate count: `bound`). With `closeMatches` (a word of the search is in no article) a line says the articles
 * listed use words close to it.
 */
export function BlogResultsSummary({
  search,
  category,
  count,
  bound,
  closeMatches = false,
}: {
  search: string;
  category: string | null;
  count: number;
  bound?: BlogTotalBound | undefined;
  closeMatches?: boolean;
}) {
  return (
    <div>
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-6">
        <h2 className="text-2xl font-bold tracking-tight break-words text-white">
          {search ? `Search results for "${search}"` : `Category: ${category ?? ''}`}
        </h2>
        <p className="shrink-0 text-sm text-slate-400">{articlesFoundText(count, bound)}</p>
      </div>
      {closeMatches ? (
        <p className="mt-2 text-sm text-slate-300">No article uses these exact words; these articles use words close to them.</p>
      ) : null}
    </div>
  );
}
