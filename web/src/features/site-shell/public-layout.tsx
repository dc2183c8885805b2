import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/**
 * The chrome of every public page: a skip link to `#main`, the header, the page and the footer.
 * As a route component it renders the matched child route; pages outside the route tree (the
 * not-found page) pass their content as `children`. Each page renders its own `<main id="main">`.
 */
export function PublicLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60]"
      >
        Skip to content
      </a>
      <SiteHeader />
      <div className="flex flex-1 flex-col">{children ?? <Outlet />}</div>
      <SiteFooter />
    </div>
  );
}
