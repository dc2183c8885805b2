/**
 * A moment (ISO) as the account pages show it: "28 Nov 2026, 14:05" in the reader's own time zone and locale, or
 * with `timeZone` 'UTC' in a fixed locale with the zone named ("28 Nov 2026, 14:05 UTC"), as the server writes it.
 */
export function formatWhen(iso: string, timeZone?: 'UTC'): string {
  const text = new Date(iso).toLocaleString(timeZone ? 'en-GB' : undefined, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  });
  return timeZone ? `${text} ${timeZone}` : text;
}

/** A day (of an ISO moment) as the account pages print it: '15 March 2026', in the reader's time zone or in `timeZone` (then named). */
export function formatDay(iso: string, timeZone?: 'UTC'): string {
  const text = new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone });
  return timeZone ? `${text} (${timeZone})` : text;
}
