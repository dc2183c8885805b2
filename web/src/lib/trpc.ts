import type { AppRouter } from '@app/server/router';
import { httpBatchLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';

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
