import type { AnalyticsRange } from '@app/contracts/analytics';
import { calendarDayOf } from '../shared/calendar-day.ts';

// This file runs in the route tree every page loads: it names the ranges itself (the contract's list lives beside its
// zod schemas, which public pages must not carry); `satisfies` keeps the two lists the same.
const RANGES = ['today', '7d', '30d', '12m', 'custom'] as const satisfies readonly AnalyticsRange[];

/** The range the screen shows when the address names none: the last 7 days, as the server's own default. */
export const DEFAULT_ANALYTICS_RANGE = '7d' satisfies AnalyticsRange;

/** The /admin/analytics search params: the range shown, and for a custom one its first and last day (YYYY-MM-DD, UTC). */
export interface AnalyticsSearch {
  range?: AnalyticsRange;
  from?: string;
  to?: string;
}

/** What the screen asks the server for: a range, with its days when custom. */
export interface AnalyticsRangeChoice {
  range: AnalyticsRange;
  from?: string;
  to?: string;
}

function isRange(value: unknown): value is AnalyticsRange {
  return typeof value === 'string' && (RANGES as readonly string[]).includes(value);
}

/**
 * Reads the screen's params from a raw search object: a range it does not know is dropped, and `custom` is kept only
 * with both its days real YYYY-MM-DD days (then they are kept, in whatever order: the server says what is wrong with
 * them); a fixed range carries no days.
 */
export function parseAnalyticsSearch(search: Record<string, unknown>): AnalyticsSearch {
  if (!isRange(search.range)) return {};
  if (search.range !== 'custom') return { range: search.range };
  const from = calendarDayOf(search.from);
  const to = calendarDayOf(search.to);
  return from !== undefined && to !== undefined ? { range: 'custom', from, to } : {};
}

/** The range the screen shows for its params: the one named, else the default. */
export function rangeChoiceOf(search: AnalyticsSearch): AnalyticsRangeChoice {
  if (search.range === 'custom') return { range: 'custom', from: search.from, to: search.to };
  return { range: search.range ?? DEFAULT_ANALYTICS_RANGE };
}
