import type { QueryClient } from '@tanstack/react-query';
import type { TrpcUtils } from './lib/trpc.ts';

/**
 * What every route's `beforeLoad` and `loader` receive (the root route declares it, `createAppRouter`
 * provides it). A file of its own, so loaders in features import this type, not the app's router.
 */
export interface RouterContext {
  queryClient: QueryClient;
  /** tRPC's query helpers over the same cache, for loaders (`context.trpc.page.bySlug.ensureData`). */
  trpc: TrpcUtils;
  /**
   * Server only: the server found no page at the address being rendered (it answers 404), so the root route
   * renders the not-found page whatever route matched (the router matches paths more loosely than the server).
   */
  serverNotFound?: boolean;
}
