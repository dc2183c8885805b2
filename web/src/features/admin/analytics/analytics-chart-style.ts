/** The chart's lines: each series' name, colour and whether it is the period before (dashed, lighter). */
export const CHART_LINES = [
  { label: 'Visitors', colour: '#38bdf8', before: false },
  { label: 'Page views', colour: '#a78bfa', before: false },
  { label: 'Visitors, period before', colour: 'rgba(56, 189, 248, 0.5)', before: true },
  { label: 'Page views, period before', colour: 'rgba(167, 139, 250, 0.5)', before: true },
] as const;

/** The dash of the period before's lines (px drawn, px left). */
export const BEFORE_DASH = [6, 4];

/** The chart's height (CSS px; the box holding it keeps min-h-60 for it before it loads); its width is its box's. */
export const CHART_HEIGHT = 240;
