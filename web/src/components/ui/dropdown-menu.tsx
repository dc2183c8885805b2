import { useHydrated } from '../../islands/use-hydrated.ts';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';

type FocusTarget = 'first' | 'last';

const ITEM_SELECTOR = '[role="menuitem"]:not([aria-disabled="true"])';

/** What every item of a DropdownMenu spreads on itself: the menu item role and roving focus, once the app runs. */
export interface MenuItemProps {
  role?: 'menuitem';
  tabIndex?: number;
}

/**
 * A menu button that works before and without script: the trigger is a popover invoker, so the browser
 * opens the panel below it (anchored with CSS) and closes it on Escape or a click outside, and its links
 * and buttons are ordinary tab stops. Once the app runs it becomes the WAI-ARIA APG menu button: the
 * panel is a `role="menu"` of the items `children` renders with the given `MenuItemProps`; opening
 * focuses the first item, arrow keys, Home, End and first letters move between items, Escape closes and
 * returns focus to the trigger, and leaving the menu (Tab, a click outside) closes it.
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
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const focusOnOpen = useRef<FocusTarget>('first');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const headingId = useId();
  // The CSS anchor that ties the panel to its trigger: a dashed identifier unique to this menu.
  const anchorName = `--menu-${menuId.replace(/[^\w-]/g, '')}`;

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? []);
  const isShown = () => menuRef.current?.matches(':popover-open') ?? false;
  const focusItem = (target: FocusTarget) => {
    const list = items();
    (target === 'first' ? list[0] : list[list.length - 1])?.focus();
  };

  const openAt = (target: FocusTarget) => {
    if (isShown()) return focusItem(target);
    focusOnOpen.current = target;
    menuRef.current?.showPopover();
  };

  const close = (restoreFocus: boolean) => {
    if (isShown()) menuRef.current?.hidePopover();
    if (restoreFocus) buttonRef.current?.focus();
  };

  // The menu may have been opened by the browser before the app started.
  useEffect(() => setOpen(isShown()), []);

  const onToggle = () => {
    const shown = isShown();
    setOpen(shown);
    if (shown) focusItem(focusOnOpen.current);
    focusOnOpen.current = 'first';
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
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
      default:
        if (event.key.length === 1 && /\S/.test(event.key)) {
          const letter = event.key.toLowerCase();
          const ordered = [...list.slice(index + 1), ...list.slice(0, index + 1)];
          const match = ordered.find((item) => item.textContent?.trim().toLowerCase().startsWith(letter));
          if (match) {
            event.preventDefault();
            match.focus();
          }
        }
    }
  };

  // Tab moves focus on naturally to the next control; the menu just gets out of the way once focus has left.
  const onMenuBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && !menuRef.current?.contains(next) && next !== buttonRef.current) close(false);
  };

  const item: MenuItemProps = hydrated ? { role: 'menuitem', tabIndex: -1 } : {};

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        popoverTarget={menuId}
        aria-haspopup={hydrated ? 'menu' : undefined}
        // The browser exposes an invoker's state by itself; the app states it outright once it runs.
        aria-expanded={hydrated ? open : undefined}
        aria-controls={menuId}
        onKeyDown={onTriggerKeyDown}
        style={{ anchorName }}
        className={triggerClassName}
      >
        {trigger}
      </button>
      <div
        ref={menuRef}
        id={menuId}
        popover="auto"
        role={hydrated ? 'menu' : undefined}
        aria-labelledby={hydrated ? headingId : undefined}
        onToggle={onToggle}
        onKeyDown={onMenuKeyDown}
        onBlur={onMenuBlur}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('[role="menuitem"]')) close(false);
        }}
        // Below the trigger, right edges aligned; a browser without anchor positioning shows it at the top right.
        style={{ positionAnchor: anchorName, positionArea: 'bottom span-left' }}
        className={`fixed inset-auto top-16 right-4 w-56 rounded-xl border border-white/10 bg-night-700 p-1.5 text-slate-200 shadow-2xl shadow-black/40 supports-[position-area:bottom]:inset-auto supports-[position-area:bottom]:mt-2 ${menuClassName}`}
      >
        <div id={headingId} role="presentation" className="px-2.5 pt-1.5 pb-2 text-xs font-semibold tracking-wide text-slate-400 uppercase">
          {heading}
        </div>
        <div role="separator" className="mx-1 mb-1 h-px bg-white/10" />
        {children(item)}
      </div>
    </div>
  );
}
