import { isStaff } from '@app/contracts/roles';
import { Link } from '@tanstack/react-router';
import { Avatar } from '../../components/ui/avatar.tsx';
import { buttonClass } from '../../components/ui/button-class.ts';
import { Icon } from '../../components/ui/icon.tsx';
import { useAuth } from '../auth/auth-context.tsx';
import { displayName } from './display-name.ts';
import { LogOutForm } from '../auth/log-out-form.tsx';
import { SiteNav } from './site-nav.tsx';
import { useLogOut } from './use-log-out.ts';

/**
 * The content of the header's slide-out menu on narrow screens (docs/product.md §2): the navigation, then the
 * signed-in user with Dashboard (and Admin Panel for an admin) and Log Out, or Log in and Get Started. Every link and Log Out close it (`onClose`).
 */
export function MobileMenu({ onClose }: { onClose: () => void }) {
  const { user, isLoading } = useAuth();
  const logOut = useLogOut();

  return (
    <>
      <SiteNav
        label="Mobile"
        className="px-3 py-4"
        listClassName="grid gap-1"
        linkClassName="flex items-center justify-between rounded-lg px-3 py-2.5 text-base font-medium text-slate-300 hover:bg-white/5 hover:text-white aria-[current=page]:bg-primary/15 aria-[current=page]:text-white"
        // Following a link to the page already shown is no route change, so links close the menu too.
        onNavigate={onClose}
      />

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
            {isStaff(user.role) && (
              <Link to="/admin/dashboard" onClick={onClose} className={buttonClass({ variant: 'outline' }, 'w-full')}>
                <Icon name="shield" className="size-4" />
                Admin Panel
              </Link>
            )}
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
            <Link to="/auth" search={{ mode: 'sign-up' }} onClick={onClose} className={buttonClass({}, 'w-full')}>
              Get Started
            </Link>
          </div>
        )}
      </div>
    </>
  );
}
