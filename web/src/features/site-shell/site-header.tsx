import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Icon } from '../../components/ui/icon.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { Sheet } from '../../components/ui/sheet.tsx';
import { followHeaderScroll } from '../../lib/header-scroll.ts';
import { AccountArea } from './account-area.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { SiteNav } from './site-nav.tsx';

const MOBILE_MENU_ID = 'mobile-menu';

/**
 * The sticky header of every public page (docs/product.md §2): brand, main navigation with the current page
 * marked `aria-current="page"`, the account menu or sign-in links, and the mobile slide-out menu.
 * It carries `data-scrolled="true"` (and turns compact and more opaque) past 20 px of scroll: the colours
 * fade, the height changes at once, as an animated height would lay the page out again on every frame.
 * Everything but the scroll style works before and without script: links are plain links, both menus
 * are popovers the browser opens itself, and Log out is a form it can post.
 */
export function SiteHeader() {
  // The attribute is kept by the scroll listener (the islands runtime runs the same one on island pages).
  useEffect(() => followHeaderScroll(document), []);
  // The mobile menu closes on every route change (docs/product.md §2).
  const locationKey = useRouterState({ select: (state) => state.location.href });

  return (
    <header
      data-scrolled="false"
      className="group/header sticky top-0 z-40 border-b border-transparent bg-night/70 backdrop-blur-sm transparency-reduced:bg-night transition-[background-color,border-color,box-shadow] duration-300 data-[scrolled=true]:border-white/10 data-[scrolled=true]:bg-night/95 data-[scrolled=true]:shadow-lg data-[scrolled=true]:shadow-black/30 data-[scrolled=true]:backdrop-blur-md"
    >
      <div className="mx-auto flex h-20 max-w-7xl items-center justify-between gap-4 px-4 group-data-[scrolled=true]/header:h-14 sm:px-6 lg:px-8">
        <Link to="/" className="rounded-lg">
          <Logo markClassName="group-data-[scrolled=true]/header:size-7" />
        </Link>

        <SiteNav
          label="Main"
          className="hidden lg:block"
          listClassName="flex items-center gap-1"
          linkClassName="rounded-lg px-3 py-2 text-sm font-medium text-slate-300 transition-colors hover:bg-white/5 hover:text-white aria-[current=page]:bg-primary/15 aria-[current=page]:text-white"
        />

        <div className="flex items-center gap-2">
          <div className="hidden items-center gap-2 lg:flex">
            <AccountArea />
          </div>
          <Sheet
            id={MOBILE_MENU_ID}
            label="Menu"
            openLabel="Open menu"
            closeLabel="Close menu"
            trigger={<Icon name="menu" className="size-6" />}
            triggerClassName="inline-flex size-10 items-center justify-center rounded-lg text-slate-200 hover:bg-white/5 hover:text-white lg:hidden"
            heading={<Logo compact />}
            closeKey={locationKey}
          >
            {(close) => <MobileMenu onClose={close} />}
          </Sheet>
        </div>
      </div>
    </header>
  );
}
