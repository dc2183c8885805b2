/**
 * The one way the admin and account screens write a moment: the viewer's locale and time zone, the date in the
 * medium style and the time short, with the zone named ("Dec 5, 2026, 4:10 AM GMT+1", "5 Dec 2026, 04:10 CET").
 * `timeZone` 'UTC' writes it in UTC in a fixed locale (en-GB), as a server render must: the server knows neither the
 * reader's zone nor their locale, and the browser's hydration must produce the same text.
 */
export function formatDateTime(moment: string | Date, timeZone?: 'UTC'): string {
  const date = new Date(moment);
  const locale = timeZone ? 'en-GB' : undefined;
  // dateStyle/timeStyle cannot be combined with timeZoneName, so the zone's name is read from a second formatter.
  const text = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
  const zone = new Intl.DateTimeFormat(locale, { timeZoneName: 'short', timeZone })
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName');
  return zone ? `${text} ${zone.value}` : text;
}

/** A day (of a moment) in the same style, without the time: "Dec 5, 2026" in the viewer's locale and zone (or in UTC, named). */
export function formatDate(moment: string | Date, timeZone?: 'UTC'): string {
  const text = new Intl.DateTimeFormat(timeZone ? 'en-GB' : undefined, { dateStyle: 'medium', timeZone }).format(new Date(moment));
  return timeZone ? `${text} (${timeZone})` : text;
}
