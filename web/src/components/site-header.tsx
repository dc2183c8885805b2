import type { PublicUser } from '@app/contracts';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useAuth } from '../features/auth/auth-context.tsx';
import { Avatar } from './ui/avatar.tsx';
import { buttonClass } from './ui/button-class.ts';
import { DropdownMenu } from './ui/dropdown-menu.tsx';
import { Icon } from './ui/icon.tsx';
import { Logo } from './ui/logo.tsx';
import { Sheet } from './ui/sheet.tsx';

/** Section 9: the header turns compact once the page has scrolled more than this. */
const SCROLL_THRESHOLD_PX = 20;
const MOBILE_MENU_ID = 'mobile-menu';

// Section 2: "/" is active only on an exact match, every other link by path prefix.
const navLinks = [
  { to: '/', label: 'Home', exact: true },
  { to: '/features', label: 'Features', exact: false },
  { to: '/use-cases', label: 'Use Cases', exact: false },
  { to: '/pricing', label: 'Pricing', exact: false },
  { to: '/about', label: 'About', exact: false },
  { to: '/blog', label: 'Blog', exact: false },
  { to: '/contact', label: 'Contact', exact: false },
] as const;

/**
 * The sticky header of every public page (section 2): brand, main navigation with the current page
 * marked `aria-current="page"`, the account menu or sign-in links, and the mobile slide-out menu.
 * It carries `data-scrolled="true"` (and turns compact and more opaque) past 20 px of scroll.
 */
export function SiteHeader() {
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const locationKey = useRouterState({ select: (state) => state.location.href });

  useEffect(() => {
    setMenuOpen(false);
  }, [locationKey]);

  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className={`sticky top-0 z-40 border-b transition-[background-color,border-color,box-shadow] duration-300 ${
        scrolled
          ? 'border-white/10 bg-night/95 shadow-lg shadow-black/30 backdrop-blur-md'
          : 'border-transparent bg-night/70 backdrop-blur-sm'
      }`}
    >
      <div
        className={`mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 transition-[height] duration-300 sm:px-6 lg:px-8 ${
          scrolled ? 'h-14' : 'h-20'
        }`}
      >
        <Link to="/" className="rounded-lg">
          <Logo compact={scrolled} />
        </Link>

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {navLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  activeOptions={{ exact: link.exact }}
                  className="rounded-lg px-3 py-2 text-sm font-medium text-slate-300 transition-colors hover:bg-white/5 hover:text-white aria-[current=page]:bg-primary/15 aria-[current=page]:text-white"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <div className="hidden items-center gap-2 lg:flex">
            <AccountArea />
          </div>
          <button
            type="button"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => setMenuOpen(true)}
            className="inline-flex size-10 items-center justify-center rounded-lg text-slate-200 hover:bg-white/5 hover:text-white lg:hidden"
          >
            <Icon name="menu" className="size-6" />
            <span className="sr-only">Open menu</span>
          </button>
        </div>
      </div>

      <Sheet id={MOBILE_MENU_ID} label="Menu" open={menuOpen} onClose={() => setMenuOpen(false)}>
        <MobileMenu onClose={() => setMenuOpen(false)} />
      </Sheet>
    </header>
  );
}

/** Whether the window has scrolled further than `threshold` pixels; follows the scroll position. */
function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}

function displayName(user: PublicUser): string {
  return user.name?.trim() || user.username;
}

/** Logs out, then goes home (section 2). */
function useLogOut() {
  const { logoutMutation } = useAuth();
  const navigate = useNavigate();
  return () => logoutMutation.mutate(undefined, { onSuccess: () => void navigate({ to: '/' }) });
}

function AccountArea() {
  const { user, isLoading } = useAuth();
  const logOut = useLogOut();

  if (isLoading) return <span aria-hidden="true" className="h-9 w-40 animate-pulse rounded-lg bg-white/5" />;

  if (!user) {
    return (
      <>
        <Link to="/auth" className={buttonClass({ variant: 'ghost', size: 'sm' })}>
          Log in
        </Link>
        <Link to="/auth" className={buttonClass({ size: 'sm' })}>
          Get Started
        </Link>
      </>
    );
  }

  const name = displayName(user);
  const itemClass =
    'flex w-full items-center gap-2.5 rounded-lg px-2.5 py-2 text-left text-sm text-slate-200 outline-none hover:bg-white/5 hover:text-white focus-visible:bg-white/10 focus-visible:text-white focus-visible:outline-none';
  return (
    <DropdownMenu
      heading="My Account"
      triggerClassName="flex items-center gap-2.5 rounded-full py-1 pr-3 pl-1 text-sm font-medium text-slate-200 transition-colors hover:bg-white/5 hover:text-white aria-expanded:bg-white/5"
      trigger={
        <>
          <Avatar name={name} size="sm" />
          <span className="max-w-40 truncate">{name}</span>
          <Icon name="chevron-down" className="size-4 text-slate-400" />
        </>
      }
    >
      <Link to="/dashboard" role="menuitem" tabIndex={-1} className={itemClass}>
        <Icon name="grid" className="size-4 text-slate-400" />
        Dashboard
      </Link>
      <button type="button" role="menuitem" tabIndex={-1} onClick={logOut} className={itemClass}>
        <Icon name="log-out" className="size-4 text-slate-400" />
        Log out
      </button>
    </DropdownMenu>
  );
}

function MobileMenu({ onClose }: { onClose: () => void }) {
  const { user, isLoading } = useAuth();
  const logOut = useLogOut();

  return (
    <>
      <div className="flex h-16 items-center justify-between border-b border-white/10 px-4">
        <Logo compact />
        <button
          type="button"
          onClick={onClose}
          className="inline-flex size-10 items-center justify-center rounded-lg text-slate-300 hover:bg-white/5 hover:text-white"
        >
          <Icon name="close" className="size-6" />
          <span className="sr-only">Close menu</span>
        </button>
      </div>

      <nav aria-label="Mobile" className="px-3 py-4">
        <ul className="grid gap-1">
          {navLinks.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                activeOptions={{ exact: link.exact }}
                // Following a link to the page already shown is no route change, so links close the menu too.
                onClick={onClose}
                className="flex items-center justify-between rounded-lg px-3 py-2.5 text-base font-medium text-slate-300 hover:bg-white/5 hover:text-white aria-[current=page]:bg-primary/15 aria-[current=page]:text-white"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-auto border-t border-white/10 p-4">
        {isLoading ? null : user ? (
          <div className="grid grid-cols-1 gap-3">
            <div className="flex items-center gap-3 rounded-xl bg-white/5 p-3">
              <Avatar name={displayName(user)} />
              <div className="min-w-0">
                <p className="truncate text-sm font-semibold text-white">{displayName(user)}</p>
                <p className="truncate text-sm text-slate-400">{user.email || user.username}</p>
              </div>
            </div>
            <Link to="/dashboard" onClick={onClose} className={buttonClass({ variant: 'outline' }, 'w-full')}>
              <Icon name="grid" className="size-4" />
              Dashboard
            </Link>
            <button
              type="button"
              onClick={() => {
                onClose();
                logOut();
              }}
              className={buttonClass({ variant: 'ghost' }, 'w-full')}
            >
              <Icon name="log-out" className="size-4" />
              Log Out
            </button>
          </div>
        ) : (
          <div className="grid grid-cols-1 gap-3">
            <Link to="/auth" onClick={onClose} className={buttonClass({ variant: 'outline' }, 'w-full')}>
              Log in
            </Link>
            <Link to="/auth" onClick={onClose} className={buttonClass({}, 'w-full')}>
              Get Started
            </Link>
          </div>
        )}
      </div>
    </>
  );
}
