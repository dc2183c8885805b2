import type { AppRouter } from '@app/server/router';
import { httpBatchLink, type TRPCLink } from '@trpc/client';
import type { QueryClient } from '@tanstack/react-query';
import { createTRPCQueryUtils, createTRPCReact } from '@trpc/react-query';
import { serverFetch } from './server-fetch.ts';

/** Typed React hooks for every tRPC procedure of the server. */
export const trpc = createTRPCReact<AppRouter>();

/** The browser's link: batched calls to /trpc with the session cookie. */
function browserLink(): TRPCLink<AppRouter> {
  return httpBatchLink({
    url: '/trpc',
    fetch: (input, init) => serverFetch(input, { ...init, credentials: 'include' }),
  });
}

/**
 * The tRPC client the app's provider uses: over HTTP in the browser, or through the link given
 * (the server renders pages with an in-process link that calls the procedures directly).
 */
export function createTrpcClient(link: TRPCLink<AppRouter> = browserLink()) {
  return trpc.createClient({ links: [link] });
}

/** A tRPC client made by `createTrpcClient`. */
export type TrpcClient = ReturnType<typeof createTrpcClient>;

/** tRPC's query helpers bound to a query client, for code outside components (route loaders). */
export type TrpcUtils = ReturnType<typeof createTRPCQueryUtils<AppRouter>>;

/** Builds the loaders' tRPC helpers over the app's query client and tRPC client. */
export function createTrpcUtils(queryClient: QueryClient, client: TrpcClient): TrpcUtils {
  return createTRPCQueryUtils<AppRouter>({ queryClient, client });
}
