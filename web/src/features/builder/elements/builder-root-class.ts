/**
 * The classes of the box a builder page is drawn in (the published page's `<main>`, the builder canvas): long words
 * and URLs break anywhere rather than widen their element, and whatever still reaches past the sides (a row's
 * `margin: 0 -12px` gutters in a section without padding, a negative margin the admin set) is clipped, not scrolled
 * to, so no layout makes a phone's page wider than its screen (issue 27).
 */
export const BUILDER_ROOT_CLASS = 'overflow-x-clip wrap-anywhere';
