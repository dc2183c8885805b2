import { LIVE_WINDOW_MS } from '@app/contracts';
import { useId } from 'react';
import { trpc } from '../../../lib/trpc.ts';
import { countText } from '../shared/count-text.ts';
import { QueryState } from '../shared/query-state.tsx';
import { formatCount } from './analytics-format.ts';

/** How often the live count is asked for again (ms). */
const LIVE_REFRESH_MS = 30_000;

/** "in the last 5 minutes", from the contract's window. */
const WINDOW_TEXT = `in the last ${LIVE_WINDOW_MS / 60_000} minutes`;

/** "Live visitors": the visitors of the last 5 minutes and the pages they are on, asked for again every 30 seconds. */
export function AnalyticsLiveCard() {
  const headingId = useId();
  const live = trpc.analytics.live.useQuery(undefined, { refetchInterval: LIVE_REFRESH_MS });
  const data = live.data;
  return (
    <section aria-labelledby={headingId} className="grid content-start gap-3 rounded-xl border border-white/10 bg-night-800/90 p-4">
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-white">
        <span aria-hidden="true" className="size-2 rounded-full bg-emerald-400" />
        Live visitors
      </h2>
      {!data ? (
        <QueryState loadingText="Loading the live visitors…" error={live.error} onRetry={() => void live.refetch()} />
      ) : (
        <>
          <p className="flex items-baseline gap-2">
            <span className="text-3xl font-semibold text-white tabular-nums">{formatCount(data.visitors)}</span>
            <span className="text-sm text-slate-300">{WINDOW_TEXT}</span>
          </p>
          {data.pages.length > 0 ? (
            <ul aria-label="Pages they are on" className="grid gap-1 text-sm">
              {data.pages.map((page) => (
                <li key={page.path} className="flex justify-between gap-3">
                  <span className="min-w-0 break-all text-slate-200">{page.path}</span>
                  <span className="whitespace-nowrap text-slate-400 tabular-nums">{countText(page.visitors, 'visitor', 'visitors')}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-400">Nobody is on the site right now.</p>
          )}
        </>
      )}
    </section>
  );
}
