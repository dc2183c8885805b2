import { keepPreviousData } from '@tanstack/react-query';
import { ANALYTICS_SOURCE_GROUP_LABELS, ANALYTICS_TABLE_LABELS, type AnalyticsRow, type AnalyticsTable } from '@app/contracts';
import { useId } from 'react';
import { trpc } from '../../../lib/trpc.ts';
import { AdminTable } from '../shared/admin-table.tsx';
import { CsvDownloadLink } from '../shared/csv-download-link.tsx';
import { QueryState } from '../shared/query-state.tsx';
import { analyticsExportHref } from './analytics-export-href.ts';
import { formatCount, formatDuration } from './analytics-format.ts';
import type { AnalyticsRangeChoice } from './analytics-search.ts';
import { deviceLabel, emptyTableText, shownText } from './analytics-table-text.ts';

/** A table's own column after Visitors and Page views, if it has one. */
const EXTRA_COLUMNS: Partial<Record<AnalyticsTable, { name: string; value: (row: AnalyticsRow) => string }>> = {
  pages: { name: 'Time on page', value: (row) => formatDuration(row.timeOnPageMs ?? null) },
  entries: { name: 'Entries', value: (row) => formatCount(row.entries ?? 0) },
  exits: { name: 'Exits', value: (row) => formatCount(row.exits ?? 0) },
};

const PAGE_TABLES: ReadonlySet<AnalyticsTable> = new Set(['pages', 'entries', 'exits']);

/** A row's first cell: a page as a link to it, a source with its group, a device class by name. */
function KeyCell({ table, row }: { table: AnalyticsTable; row: AnalyticsRow }) {
  if (PAGE_TABLES.has(table)) {
    return (
      <a href={row.key} className="text-white underline decoration-white/30 underline-offset-2 hover:decoration-white">
        {row.key}
      </a>
    );
  }
  if (table === 'devices') return <>{deviceLabel(row.key)}</>;
  if (table === 'sources' && row.group) {
    const group = ANALYTICS_SOURCE_GROUP_LABELS[row.group];
    return row.key && row.key !== group ? (
      <>
        {row.key} <span className="text-xs font-normal text-slate-400">({group})</span>
      </>
    ) : (
      <>{group}</>
    );
  }
  return <>{row.key}</>;
}

/**
 * One table of the screen over the range shown (Top pages, Entry pages, Exit pages, Sources, Campaigns, Devices): its
 * first rows with Visitors, Page views and the table's own figure, how many it has in all, and its CSV download.
 */
export function AnalyticsTableSection({ table, choice }: { table: AnalyticsTable; choice: AnalyticsRangeChoice }) {
  const headingId = useId();
  const labels = ANALYTICS_TABLE_LABELS[table];
  const extra = EXTRA_COLUMNS[table];
  const result = trpc.analytics.table.useQuery({ table, ...choice }, { placeholderData: keepPreviousData });
  const data = result.data;
  const columns = [labels.key, 'Visitors', 'Page views', ...(extra ? [extra.name] : [])];
  return (
    <section aria-labelledby={headingId} className="grid min-w-0 content-start gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-white">
          {labels.title}
        </h2>
        <CsvDownloadLink href={analyticsExportHref(table, choice)} />
      </div>
      {!data ? (
        <QueryState loadingText={`Loading ${labels.title.toLowerCase()}…`} error={result.error} onRetry={() => void result.refetch()} />
      ) : data.rows.length === 0 ? (
        <p className="text-sm text-slate-300">{emptyTableText(table)}</p>
      ) : (
        <>
          <AdminTable caption={labels.title} columns={columns}>
            {data.rows.map((row) => (
              <tr key={`${row.group ?? ''} ${row.key}`}>
                <td className="px-4 py-2 font-medium break-all text-white">
                  <KeyCell table={table} row={row} />
                </td>
                <td className="px-4 py-2 text-slate-200 tabular-nums">{formatCount(row.visitors)}</td>
                <td className="px-4 py-2 text-slate-200 tabular-nums">{formatCount(row.views)}</td>
                {extra ? <td className="px-4 py-2 whitespace-nowrap text-slate-200 tabular-nums">{extra.value(row)}</td> : null}
              </tr>
            ))}
          </AdminTable>
          <p className="text-sm text-slate-400 tabular-nums">{shownText(table, data.rows.length, data.total)}</p>
        </>
      )}
    </section>
  );
}
