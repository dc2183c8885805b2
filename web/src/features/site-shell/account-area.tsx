import { isStaff } from '@app/contracts/roles';
import { Link } from '@tanstack/react-router';
import { Avatar } from '../../components/ui/avatar.tsx';
import { buttonClass } from '../../components/ui/button-class.ts';
import { DropdownMenu, MENU_ITEM_CLASS } from '../../components/ui/dropdown-menu.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { useAuth } from '../auth/auth-context.tsx';
import { displayName } from './display-name.ts';
import { LogOutForm } from '../auth/log-out-form.tsx';
import { useLogOut } from './use-log-out.ts';

/**
 * The header's account corner on wide screens (docs/product.md §2): a placeholder while the user loads, Log in
 * and Get Started when signed out, else the account menu (Dashboard, Admin Panel for an admin, Log out) under the user's name.
 */
export function AccountArea() {
  const { user, isLoading } = useAuth();
  const logOut = useLogOut();

  if (isLoading) return <span aria-hidden="true" className="h-9 w-40 animate-pulse rounded-lg bg-white/5" />;

  if (!user) {
    return (
      <>
        <Link to="/auth" className={buttonClass({ variant: 'ghost', size: 'sm' })}>
          Log in
        </Link>
        <Link to="/auth" search={{ mode: 'sign-up' }} className={buttonClass({ size: 'sm' })}>
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
          {isStaff(user.role) && (
            <Link to="/admin/dashboard" {...item} className={MENU_ITEM_CLASS}>
              <Icon name="shield" className="size-4 text-slate-400" />
              Admin Panel
            </Link>
          )}
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
