import { TOOLTIP_SKIP_DELAY_MS } from './tooltip-timing.ts';

let closeOpenTooltip: (() => void) | null = null;
let lastClosedAt = Number.NEGATIVE_INFINITY;

/**
 * Shared state of every tooltip on the page: only one is open at a time, and while one is open, or
 * within 300 ms of one closing, hovering another trigger skips the open delay (as toolbars behave).
 */
export const tooltipDelayGroup = {
  /** Records that a tooltip opened; `close` closes it, and closes it early if another one opens. */
  opened(close: () => void): void {
    if (closeOpenTooltip && closeOpenTooltip !== close) closeOpenTooltip();
    closeOpenTooltip = close;
  },
  /** Records that the tooltip with this `close` has closed, starting the skip-delay window. */
  closed(close: () => void): void {
    if (closeOpenTooltip === close) closeOpenTooltip = null;
    lastClosedAt = performance.now();
  },
  /** Whether a tooltip about to open on hover should open immediately. */
  shouldSkipDelay(): boolean {
    return closeOpenTooltip !== null || performance.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS;
  },
};
