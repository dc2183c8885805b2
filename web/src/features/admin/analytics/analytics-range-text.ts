/** The month names the screen writes (English, as its other text). */
export const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** The parts of a day written YYYY-MM-DD. */
function partsOf(day: string): { year: number; month: string; date: number } {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return { year, month: MONTH_NAMES[month - 1] ?? '', date };
}

/**
 * The days from `from` to `to` (YYYY-MM-DD, both included) in short: "7 Dec 2026" for one day, "1 Dec – 7 Dec 2026"
 * within a year, "28 Dec 2025 – 3 Jan 2026" across one.
 */
export function daysText(from: string, to: string): string {
  const first = partsOf(from);
  const last = partsOf(to);
  const lastText = `${last.date} ${last.month} ${last.year}`;
  if (from === to) return lastText;
  const firstText = first.year === last.year ? `${first.date} ${first.month}` : `${first.date} ${first.month} ${first.year}`;
  return `${firstText} – ${lastText}`;
}

/** What the screen says of the range it shows: "1 Dec – 7 Dec 2026, UTC", and what it is compared with. */
export function rangeDescription(range: { from: string; to: string; previousFrom: string; previousTo: string }): {
  days: string;
  compared: string;
} {
  return {
    days: `${daysText(range.from, range.to)}, UTC`,
    compared: `compared with ${daysText(range.previousFrom, range.previousTo)}`,
  };
}
