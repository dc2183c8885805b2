// Days as the analytics count them: UTC days written YYYY-MM-DD.

/** A day as `YYYY-MM-DD` (UTC). */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The first millisecond of UTC `day` and the first of the day after (epoch ms). */
export function dayBounds(day: string): { from: number; to: number } {
  const from = Date.parse(`${day}T00:00:00Z`);
  return { from, to: from + 86_400_000 };
}

/** `day` moved by `days` (negative: back). */
export function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return utcDay(at);
}

/** The first day of the month `months` after the month of `day` (negative: before). */
export function monthStart(day: string, months = 0): string {
  const at = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  at.setUTCMonth(at.getUTCMonth() + months);
  return utcDay(at);
}

/** How many days from `from` to `to` hold, both included. */
export function daysIn(range: { from: string; to: string }): number {
  return Math.round((Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / 86_400_000) + 1;
}
