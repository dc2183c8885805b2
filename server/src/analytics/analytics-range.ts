import type { AnalyticsRangeInput } from '@app/contracts';
import { addDays, daysIn, monthStart, utcDay } from './utc-days.ts';

/** A range of whole UTC days, both ends included, and the size of its chart's points. */
export interface DayRange {
  from: string;
  to: string;
  grain: 'hour' | 'day' | 'month';
}

/** The longest range charted by day (longer ones by month). */
const DAILY_POINTS_MAX = 92;

/**
 * The days a range asked for covers at `at`, and the period it is compared with: today against yesterday (by hour),
 * the last 7 or 30 days against the 7 or 30 before (by day), the last 12 months (this month so far and the 11
 * before) against the 12 before (by month), a custom range against as many days just before it (by day up to 92
 * days, else by month).
 */
export function rangesOf(input: AnalyticsRangeInput, at: Date): { current: DayRange; previous: DayRange } {
  const today = utcDay(at);
  const days = (count: number): { current: DayRange; previous: DayRange } => {
    const from = addDays(today, 1 - count);
    return {
      current: { from, to: today, grain: 'day' },
      previous: { from: addDays(from, -count), to: addDays(from, -1), grain: 'day' },
    };
  };
  switch (input.range) {
    case 'today':
      return {
        current: { from: today, to: today, grain: 'hour' },
        previous: { from: addDays(today, -1), to: addDays(today, -1), grain: 'hour' },
      };
    case '7d':
      return days(7);
    case '30d':
      return days(30);
    case '12m': {
      const from = monthStart(today, -11);
      return {
        current: { from, to: today, grain: 'month' },
        previous: { from: monthStart(today, -23), to: addDays(from, -1), grain: 'month' },
      };
    }
    case 'custom': {
      const from = input.from!;
      const to = input.to!;
      const count = daysIn({ from, to });
      const grain = count > DAILY_POINTS_MAX ? 'month' : 'day';
      return { current: { from, to, grain }, previous: { from: addDays(from, -count), to: addDays(from, -1), grain } };
    }
  }
}

/** The start of each chart point of `range` (ISO), in order. */
export function pointsOf(range: DayRange): string[] {
  const points: string[] = [];
  if (range.grain === 'hour') {
    for (let hour = 0; hour < 24; hour++) points.push(`${range.from}T${String(hour).padStart(2, '0')}:00:00.000Z`);
  } else if (range.grain === 'day') {
    for (let day = range.from; day <= range.to; day = addDays(day, 1)) points.push(`${day}T00:00:00.000Z`);
  } else {
    for (let month = monthStart(range.from); month <= range.to; month = monthStart(month, 1)) points.push(`${month}T00:00:00.000Z`);
  }
  return points;
}

/**
 * How the roll-ups cover `range` the fastest: the months wholly inside it that are counted (their last day before
 * `countedBefore`: their month rows), and the days left before the first and after the last of them (day rows), as
 * [from, to) day pairs.
 */
export function coverOf(
  range: Pick<DayRange, 'from' | 'to'>,
  countedBefore = '9999-12-31',
): { months: string[]; days: Array<[string, string]> } {
  const months: string[] = [];
  for (let month = monthStart(range.from); month <= range.to; month = monthStart(month, 1)) {
    const end = addDays(monthStart(month, 1), -1);
    if (month >= range.from && end <= range.to && end < countedBefore) months.push(month);
  }
  const end = addDays(range.to, 1);
  if (months.length === 0) return { months, days: [[range.from, end]] };
  const days: Array<[string, string]> = [];
  if (range.from < months[0]!) days.push([range.from, months[0]!]);
  const afterMonths = monthStart(months[months.length - 1]!, 1);
  if (afterMonths < end) days.push([afterMonths, end]);
  return { months, days };
}
