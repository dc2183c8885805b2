import type { AnalyticsOverview } from '@app/contracts';
import { AdminTable } from '../shared/admin-table.tsx';
import { pointLabel } from './analytics-chart-data.ts';
import { formatCount } from './analytics-format.ts';

/** The first column's name for each size of point. */
const POINT_COLUMNS: Record<AnalyticsOverview['grain'], string> = { hour: 'Hour (UTC)', day: 'Day', month: 'Month' };

/** The chart's points as a table: each hour, day or month with its visitors and page views, and the period before's. */
export function AnalyticsChartTable({ overview }: { overview: Pick<AnalyticsOverview, 'grain' | 'series' | 'previousSeries'> }) {
  const columns = [POINT_COLUMNS[overview.grain], 'Visitors', 'Page views', 'Visitors, period before', 'Page views, period before'];
  return (
    <AdminTable caption={`Visitors and page views by ${overview.grain}`} columns={columns}>
      {overview.series.map((point, index) => {
        const before = overview.previousSeries[index];
        return (
          <tr key={point.at}>
            <th scope="row" className="px-4 py-2 text-left font-medium whitespace-nowrap text-white">
              <time dateTime={point.at}>{pointLabel(point.at, overview.grain)}</time>
            </th>
            <td className="px-4 py-2 text-slate-200 tabular-nums">{formatCount(point.visitors)}</td>
            <td className="px-4 py-2 text-slate-200 tabular-nums">{formatCount(point.views)}</td>
            <td className="px-4 py-2 text-slate-300 tabular-nums">{before ? formatCount(before.visitors) : '—'}</td>
            <td className="px-4 py-2 text-slate-300 tabular-nums">{before ? formatCount(before.views) : '—'}</td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
