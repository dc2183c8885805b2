import { keepPreviousData } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { trpc } from '../../../lib/trpc.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { Pager } from '../shared/pager.tsx';
import { QueryState } from '../shared/query-state.tsx';
import { useListPageInRange } from '../shared/use-list-page-in-range.ts';
import { AdminPageHeader } from '../shared/admin-page-header.tsx';
import { useRecheckOnRefusal } from '../shared/use-recheck-admin-access.ts';
import { describeTeamAction } from './team-actions.ts';
import { TeamInvitations } from './team-invitations.tsx';
import { TeamSearchField } from './team-search-field.tsx';
import { TeamTable } from './team-table.tsx';
import { useTeamAction } from './use-team-action.ts';
import { TransferOwnershipDialog } from './transfer-ownership-dialog.tsx';
import { useRole } from '../../auth/use-role.ts';

/** The two lists of the team screen. */
export type TeamList = 'staff' | 'customers';

const LIST_NAMES: Record<TeamList, string> = { staff: 'Staff', customers: 'Customers' };

/** The switch between the two lists (a button each, the shown one pressed); the search goes along. */
function TeamListSwitch({ list, search }: { list: TeamList; search: string }) {
  const navigate = useNavigate({ from: '/admin/team' });
  return (
    <div role="group" aria-label="Team lists" className="flex gap-2">
      {(['staff', 'customers'] as const).map((each) => (
        <button
          key={each}
          type="button"
          aria-pressed={each === list}
          onClick={() =>
            void navigate({ search: { ...(each === 'customers' ? { list: 'customers' as const } : {}), ...(search ? { search } : {}) } })
          }
          className={`rounded-lg px-3 py-1.5 text-sm font-medium ${each === list ? 'bg-primary/20 text-white' : 'text-slate-300 hover:bg-white/5'}`}
        >
          {LIST_NAMES[each]}
        </button>
      ))}
    </div>
  );
}

/**
 * The team screen at /admin/team: the staff or the customers (`list`), 50 a page by username, searched by
 * username, name or e-mail; each account's role is chosen in its row (below owner), and it can be disabled or
 * enabled and signed out everywhere. New staff are invited by e-mail with a role. `list`, `page` and `search` come
 * from the address, so a reload keeps them.
 */
export function TeamPage({ page, search, list: kind }: { page: number; search: string; list: TeamList }) {
  useDocumentTitle('Team · Admin');
  const navigate = useNavigate({ from: '/admin/team' });
  const viewerRole = useRole() ?? 'user';
  const list = trpc.team.list.useQuery({ kind, page, search }, { placeholderData: keepPreviousData });
  const recheck = useRecheckOnRefusal(list.error);
  const action = useTeamAction(recheck);

  const setPage = useCallback(
    (next: number) => void navigate({ search: (prev) => ({ ...prev, page: next > 1 ? next : undefined }) }),
    [navigate],
  );
  const setSearch = useCallback(
    (next: string) =>
      void navigate({
        search: (prev) => ({ ...(prev.list ? { list: prev.list } : {}), ...(next ? { search: next } : {}) }),
        replace: true,
      }),
    [navigate],
  );
  useListPageInRange(page, list.data?.pageCount, setPage);

  const asked = action.pending ? describeTeamAction(action.pending.member, action.pending.action) : null;

  return (
    <main>
      <AdminPageHeader
        title="Team"
        description="Every account of the site: the staff and their roles, the customers, who can sign in, and their sessions."
      />
      <div className="grid max-w-6xl grid-cols-1 gap-6 p-4 sm:p-6">
        <TeamInvitations />
        <TeamListSwitch list={kind} search={search} />
        <TeamSearchField value={search} onSearch={setSearch} />
        {!list.data ? (
          <QueryState loadingText="Loading accounts…" error={list.error} onRetry={() => void list.refetch()} />
        ) : (
          <div className="grid grid-cols-1 gap-4">
            <p className="text-sm text-slate-300" aria-live="polite">
              {list.data.total} {list.data.total === 1 ? 'account' : 'accounts'}
              {search ? ` matching “${search}”` : ''}
            </p>
            {list.data.total === 0 ? (
              <p className="text-sm text-slate-300">No account matches this search. Try part of a username, a name or an e-mail address.</p>
            ) : (
              <>
                <TeamTable
                  caption={LIST_NAMES[kind]}
                  viewerRole={viewerRole}
                  members={list.data.items}
                  busyId={action.running ? (action.pending?.member.id ?? null) : null}
                  onAction={(member, picked) => action.ask({ member, action: picked })}
                />
                <Pager label={`${LIST_NAMES[kind]} pages`} page={list.data.page} pageCount={list.data.pageCount} onPage={setPage} />
              </>
            )}
          </div>
        )}
      </div>
      <TransferOwnershipDialog
        open={action.pending?.action.kind === 'transfer'}
        text={asked}
        pending={action.running}
        error={action.refusal}
        onConfirm={action.confirm}
        onCancel={action.cancel}
      />
      <ConfirmDialog
        open={asked !== null && action.pending?.action.kind !== 'transfer'}
        title={asked?.confirmTitle ?? ''}
        description={asked ? <p>{asked.confirmText}</p> : null}
        confirmLabel={asked?.confirmLabel ?? ''}
        pending={action.running}
        onConfirm={() => action.confirm()}
        onCancel={action.cancel}
      />
    </main>
  );
}
