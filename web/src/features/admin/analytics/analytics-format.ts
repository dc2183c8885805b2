/** A count as the screen writes it: "1,234". */
export function formatCount(value: number): string {
  return value.toLocaleString('en');
}

/** Page views per visit, to one decimal: "1.5", "2". */
export function formatViewsPerVisit(value: number): string {
  return value.toLocaleString('en', { maximumFractionDigits: 1 });
}

/** A time on page: "45s", "1m 05s", "1h 02m"; "—" when none was measured (null). */
export function formatDuration(ms: number | null): string {
  if (ms === null) return '—';
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds}s`;
  const pad = (n: number) => String(n).padStart(2, '0');
  if (seconds < 3600) return `${Math.floor(seconds / 60)}m ${pad(seconds % 60)}s`;
  return `${Math.floor(seconds / 3600)}h ${pad(Math.floor((seconds % 3600) / 60))}m`;
}

/** Which way a figure moved against the period before; `unknown` when either side was not measured. */
export type ChangeDirection = 'up' | 'down' | 'same' | 'new' | 'unknown';

/** A figure's change against the period before: its direction and how the screen says it. */
export interface Change {
  direction: ChangeDirection;
  text: string;
}

/**
 * The change from `previous` to `current` in whole percent: "+12%", "−5%" (a minus sign), "No change" (also when both
 * are 0 or it rounds to 0), "New" when the period before had none (0, or not measured: null); "—" when this period's
 * figure was not measured (null).
 */
export function changeOf(current: number | null, previous: number | null): Change {
  if (current === null) return { direction: 'unknown', text: '—' };
  if (previous === null || previous === 0)
    return current === 0 ? { direction: 'same', text: 'No change' } : { direction: 'new', text: 'New' };
  const percent = Math.round(((current - previous) / previous) * 100);
  if (percent === 0) return { direction: 'same', text: 'No change' };
  return percent > 0 ? { direction: 'up', text: `+${formatCount(percent)}%` } : { direction: 'down', text: `−${formatCount(-percent)}%` };
}
