import type { AnalyticsOverview, AnalyticsPoint } from '@app/contracts';
import { formatCount } from './analytics-format.ts';
import { MONTH_NAMES, daysText } from './analytics-range-text.ts';

/** How long one chart point is. */
export type AnalyticsGrain = AnalyticsOverview['grain'];

/** How the summary introduces its busiest point: at 14:00, on 5 Dec, in Dec 2026. */
const PEAK_PREPOSITIONS: Record<AnalyticsGrain, string> = { hour: 'at', day: 'on', month: 'in' };

/** A point's start as the chart and its table write it, in UTC: "14:00" for an hour, "7 Dec" for a day, "Dec 2026" for a month. */
export function pointLabel(at: string, grain: AnalyticsGrain): string {
  const moment = new Date(at);
  const month = MONTH_NAMES[moment.getUTCMonth()] ?? '';
  if (grain === 'hour') return `${String(moment.getUTCHours()).padStart(2, '0')}:00`;
  if (grain === 'day') return `${moment.getUTCDate()} ${month}`;
  return `${month} ${moment.getUTCFullYear()}`;
}

/**
 * The chart's columns, as uPlot takes them: the points' positions (0, 1, 2…), then visitors and page views of the
 * range, then of the period before, point for point (a missing point of the period before is a gap).
 */
export function chartColumns(overview: Pick<AnalyticsOverview, 'series' | 'previousSeries'>): [number[], ...(number | null)[][]] {
  const before = (pick: (point: AnalyticsPoint) => number) =>
    overview.series.map((_, index) => {
      const point = overview.previousSeries[index];
      return point ? pick(point) : null;
    });
  return [
    overview.series.map((_, index) => index),
    overview.series.map((point) => point.visitors),
    overview.series.map((point) => point.views),
    before((point) => point.visitors),
    before((point) => point.views),
  ];
}

/**
 * The chart's text alternative: what it shows, over which days, its totals and its busiest point, e.g. "Visitors and
 * page views by day, 1 Dec – 7 Dec 2026 (UTC), against the period before: 120 visitors, 340 page views; most page
 * views on 5 Dec (40)."
 */
export function chartSummary(overview: Pick<AnalyticsOverview, 'from' | 'to' | 'grain' | 'series' | 'totals'>): string {
  const opening = `Visitors and page views by ${overview.grain}, ${daysText(overview.from, overview.to)} (UTC), against the period before`;
  const totals = `${formatCount(overview.totals.visitors)} ${overview.totals.visitors === 1 ? 'visitor' : 'visitors'}, ${formatCount(overview.totals.views)} ${overview.totals.views === 1 ? 'page view' : 'page views'}`;
  const busiest = overview.series.reduce<AnalyticsPoint | null>((best, point) => (point.views > (best?.views ?? 0) ? point : best), null);
  const peak = busiest
    ? `; most page views ${PEAK_PREPOSITIONS[overview.grain]} ${pointLabel(busiest.at, overview.grain)} (${formatCount(busiest.views)})`
    : '';
  return `${opening}: ${totals}${peak}.`;
}
