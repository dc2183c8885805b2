/** What `isPlainClick` reads of a click: React's mouse events and the DOM's alike. */
export interface ClickLike {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * Whether a click on a link is one the page may handle itself: not handled already, the main button,
 * no modifier key. Any other click (new tab or window, download) is left to the browser.
 */
export function isPlainClick(event: ClickLike): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
