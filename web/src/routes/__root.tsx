import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { NotFoundPage } from '../components/not-found-page.tsx';
import type { RouterContext } from '../router-context.ts';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: NotFoundPage,
});
