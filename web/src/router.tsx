import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { AppProviders } from './app-providers.tsx';
import { createTrpcUtils, type TrpcClient } from './lib/trpc.ts';
import { routeTree } from './route-tree.gen.ts';

/**
 * Builds the app's router over the generated file-route tree, rendering the app's providers around
 * its matches. On the server the query cache a page was rendered from travels in the page; in the
 * browser it is hydrated before the first render (TanStack's SSR query integration).
 */
export function createAppRouter({
  queryClient,
  trpcClient,
  nonce,
  serverNotFound = false,
}: {
  queryClient: QueryClient;
  trpcClient: TrpcClient;
  /** The page's Content-Security-Policy nonce (server only), put on the scripts the render writes. */
  nonce?: string;
  /** Server only: the server answers this address 404 (see `RouterContext.serverNotFound`). */
  serverNotFound?: boolean;
}) {
  const router = createRouter({
    routeTree,
    context: { queryClient, trpc: createTrpcUtils(queryClient, trpcClient), serverNotFound },
    defaultPreload: 'intent',
    // Loaders read through the query cache, which has its own freshness rules.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    ssr: nonce ? { nonce } : undefined,
    Wrap: ({ children }) => (
      <AppProviders queryClient={queryClient} trpcClient={trpcClient}>
        {children}
      </AppProviders>
    ),
  });
  // AppProviders already provides the query client.
  setupRouterSsrQueryIntegration({ router, queryClient, wrapQueryClient: false });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /**
     * The route's pages are served as islands: server HTML whose interactive parts alone are hydrated
     * (web/src/islands), with no app script. Links to them from the app are ordinary page loads.
     */
    islands?: boolean;
  }
}
