import type { AnalyticsOverview } from '@app/contracts';
import { useId } from 'react';
import { AnalyticsChangeBadge } from './analytics-change-badge.tsx';
import { changeOf, formatCount, formatDuration, formatViewsPerVisit } from './analytics-format.ts';

/** One total: its name, its figure, and its change against the period before. */
function TotalCard({ label, value, current, previous }: { label: string; value: string; current: number | null; previous: number | null }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className="grid gap-1 rounded-xl border border-white/10 bg-night-800/90 p-4">
      <p id={id} className="text-sm text-slate-300">
        {label}
      </p>
      <p className="text-2xl font-semibold text-white tabular-nums">
        {value === '—' ? (
          <>
            <span aria-hidden="true">—</span>
            <span className="sr-only">Not measured</span>
          </>
        ) : (
          value
        )}
      </p>
      <AnalyticsChangeBadge change={changeOf(current, previous)} />
    </div>
  );
}

/** The range's totals (Visitors, Page views, Views per visit, Time on page), each with its change against the period before. */
export function AnalyticsTotals({ overview }: { overview: Pick<AnalyticsOverview, 'totals' | 'previous'> }) {
  const { totals, previous } = overview;
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <TotalCard label="Visitors" value={formatCount(totals.visitors)} current={totals.visitors} previous={previous.visitors} />
      <TotalCard label="Page views" value={formatCount(totals.views)} current={totals.views} previous={previous.views} />
      <TotalCard
        label="Views per visit"
        value={formatViewsPerVisit(totals.viewsPerVisit)}
        current={totals.viewsPerVisit}
        previous={previous.viewsPerVisit}
      />
      <TotalCard
        label="Time on page"
        value={formatDuration(totals.timeOnPageMs)}
        current={totals.timeOnPageMs}
        previous={previous.timeOnPageMs}
      />
    </div>
  );
}
