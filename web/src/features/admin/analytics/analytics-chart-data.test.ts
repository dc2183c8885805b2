import type { AnalyticsOverview } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { chartColumns, chartSummary, pointLabel } from './analytics-chart-data.ts';

const totals = { visitors: 3, views: 7, visits: 4, viewsPerVisit: 1.75, timeOnPageMs: null };

/** A week's overview: three days with views, the period before with two points only. */
const week: AnalyticsOverview = {
  from: '2026-12-01',
  to: '2026-12-03',
  grain: 'day',
  totals,
  previous: { ...totals, visitors: 1, views: 1 },
  previousFrom: '2026-11-28',
  previousTo: '2026-11-30',
  series: [
    { at: '2026-12-01T00:00:00.000Z', visitors: 1, views: 2 },
    { at: '2026-12-02T00:00:00.000Z', visitors: 2, views: 4 },
    { at: '2026-12-03T00:00:00.000Z', visitors: 1, views: 1 },
  ],
  previousSeries: [
    { at: '2026-11-28T00:00:00.000Z', visitors: 0, views: 0 },
    { at: '2026-11-29T00:00:00.000Z', visitors: 1, views: 1 },
  ],
};

describe('pointLabel', () => {
  it('writes an hour, a day or a month in UTC', () => {
    expect(pointLabel('2026-12-06T14:00:00.000Z', 'hour')).toBe('14:00');
    expect(pointLabel('2026-12-06T00:00:00.000Z', 'hour')).toBe('00:00');
    expect(pointLabel('2026-12-06T00:00:00.000Z', 'day')).toBe('6 Dec');
    expect(pointLabel('2026-01-01T00:00:00.000Z', 'month')).toBe('Jan 2026');
  });
});

describe('chartColumns', () => {
  it('places the points by position and the period before point for point, a missing one as a gap', () => {
    expect(chartColumns(week)).toEqual([
      [0, 1, 2],
      [1, 2, 1],
      [2, 4, 1],
      [0, 1, null],
      [0, 1, null],
    ]);
  });
});

describe('chartSummary', () => {
  it('says what is drawn, over which days, the totals and the busiest point', () => {
    expect(chartSummary(week)).toBe(
      'Visitors and page views by day, 1 Dec – 3 Dec 2026 (UTC), against the period before: 3 visitors, 7 page views; most page views on 2 Dec (4).',
    );
  });

  it('names no busiest point when nothing was viewed, and counts one in the singular', () => {
    const quiet = {
      ...week,
      grain: 'hour' as const,
      from: '2026-12-06',
      to: '2026-12-06',
      series: [{ at: '2026-12-06T00:00:00.000Z', visitors: 0, views: 0 }],
    };
    expect(chartSummary({ ...quiet, totals: { ...totals, visitors: 1, views: 1 } })).toBe(
      'Visitors and page views by hour, 6 Dec 2026 (UTC), against the period before: 1 visitor, 1 page view.',
    );
  });
});
