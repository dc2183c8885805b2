import { Outlet, createRootRouteWithContext, notFound } from '@tanstack/react-router';
import { NotFoundPage } from '../features/site-shell/not-found-page.tsx';
import type { RouterContext } from '../router-context.ts';

export const Route = createRootRouteWithContext<RouterContext>()({
  // The server answers this address 404: its not-found page, even where the router would match a route.
  beforeLoad: ({ context }) => {
    if (context.serverNotFound) throw notFound();
  },
  component: Outlet,
  notFoundComponent: NotFoundPage,
});
