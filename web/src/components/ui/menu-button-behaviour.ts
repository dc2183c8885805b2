// The WAI-ARIA menu button, as DOM behaviour with no framework: the React `DropdownMenu` attaches it
// when it mounts, and the islands runtime attaches it to the header's menus on pages served as islands.

import { ownInvoker, shownAtPress } from './popover-invoker.ts';

/** Marks a menu button's trigger (a popover invoker) for `enhanceMenuButtons`. */
export const MENU_BUTTON_ATTRIBUTE = 'data-menu-button';
/** Marks the elements of a menu that become its items. */
export const MENU_ITEM_ATTRIBUTE = 'data-menu-item';

type FocusTarget = 'first' | 'last';

/**
 * Turns a popover menu (the `trigger` invokes the popover `menu`, labelled by the element with
 * `headingId`) into the APG menu button: the menu and its items get their roles, the trigger opens and
 * closes the menu itself (it is no longer a popover invoker) and states `aria-expanded`; opening focuses the first item (ArrowUp on the trigger: the last); arrow keys, Home,
 * End and first letters move between items; Escape closes and returns focus to the trigger; choosing
 * an item, or focus leaving the menu, closes it. Returns the function that detaches it.
 */
export function enhanceMenuButton(trigger: HTMLElement, menu: HTMLElement, headingId: string): () => void {
  let focusOnOpen: FocusTarget = 'first';
  const items = () => [...menu.querySelectorAll<HTMLElement>(`[${MENU_ITEM_ATTRIBUTE}]:not([aria-disabled="true"])`)];
  const isShown = () => menu.matches(':popover-open');
  const focusItem = (target: FocusTarget) => {
    const list = items();
    (target === 'first' ? list[0] : list[list.length - 1])?.focus();
  };
  const close = (restoreFocus: boolean) => {
    if (isShown()) menu.hidePopover();
    if (restoreFocus) trigger.focus();
  };
  const invoker = ownInvoker(trigger);
  const pressed = shownAtPress(trigger, isShown);

  trigger.setAttribute('aria-haspopup', 'menu');
  invoker.setExpanded(isShown()); // the browser may have opened it already
  menu.setAttribute('role', 'menu');
  menu.setAttribute('aria-labelledby', headingId);
  for (const item of items()) {
    item.setAttribute('role', 'menuitem');
    item.tabIndex = -1;
  }

  const onToggle = () => {
    const shown = isShown();
    invoker.setExpanded(shown);
    if (shown) focusItem(focusOnOpen);
    focusOnOpen = 'first';
  };
  const onTriggerClick = (event: MouseEvent) => {
    event.preventDefault();
    if (pressed.read()) close(false);
    else menu.showPopover();
  };
  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const target = event.key === 'ArrowDown' ? 'first' : 'last';
    if (isShown()) return focusItem(target);
    focusOnOpen = target;
    menu.showPopover();
  };
  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (next: number) => {
      event.preventDefault();
      list[(next + list.length) % list.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(index + 1);
      case 'ArrowUp':
        return move(index - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(list.length - 1);
      case 'Escape':
        event.preventDefault();
        return close(true);
      default: {
        if (event.key.length !== 1 || !/\S/.test(event.key)) return;
        const letter = event.key.toLowerCase();
        const ordered = [...list.slice(index + 1), ...list.slice(0, index + 1)];
        const match = ordered.find((item) => item.textContent?.trim().toLowerCase().startsWith(letter));
        if (match) move(list.indexOf(match));
      }
    }
  };
  // Tab moves focus on naturally to the next control; the menu just gets out of the way once focus has left.
  const onMenuFocusOut = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && !menu.contains(next) && next !== trigger) close(false);
  };
  const onMenuClick = (event: MouseEvent) => {
    if ((event.target as Element).closest(`[${MENU_ITEM_ATTRIBUTE}]`)) close(false);
  };

  menu.addEventListener('toggle', onToggle);
  trigger.addEventListener('click', onTriggerClick);
  trigger.addEventListener('keydown', onTriggerKeyDown);
  menu.addEventListener('keydown', onMenuKeyDown);
  menu.addEventListener('focusout', onMenuFocusOut);
  menu.addEventListener('click', onMenuClick);
  return () => {
    menu.removeEventListener('toggle', onToggle);
    trigger.removeEventListener('click', onTriggerClick);
    trigger.removeEventListener('keydown', onTriggerKeyDown);
    menu.removeEventListener('keydown', onMenuKeyDown);
    menu.removeEventListener('focusout', onMenuFocusOut);
    menu.removeEventListener('click', onMenuClick);
    pressed.detach();
    invoker.release();
  };
}

/** Attaches `enhanceMenuButton` to every menu button in `root` (its trigger names the heading's id). */
export function enhanceMenuButtons(root: ParentNode): void {
  for (const trigger of root.querySelectorAll<HTMLElement>(`[${MENU_BUTTON_ATTRIBUTE}]`)) {
    const menu = document.getElementById(trigger.getAttribute('popovertarget') ?? '');
    if (menu) enhanceMenuButton(trigger, menu, trigger.getAttribute(MENU_BUTTON_ATTRIBUTE) ?? '');
  }
}
