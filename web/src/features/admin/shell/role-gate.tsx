import { may, ROLE_ABILITIES, roleLabel, roleWithArticle, type RoleAbility } from '@app/contracts/roles';
import type { ReactNode } from 'react';
import { AdminPageHeader } from '../shared/admin-page-header.tsx';
import { useRole } from '../../auth/use-role.ts';

/**
 * What a screen the signed-in role may not use shows instead of itself: a heading and "Your role (Author) cannot
 * manage the team. Ask an administrator or the owner." `what` completes "cannot …".
 */
export function RoleRefusal({ title, what, ability }: { title: string; what: string; ability: RoleAbility }) {
  const role = useRole();
  const needed = ROLE_ABILITIES[ability];
  const ask = needed === 'owner' ? "the site's owner" : `${roleWithArticle(needed)} or higher`;
  return (
    <main>
      <AdminPageHeader title={title} />
      <p role="status" className="max-w-2xl p-6 text-sm text-slate-300">
        Your role ({roleLabel(role ?? 'user')}) cannot {what}. Ask {ask} of the site if you need it.
      </p>
    </main>
  );
}

/**
 * Renders `children` when the signed-in role may use `ability`, the `RoleRefusal` otherwise (before the screen asks
 * the server anything it would refuse). A convenience only: the server checks every call.
 */
export function RoleGate({ ability, title, what, children }: { ability: RoleAbility; title: string; what: string; children: ReactNode }) {
  const role = useRole();
  return may(role, ability) ? children : <RoleRefusal title={title} what={what} ability={ability} />;
}
