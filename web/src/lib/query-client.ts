import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-request.ts';

/** The query defaults of docs/product.md §9: data never stale, no retry, no refetch on focus, gc after 5 minutes. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
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
