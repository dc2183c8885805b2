import type { AnalyticsOverview } from '@app/contracts';
import { lazy, Suspense, useId } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { chartSummary } from './analytics-chart-data.ts';
import { AnalyticsChartTable } from './analytics-chart-table.tsx';
import { BEFORE_DASH, CHART_LINES } from './analytics-chart-style.ts';

// uPlot is loaded with the chart, on demand: never in a public page or the admin's first load.
const AnalyticsChartCanvas = lazy(() => import('./analytics-chart-canvas.tsx'));

/** The chart's key: a swatch per line, dashed for the period before. */
function ChartKey() {
  return (
    <ul aria-label="Chart key" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-300">
      {CHART_LINES.map((line) => (
        <li key={line.label} className="flex items-center gap-2">
          <svg aria-hidden="true" width="20" height="4" className="shrink-0">
            <line
              x1="0"
              y1="2"
              x2="20"
              y2="2"
              stroke={line.colour}
              strokeWidth="2"
              strokeDasharray={line.before ? BEFORE_DASH.join(' ') : undefined}
            />
          </svg>
          {line.label}
        </li>
      ))}
    </ul>
  );
}

/**
 * "Visitors and page views": the range's chart against the period before (an image to assistive technology, named
 * by a summary of it), its key, and "Show as table" opening every point as a table.
 */
export function AnalyticsChart({ overview }: { overview: AnalyticsOverview }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-3 rounded-xl border border-white/10 bg-night-800/90 p-4">
      <h2 id={headingId} className="text-lg font-semibold text-white">
        Visitors and page views
      </h2>
      <ChartKey />
      <div role="img" aria-label={chartSummary(overview)} className="min-h-60 min-w-0">
        <Suspense fallback={<Spinner />}>
          <AnalyticsChartCanvas overview={overview} />
        </Suspense>
      </div>
      <details className="min-w-0">
        <summary className="cursor-pointer text-sm font-medium text-slate-200 hover:text-white">Show as table</summary>
        <div className="mt-3">
          <AnalyticsChartTable overview={overview} />
        </div>
      </details>
    </section>
  );
}
