import { keepPreviousData } from '@tanstack/react-query';
import { ANALYTICS_TABLES } from '@app/contracts';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { trpc } from '../../../lib/trpc.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { AdminPageHeader } from '../shared/admin-page-header.tsx';
import { QueryState } from '../shared/query-state.tsx';
import { useRecheckOnRefusal } from '../shared/use-recheck-admin-access.ts';
import { AnalyticsChart } from './analytics-chart.tsx';
import { AnalyticsLiveCard } from './analytics-live-card.tsx';
import { AnalyticsRangePicker } from './analytics-range-picker.tsx';
import { rangeDescription } from './analytics-range-text.ts';
import type { AnalyticsRangeChoice } from './analytics-search.ts';
import { AnalyticsTableSection } from './analytics-table-section.tsx';
import { AnalyticsTotals } from './analytics-totals.tsx';

/**
 * /admin/analytics (issue 44): the public site's visitors and page views over the range `choice` (kept in the
 * address): the range chooser with the days shown and those compared with, the totals against the period before, the
 * chart, the live visitors, and the tables (top, entry and exit pages, sources, campaigns, devices) with their CSVs.
 */
export function AnalyticsPage({ choice }: { choice: AnalyticsRangeChoice }) {
  useDocumentTitle('Analytics · Admin');
  const navigate = useNavigate({ from: '/admin/analytics' });
  const choose = useCallback(
    (next: AnalyticsRangeChoice) => void navigate({ search: next.range === 'custom' ? next : { range: next.range } }),
    [navigate],
  );
  const overview = trpc.analytics.overview.useQuery(choice, { placeholderData: keepPreviousData });
  useRecheckOnRefusal(overview.error);
  const data = overview.data;
  const described = data ? rangeDescription(data) : null;

  return (
    <main>
      <AdminPageHeader
        title="Analytics"
        description="Visitors and page views of the public site, counted without cookies and without keeping addresses. Days are UTC days."
      />
      <div className="grid max-w-6xl grid-cols-1 gap-6 p-4 sm:p-6">
        <div className="grid gap-2">
          <AnalyticsRangePicker
            key={`${choice.range} ${choice.from ?? ''} ${choice.to ?? ''}`}
            shown={choice}
            days={data ? { from: data.from, to: data.to } : null}
            onChoose={choose}
          />
          {described ? (
            <p className="text-sm text-slate-300" aria-live="polite">
              <span className="font-medium text-white">{described.days}</span>, {described.compared}
            </p>
          ) : null}
        </div>
        {data ? <AnalyticsTotals overview={data} /> : null}
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
          <div className="min-w-0 lg:col-span-2">
            {data ? (
              <AnalyticsChart overview={data} />
            ) : (
              <QueryState loadingText="Loading the analytics…" error={overview.error} onRetry={() => void overview.refetch()} />
            )}
          </div>
          <AnalyticsLiveCard />
        </div>
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
          {ANALYTICS_TABLES.map((table) => (
            <AnalyticsTableSection key={table} table={table} choice={choice} />
          ))}
        </div>
      </div>
    </main>
  );
}
