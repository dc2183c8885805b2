import { useEffect, useId, useRef, type ReactNode } from 'react';
import { enhanceMenuButton, MENU_BUTTON_ATTRIBUTE, MENU_ITEM_ATTRIBUTE } from './menu-button-behaviour.ts';

/** What every item of a DropdownMenu spreads on itself: the mark that makes it a menu item once the script runs. */
export type MenuItemProps = { [MENU_ITEM_ATTRIBUTE]: '' };

const ITEM: MenuItemProps = { [MENU_ITEM_ATTRIBUTE]: '' };

/** The look of a DropdownMenu item (a link or a button): a full-width row, highlighted on hover and focus. */
export const MENU_ITEM_CLASS =
  'flex w-full items-center gap-2.5 rounded-lg px-2.5 py-2 text-left text-sm text-slate-200 outline-none hover:bg-white/5 hover:text-white focus-visible:bg-white/10 focus-visible:text-white focus-visible:outline-none';

/**
 * A menu button that works before and without script: the trigger is a popover invoker, so the browser
 * opens the panel below it (anchored with CSS) and closes it on Escape or a click outside, and its links
 * and buttons are ordinary tab stops. Once a script runs (the app's, or the islands runtime on a page
 * served as islands) it becomes the WAI-ARIA APG menu button of `enhanceMenuButton`: the items are the
 * elements `children` renders with the given `MenuItemProps`.
 */
export function DropdownMenu({
  trigger,
  heading,
  children,
  triggerClassName = '',
  menuClassName = '',
}: {
  trigger: ReactNode;
  heading: string;
  children: (item: MenuItemProps) => ReactNode;
  triggerClassName?: string;
  menuClassName?: string;
}) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const headingId = useId();
  // The CSS anchor that ties the panel to its trigger: a dashed identifier unique to this menu.
  const anchorName = `--menu-${menuId.replace(/[^\w-]/g, '')}`;

  useEffect(() => {
    if (!buttonRef.current || !menuRef.current) return;
    return enhanceMenuButton(buttonRef.current, menuRef.current, headingId);
  }, [headingId]);

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        popoverTarget={menuId}
        aria-controls={menuId}
        {...{ [MENU_BUTTON_ATTRIBUTE]: headingId }}
        style={{ anchorName }}
        className={triggerClassName}
      >
        {trigger}
      </button>
      <div
        ref={menuRef}
        id={menuId}
        popover="auto"
        // Below the trigger, right edges aligned; a browser without anchor positioning shows it at the top right.
        style={{ positionAnchor: anchorName, positionArea: 'bottom span-left' }}
        className={`fixed inset-auto top-16 right-4 w-56 rounded-xl border border-white/10 bg-night-700 p-1.5 text-slate-200 shadow-2xl shadow-black/40 supports-[position-area:bottom]:inset-auto supports-[position-area:bottom]:mt-2 ${menuClassName}`}
      >
        <div id={headingId} role="presentation" className="px-2.5 pt-1.5 pb-2 text-xs font-semibold tracking-wide text-slate-400 uppercase">
          {heading}
        </div>
        <div role="separator" className="mx-1 mb-1 h-px bg-white/10" />
        {children(ITEM)}
      </div>
    </div>
  );
}
