import { useSyncExternalStore } from 'react';
import { formatDate, formatDateTime } from '../../lib/format-date-time.ts';

const noSubscription = () => () => {};

/**
 * False while the server renders and while the browser hydrates that render, true from then on (and at once in a
 * render the browser starts itself): the reader's time zone and locale are known only then.
 */
function useReaderClock(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * A moment (`iso`) in a `<time>` element, as `formatDateTime` ('Nov 28, 2026, 2:05 PM GMT') or, with `day`, as
 * `formatDate` ('Nov 28, 2026'), in the reader's locale and time zone. The server cannot know that zone: its render (and the
 * hydration of it) says the moment in UTC, naming the zone, and the browser rewrites it in the reader's zone once
 * hydrated; a page read without script keeps the UTC text, which is still right.
 */
export function LocalTime({ iso, day = false, className }: { iso: string; day?: boolean; className?: string }) {
  const zone = useReaderClock() ? undefined : 'UTC';
  return (
    <time dateTime={iso} className={className}>
      {day ? formatDate(iso, zone) : formatDateTime(iso, zone)}
    </time>
  );
}
