import type { MouseEvent } from 'react';

/**
 * Whether a click on a link is one the page may handle itself: not handled already, the main button,
 * no modifier key. Any other click (new tab or window, download) is left to the browser.
 */
export function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
