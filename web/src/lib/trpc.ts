import type { AppRouter } from '@app/server/router';
import { httpBatchLink } from '@trpc/client';
import type { QueryClient } from '@tanstack/react-query';
import { createTRPCQueryUtils, createTRPCReact } from '@trpc/react-query';

/** Typed React hooks for every tRPC procedure of the server. */
export const trpc = createTRPCReact<AppRouter>();

/** The tRPC client the app's provider uses: batched calls to /trpc with the session cookie. */
export function createTrpcClient() {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url: '/trpc',
        fetch: (input, init) => fetch(input, { ...init, credentials: 'include' }),
      }),
    ],
  });
}

/** tRPC's query helpers bound to a query client, for code outside components (route loaders). */
export type TrpcUtils = ReturnType<typeof createTRPCQueryUtils<AppRouter>>;

/** Builds the loaders' tRPC helpers over the app's query client and tRPC client. */
export function createTrpcUtils(queryClient: QueryClient, client: ReturnType<typeof createTrpcClient>): TrpcUtils {
  return createTRPCQueryUtils<AppRouter>({ queryClient, client });
}
