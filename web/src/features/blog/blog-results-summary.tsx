import { articlesFoundText } from '@app/contracts';

/**
 * The heading over filtered results (docs/product.md §2): 'Search results for "{text}"' when there is search
 * text, otherwise 'Category: {key}', with '{n} article(s) found' beneath.
 */
export function BlogResultsSummary({ search, category, count }: { search: string; category: string | null; count: number }) {
  return (
    <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-6">
      <h2 className="text-2xl font-bold tracking-tight break-words text-white">
        {search ? `Search results for "${search}"` : `Category: ${category ?? ''}`}
      </h2>
      <p className="shrink-0 text-sm text-slate-400">{articlesFoundText(count)}</p>
    </div>
  );
}
