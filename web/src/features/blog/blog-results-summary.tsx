import { articlesFoundText } from '@app/contracts';

/**
 * The heading over filtered results (docs/product.md §2): 'Search results for "{text}"' when there is search
 * text, otherwise 'Category: {key}', with '{n} article(s) found' beneath. With `closeMatches` (no article uses the
 * search's words) a line says the articles listed are those whose titles come close.
 */
export function BlogResultsSummary({
  search,
  category,
  count,
  closeMatches = false,
}: {
  search: string;
  category: string | null;
  count: number;
  closeMatches?: boolean;
}) {
  return (
    <div>
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-6">
        <h2 className="text-2xl font-bold tracking-tight break-words text-white">
          {search ? `Search results for "${search}"` : `Category: ${category ?? ''}`}
        </h2>
        <p className="shrink-0 text-sm text-slate-400">{articlesFoundText(count)}</p>
      </div>
      {closeMatches ? (
        <p className="mt-2 text-sm text-slate-300">No article uses these exact words; these titles come close to them.</p>
      ) : null}
    </div>
  );
}
