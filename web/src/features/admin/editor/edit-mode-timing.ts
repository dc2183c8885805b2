/** The overlay activates 100 ms after opening, the hint banner goes after 5 s, and Preview turns highlights back on after 2 s (docs/product.md §9). */
export const EDITOR_TIMING = { overlayDelayMs: 100, hintMs: 5000, previewMs: 2000 } as const;
