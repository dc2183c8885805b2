import type { PublicUser } from '@app/contracts';
// The form-post module alone: the package entry would pull zod into the first-load bundle.
import { FORM_POST_FIELDS, type PostableForm } from '@app/contracts/form-post';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { useAuth } from '../auth/auth-context.tsx';
import { followHeaderScroll } from '../../islands/header-scroll.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import { buttonClass } from '../../components/ui/button-class.ts';
import { DropdownMenu, MENU_ITEM_CLASS } from '../../components/ui/dropdown-menu.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { Sheet } from '../../components/ui/sheet.tsx';

const MOBILE_MENU_ID = 'mobile-menu';
const LOGOUT_FORM: PostableForm = 'logout';

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
 * It carries `data-scrolled="true"` (and turns compact and more opaque) past 20 px of scroll: the colours
 * fade, the height changes at once, as an animated height would lay the page out again on every frame.
 * Everything but the scroll style works before and without script: links are plain links, both menus
 * are popovers the browser opens itself, and Log out is a form it can post.
 */
export function SiteHeader() {
  // The attribute is kept by the scroll listener (the islands runtime runs the same one on island pages).
  useEffect(() => followHeaderScroll(document), []);
  // Section 2: the mobile menu closes on every route change.
  const locationKey = useRouterState({ select: (state) => state.location.href });

  return (
    <header
      data-scrolled="false"
      className="group/header sticky top-0 z-40 border-b border-transparent bg-night/70 backdrop-blur-sm transition-[background-color,border-color,box-shadow] duration-300 data-[scrolled=true]:border-white/10 data-[scrolled=true]:bg-night/95 data-[scrolled=true]:shadow-lg data-[scrolled=true]:shadow-black/30 data-[scrolled=true]:backdrop-blur-md"
    >
      <div className="mx-auto flex h-20 max-w-7xl items-center justify-between gap-4 px-4 group-data-[scrolled=true]/header:h-14 sm:px-6 lg:px-8">
        <Link to="/" className="rounded-lg">
          <Logo markClassName="group-data-[scrolled=true]/header:size-7" />
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

function displayName(user: PublicUser): string {
  return user.name?.trim() || user.username;
}

/** Logs out, then goes home (section 2). */
function useLogOut() {
  const { logoutMutation } = useAuth();
  const navigate = useNavigate();
  return () => logoutMutation.mutate(undefined, { onSuccess: () => void navigate({ to: '/' }) });
}

/**
 * Log out as a form the browser can post by itself (before the app runs, or without script): the server
 * then ends the session and redirects to `/` with the signed-out notice. With the app running the
 * submission is taken over, so logging out goes through the app's mutation and its toast as before.
 */
function LogOutForm({ onLogOut, children }: { onLogOut: () => void; children: ReactNode }) {
  return (
    <form
      method="post"
      action="/api/logout"
      onSubmit={(event) => {
        event.preventDefault();
        onLogOut();
      }}
    >
      <input type="hidden" name={FORM_POST_FIELDS.form} value={LOGOUT_FORM} />
      {children}
    </form>
  );
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
      {(item) => (
        <>
          <Link to="/dashboard" {...item} className={MENU_ITEM_CLASS}>
            <Icon name="grid" className="size-4 text-slate-400" />
            Dashboard
          </Link>
          <LogOutForm onLogOut={logOut}>
            <button type="submit" {...item} className={MENU_ITEM_CLASS}>
              <Icon name="log-out" className="size-4 text-slate-400" />
              Log out
            </button>
          </LogOutForm>
        </>
      )}
    </DropdownMenu>
  );
}

function MobileMenu({ onClose }: { onClose: () => void }) {
  const { user, isLoading } = useAuth();
  const logOut = useLogOut();

  return (
    <>
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
            <LogOutForm
              onLogOut={() => {
                onClose();
                logOut();
              }}
            >
              <button type="submit" className={buttonClass({ variant: 'ghost' }, 'w-full')}>
                <Icon name="log-out" className="size-4" />
                Log Out
              </button>
            </LogOutForm>
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
