import type { ActivityFilter } from '@app/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { trpc } from '../../../lib/trpc.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { Pager } from '../shared/pager.tsx';
import { QueryState } from '../shared/query-state.tsx';
import { useListPageInRange } from '../shared/use-list-page-in-range.ts';
import { AdminPageHeader } from '../shared/admin-page-header.tsx';
import { useRecheckOnRefusal } from '../shared/use-recheck-admin-access.ts';
import { ActivityExportButton } from './activity-export-button.tsx';
import { ActivityFilterForm } from './activity-filter-form.tsx';
import { isFiltered } from './activity-filter.ts';
import { ActivityTable } from './activity-table.tsx';
import { filterRefusal } from './filter-refusal.ts';

/**
 * The admin activity log at /admin/activity: who did what in the admin panel and when, newest first,
 * 50 a page, filtered by person, kind and days, and exported as CSV. `page` and `filter` come from the
 * address, so a reload keeps them; filters the server refuses (From after To) are said beside the form.
 */
export function ActivityPage({ page, filter }: { page: number; filter: ActivityFilter }) {
  useDocumentTitle('Activity · Admin');
  const navigate = useNavigate({ from: '/admin/activity' });
  const list = trpc.activity.list.useQuery({ page, filter }, { placeholderData: keepPreviousData });
  useRecheckOnRefusal(list.error);
  const refusal = filterRefusal(list.error);

  const setPage = useCallback(
    (next: number) => void navigate({ search: (prev) => ({ ...prev, page: next > 1 ? next : undefined }) }),
    [navigate],
  );
  // New filters start again from the first page.
  const applyFilter = useCallback((next: ActivityFilter) => void navigate({ search: next }), [navigate]);
  const clearFilter = useCallback(() => void navigate({ search: {} }), [navigate]);
  useListPageInRange(page, list.data?.pageCount, setPage);

  const filtered = isFiltered(filter);

  return (
    <main>
      <AdminPageHeader
        title="Activity"
        description="Who did what in the admin panel, and when: sign-ins and every change made there."
        actions={<ActivityExportButton filter={filter} />}
      />
      <div className="grid max-w-6xl grid-cols-1 gap-6 p-4 sm:p-6">
        <ActivityFilterForm key={JSON.stringify(filter)} filter={filter} refusal={refusal} onApply={applyFilter} onClear={clearFilter} />
        {refusal ? null : !list.data ? (
          <QueryState loadingText="Loading the activity log…" error={list.error} onRetry={() => void list.refetch()} />
        ) : (
          <div className="grid grid-cols-1 gap-4">
            <p className="text-sm text-slate-300" aria-live="polite">
              {list.data.total} {list.data.total === 1 ? 'entry' : 'entries'}
            </p>
            {list.data.total === 0 ? (
              <p className="text-sm text-slate-300">
                {filtered
                  ? 'No activity matches these filters. Try another person, kind or range of days, or clear the filters.'
                  : 'Nothing has been recorded yet. Sign-ins to the admin panel and the changes made in it appear here.'}
              </p>
            ) : (
              <>
                <ActivityTable entries={list.data.items} />
                <Pager label="Activity log pages" page={list.data.page} pageCount={list.data.pageCount} onPage={setPage} />
              </>
            )}
          </div>
        )}
      </div>
    </main>
  );
}
