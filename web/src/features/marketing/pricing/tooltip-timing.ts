/** How long the pointer must rest on a trigger before its tooltip opens (docs/product.md §9). */
export const TOOLTIP_OPEN_DELAY_MS = 700;

/** Moving to another trigger within this long of a tooltip closing opens the next one at once (docs/product.md §9). */
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** How long a tooltip waits after the pointer leaves, so the pointer can move onto the tooltip itself. */
export const TOOLTIP_CLOSE_GRACE_MS = 100;
