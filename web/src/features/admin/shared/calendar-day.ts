/** `value` when it is a day of the calendar written YYYY-MM-DD, else undefined (2026-02-30 is not one). */
export function calendarDayOf(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  // 2026-02-30 would roll over into March: only a day that reads back the same exists.
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? value : undefined;
}
