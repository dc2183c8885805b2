import type { SsrEntry, SsrRenderOptions } from '@app/server/ssr/ssr-entry';
import { unstable_localLink } from '@trpc/client';
import { createRequestHandler, getSsrStatus, renderRouterToStream, RouterServer } from '@tanstack/react-router/ssr/server';
import { StrictMode } from 'react';
import { renderToReadableStream, renderToString } from 'react-dom/server';
import { IslandServerRendererProvider, type IslandServerRenderer } from './components/islands/island.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { createTrpcClient } from './lib/trpc.ts';
import { createAppRouter } from './router.tsx';
import { seedInitialState } from './seed-initial-state.ts';

/**
 * Renders one page on the server (the Vite SSR build's entry; the server's page handler calls it).
 * Every request gets its own query cache, seeded with what the server already knows, and a tRPC
 * client whose calls run in-process with the request's context. Route loaders fill the cache, then:
 * - a page of a route served as islands (`staticData.islands`), or the not-found page, is rendered
 *   whole, without the router's hydration data: the browser hydrates only its islands;
 * - any other page streams out with the cache, for the browser to hydrate as the app.
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
      const trpcClient = createTrpcClient(unstable_localLink({ router: options.trpc.router, createContext: options.trpc.createContext }));
      return createAppRouter({ queryClient, trpcClient, nonce: options.nonce, serverNotFound: options.notFound === true });
    },
  });
  let routeIds: string[] = [];
  let islands = false;
  const response = await handler(async ({ request: req, responseHeaders, router }) => {
    routeIds = router.state.matches.map((match) => match.routeId);
    // The not-found page is content too, whatever path asked for it.
    islands =
      options.islands !== false &&
      (router.state.matches.some((match) => match.staticData.islands === true) || getSsrStatus(router) === 404);
    if (islands) {
      // The browser restores the scroll of an ordinary page load itself: no router script for it.
      router.update({ ...router.options, scrollRestoration: false });
      const stream = await renderToReadableStream(
        <StrictMode>
          <IslandServerRendererProvider value={islandRenderer()}>
            <RouterServer router={router} />
          </IslandServerRendererProvider>
        </StrictMode>,
        { signal: req.signal, nonce: options.nonce, progressiveChunkSize: Number.POSITIVE_INFINITY },
      );
      // The page is sent whole: it is small, and nothing in it waits for data (the loaders have run).
      await stream.allReady;
      return new Response(stream, { status: getSsrStatus(router), headers: responseHeaders });
    }
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
  return { response, routeIds, islands };
};

/**
 * Renders each island of a page as a React root of its own, as the browser will hydrate it; ids are
 * prefixed with the island's name and its place among the page's islands, so they never collide.
 */
function islandRenderer(): IslandServerRenderer {
  let count = 0;
  return {
    nextIdPrefix: (name) => `${name}-${(count += 1)}-`,
    renderToHtml: (element, idPrefix) => renderToString(element, { identifierPrefix: idPrefix }),
  };
}
