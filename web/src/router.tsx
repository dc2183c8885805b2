import type { QueryClient } from '@tanstack/react-query';
import type { TrpcUtils } from './lib/trpc.ts';
import { createRouter } from '@tanstack/react-router';
import { routeTree } from './route-tree.gen.ts';

/** What every route's `beforeLoad` and `loader` receive. */
export interface RouterContext {
  queryClient: QueryClient;
  /** tRPC's query helpers over the same cache, for loaders (`context.trpc.page.bySlug.ensureData`). */
  trpc: TrpcUtils;
}

/** Builds the app's router over the generated file-route tree. */
export function createAppRouter(queryClient: QueryClient, trpc: TrpcUtils) {
  return createRouter({
    routeTree,
    context: { queryClient, trpc },
    defaultPreload: 'intent',
    // Loaders read through the query cache, which has its own freshness rules.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
