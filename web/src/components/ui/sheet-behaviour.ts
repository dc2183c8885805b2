// The slide-out sheet as a modal dialog, as DOM behaviour with no framework: the React `Sheet` attaches
// it when it mounts, and the islands runtime attaches it to the header's menu on pages served as islands.

import { ownInvoker, shownAtPress } from './popover-invoker.ts';

/** Marks a sheet's opener (a popover invoker of the sheet's `<dialog>`) for `enhanceSheets`. */
export const SHEET_OPENER_ATTRIBUTE = 'data-sheet-opener';

/** A sheet with its behaviour attached: `close` shuts it, `detach` removes the behaviour. */
export interface SheetControl {
  close(): void;
  detach(): void;
}

/**
 * Turns a popover sheet (the `opener` invokes the popover `dialog`) into a modal one: the opener shows
 * it with `showModal()` instead (it is no longer a popover invoker), so focus is trapped, the page behind
 * is inert and focus returns to the opener; its close buttons (popover invokers with the action "hide")
 * and a click on the backdrop close it; the opener states `aria-expanded`; the page does not scroll
 * behind it while it is open.
 */
export function enhanceSheet(opener: HTMLElement, dialog: HTMLDialogElement): SheetControl {
  const root = document.documentElement;
  const isShown = () => dialog.open || dialog.matches(':popover-open');
  const invoker = ownInvoker(opener);
  const pressed = shownAtPress(opener, isShown);
  const sync = () => {
    const shown = isShown();
    invoker.setExpanded(shown);
    // A modal dialog does not stop the page behind it from scrolling on touch devices.
    root.classList.toggle('overflow-hidden', shown);
  };
  const close = () => {
    if (dialog.matches(':popover-open')) dialog.hidePopover();
    if (dialog.open) dialog.close();
    sync();
  };
  const onOpenerClick = (event: MouseEvent) => {
    event.preventDefault();
    if (pressed.read()) return close();
    dialog.showModal();
    sync();
  };
  const onDialogClick = (event: MouseEvent) => {
    // Only the backdrop reports the dialog itself as the target; the panel's content covers the rest.
    const closer = (event.target as Element).closest('[popovertargetaction="hide"]');
    if (event.target !== dialog && !closer) return;
    event.preventDefault();
    close();
  };

  sync(); // the browser may have opened it already
  opener.addEventListener('click', onOpenerClick);
  dialog.addEventListener('click', onDialogClick);
  dialog.addEventListener('toggle', sync);
  dialog.addEventListener('close', sync);
  return {
    close,
    detach() {
      opener.removeEventListener('click', onOpenerClick);
      dialog.removeEventListener('click', onDialogClick);
      dialog.removeEventListener('toggle', sync);
      dialog.removeEventListener('close', sync);
      pressed.detach();
      invoker.release();
      root.classList.remove('overflow-hidden');
    },
  };
}

/** Attaches `enhanceSheet` to every sheet opener in `root`. */
export function enhanceSheets(root: ParentNode): void {
  for (const opener of root.querySelectorAll<HTMLElement>(`[${SHEET_OPENER_ATTRIBUTE}]`)) {
    const dialog = document.getElementById(opener.getAttribute('popovertarget') ?? '');
    if (dialog instanceof HTMLDialogElement) enhanceSheet(opener, dialog);
  }
}
