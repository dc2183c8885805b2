import { ANALYTICS_EXPORT_URL, type AnalyticsTable } from '@app/contracts';
import type { AnalyticsRangeChoice } from './analytics-search.ts';

/** The CSV download of one table over the range shown: `…/export.csv?table=pages&range=7d` (with `from` and `to` when custom). */
export function analyticsExportHref(table: AnalyticsTable, choice: AnalyticsRangeChoice): string {
  const params = new URLSearchParams({ table, range: choice.range });
  if (choice.range === 'custom' && choice.from !== undefined && choice.to !== undefined) {
    params.set('from', choice.from);
    params.set('to', choice.to);
  }
  return `${ANALYTICS_EXPORT_URL}?${params.toString()}`;
}
