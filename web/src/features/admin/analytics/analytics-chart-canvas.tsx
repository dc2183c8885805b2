import type { AnalyticsOverview } from '@app/contracts';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { chartColumns, pointLabel } from './analytics-chart-data.ts';
import { BEFORE_DASH, CHART_HEIGHT, CHART_LINES } from './analytics-chart-style.ts';
import { formatCount } from './analytics-format.ts';

// This module is loaded on demand (analytics-chart.tsx): uPlot and its style travel only in the analytics screen's
// chunk, never in a public page or the admin's first load.

const AXIS_COLOUR = '#94a3b8';
const GRID = { stroke: 'rgba(255, 255, 255, 0.06)', width: 1 };

/** Whole steps for the axes: points are whole positions and counts are whole numbers. */
const POSITION_STEPS = [1, 2, 3, 4, 6, 7, 12, 14, 24, 30, 61, 91, 183, 365];
const COUNT_STEPS = Array.from({ length: 10 }, (_, power) => [1, 2, 5].map((step) => step * 10 ** power)).flat();

/** uPlot's options for a chart `width` px wide whose points are labelled `labels`. */
function chartOptions(width: number, labels: readonly string[]): uPlot.Options {
  return {
    width,
    height: CHART_HEIGHT,
    legend: { show: false },
    cursor: { show: false },
    scales: {
      x: { time: false },
      y: { range: (_chart, _min, max) => [0, max > 0 ? max : 1] },
    },
    series: [
      {},
      ...CHART_LINES.map((line) => ({
        label: line.label,
        stroke: line.colour,
        width: line.before ? 1.5 : 2,
        ...(line.before ? { dash: BEFORE_DASH } : {}),
        points: { show: false },
      })),
    ],
    axes: [
      {
        stroke: AXIS_COLOUR,
        grid: GRID,
        ticks: GRID,
        incrs: POSITION_STEPS,
        values: (_chart, splits) => splits.map((position) => labels[position] ?? ''),
      },
      {
        stroke: AXIS_COLOUR,
        grid: GRID,
        ticks: GRID,
        incrs: COUNT_STEPS,
        values: (_chart, splits) => splits.map((count) => formatCount(count)),
      },
    ],
  };
}

/**
 * The overview's chart drawn by uPlot: visitors and page views of the range (solid) and of the period before (dashed,
 * lighter), point by point, as wide as its box (it follows the box's width). It draws on a canvas: its container
 * carries the text alternative.
 */
export default function AnalyticsChartCanvas({ overview }: { overview: Pick<AnalyticsOverview, 'grain' | 'series' | 'previousSeries'> }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const labels = overview.series.map((point) => pointLabel(point.at, overview.grain));
    const chart = new uPlot(chartOptions(element.clientWidth, labels), chartColumns(overview), element);
    const observer = new ResizeObserver(([entry]) => {
      const width = Math.floor(entry?.contentRect.width ?? 0);
      if (width > 0 && width !== chart.width) chart.setSize({ width, height: CHART_HEIGHT });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [overview]);
  return <div ref={box} className="w-full" />;
}
