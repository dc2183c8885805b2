import { QueryClient, type InvalidateOptions, type InvalidateQueryFilters, type QueryKey } from '@tanstack/react-query';
import { getQueryFn } from './api-request.ts';

/**
 * A QueryClient whose invalidations also reach a query's first fetch. TanStack Query's `invalidateQueries` cancels and
 * repeats the fetches of queries that have data, but a query still fetching for the first time (a list whose search
 * just changed, shown meanwhile with the previous search's rows) keeps its fetch: its answer, read before the change
 * that invalidated it, would stay as fresh (a deleted image stayed in the media library). Such a query is read again
 * once that answer is in (not cancelled: a route loader may be waiting on that very fetch).
 */
class FreshAfterChangeQueryClient extends QueryClient {
  override async invalidateQueries<TTaggedQueryKey extends QueryKey = QueryKey>(
    filters?: InvalidateQueryFilters<TTaggedQueryKey>,
    options?: InvalidateOptions,
  ): Promise<void> {
    const matching = filters ?? {};
    const firstFetches = this.getQueryCache().findAll({
      ...matching,
      predicate: (query) =>
        query.state.data === undefined && query.state.fetchStatus === 'fetching' && (matching.predicate?.(query) ?? true),
    });
    // Waits for the queries' fetches under way, those first fetches included.
    await super.invalidateQueries(filters, options);
    await Promise.all(firstFetches.filter((query) => query.isActive()).map((query) => query.fetch().catch(() => undefined)));
  }
}

/** The query defaults of docs/product.md §9: data never stale, no retry, no refetch on focus, gc after 5 minutes. */
export function createQueryClient(): QueryClient {
  return new FreshAfterChangeQueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Infinity,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        gcTime: 5 * 60 * 1000,
      },
      mutations: { retry: false },
    },
  });
}
