/**
 * When an island's script runs: `now` (once the page is parsed), `visible` (when it comes near the
 * viewport, or is touched or focused first), `interaction` (when the pointer comes over it, or it is
 * touched or focused: for a form, which posts without script until then), `idle` (when the browser has
 * nothing else to do), or `with-others` (only once another island of the page starts: it needs React anyway).
 */
export type IslandLoad = 'now' | 'visible' | 'interaction' | 'idle' | 'with-others';

/** The data attributes an island's wrapper carries for the islands runtime (`runtime.ts`). */
export const ISLAND_ATTRIBUTES = {
  name: 'data-island',
  props: 'data-island-props',
  load: 'data-island-load',
  idPrefix: 'data-island-id-prefix',
  ready: 'data-island-ready',
} as const;
