import { useEffect, useRef } from 'react';

/** The longest one wait is set for: a day (a timer takes at most 2^31-1 ms); a later time is waited for a day at a time. */
const LONGEST_WAIT_MS = 24 * 60 * 60 * 1000;
/** After a time: the server's clock may run a little behind this browser's, so the reading waits this long past it. */
const AFTER_DUE_MS = 1000;
/** A time already past that the screen still shows as to come: asked again this often until the server agrees. */
const RETRY_MS = 10_000;

/**
 * How long to wait (ms) before reading again what a screen shows as happening at `times` (ISO; null for nothing to
 * come), seen at `now`: just past the earliest; RETRY_MS when one is past already (the server has not caught up);
 * undefined when there is none.
 */
export function refreshDelay(times: ReadonlyArray<string | null | undefined>, now: number): number | undefined {
  const due = times.flatMap((time) => (time ? [Date.parse(time)] : [])).filter((time) => !Number.isNaN(time));
  if (due.length === 0) return undefined;
  const earliest = Math.min(...due);
  return earliest <= now ? RETRY_MS : Math.min(earliest - now + AFTER_DUE_MS, LONGEST_WAIT_MS);
}

/**
 * Calls `refresh` when the earliest of `times` has come (a scheduled publish going live), so an open screen stops
 * saying "Scheduled" without a reload; set again whenever the times change.
 */
export function useRefreshWhenDue(times: ReadonlyArray<string | null | undefined>, refresh: () => unknown): void {
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  });
  const key = times.join('|');
  useEffect(() => {
    const delay = refreshDelay(key.split('|'), Date.now());
    if (delay === undefined) return;
    const timer = setTimeout(() => void latest.current(), delay);
    return () => clearTimeout(timer);
  }, [key]);
}
