import type { SsrEntry, SsrRenderOptions } from '@app/server/ssr/ssr-entry';
import { unstable_localLink } from '@trpc/client';
import { createRequestHandler, renderRouterToStream, RouterServer } from '@tanstack/react-router/ssr/server';
import { StrictMode } from 'react';
import { createQueryClient } from './lib/query-client.ts';
import { createTrpcClient } from './lib/trpc.ts';
import { createAppRouter } from './router.tsx';
import { seedInitialState } from './seed-initial-state.ts';

/**
 * Renders one page on the server (the Vite SSR build's entry; the server's page handler calls it).
 * Every request gets its own query cache, seeded with what the server already knows, and a tRPC
 * client whose calls run in-process with the request's context. Route loaders fill the cache, the
 * app streams out, and the cache travels in the page for the browser to hydrate.
 */
export const renderPage: SsrEntry['renderPage'] = async (options: SsrRenderOptions) => {
  const request = new Request(options.url, {
    signal: options.signal,
    headers: options.userAgent ? { 'User-Agent': options.userAgent } : {},
  });
  const handler = createRequestHandler({
    request,
    createRouter: () => {
      const queryClient = createQueryClient();
      seedInitialState(queryClient, options.initialState);
      const trpcClient = createTrpcClient(
        unstable_localLink({ router: options.trpc.router, createContext: options.trpc.createContext }),
      );
      return createAppRouter({ queryClient, trpcClient, nonce: options.nonce });
    },
  });
  let routeIds: string[] = [];
  const response = await handler(({ request: req, responseHeaders, router }) => {
    routeIds = router.state.matches.map((match) => match.routeId);
    return renderRouterToStream({
      request: req,
      responseHeaders,
      router,
      children: (
        <StrictMode>
          <RouterServer router={router} />
        </StrictMode>
      ),
    });
  });
  return { response, routeIds };
};
