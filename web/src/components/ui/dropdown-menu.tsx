import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

type FocusTarget = 'first' | 'last';

const ITEM_SELECTOR = '[role="menuitem"]:not([aria-disabled="true"])';

/**
 * A menu button (WAI-ARIA APG pattern): the trigger opens a `role="menu"` whose children must be
 * elements with `role="menuitem"` and `tabIndex={-1}`. Arrow keys, Home, End and first letters move
 * between items; Escape closes and returns focus to the trigger; Tab or a click outside closes it.
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
  children: ReactNode;
  triggerClassName?: string;
  menuClassName?: string;
}) {
  const [open, setOpen] = useState(false);
  const [focusOnOpen, setFocusOnOpen] = useState<FocusTarget>('first');
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const headingId = useId();

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? []);

  useEffect(() => {
    if (!open) return;
    const list = items();
    (focusOnOpen === 'first' ? list[0] : list[list.length - 1])?.focus();
  }, [open, focusOnOpen]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openAt = (target: FocusTarget) => {
    setFocusOnOpen(target);
    setOpen(true);
  };

  const close = (restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) buttonRef.current?.focus();
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
      case 'Tab':
        // Focus moves on naturally to the next control; the menu just gets out of the way.
        return close(false);
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

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt('first'))}
        onKeyDown={onTriggerKeyDown}
        className={triggerClassName}
      >
        {trigger}
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={headingId}
          onKeyDown={onMenuKeyDown}
          onClick={(event) => {
            if ((event.target as HTMLElement).closest('[role="menuitem"]')) close(false);
          }}
          className={`absolute right-0 z-50 mt-2 w-56 origin-top-right rounded-xl border border-white/10 bg-night-700 p-1.5 shadow-2xl shadow-black/40 ${menuClassName}`}
        >
          <div id={headingId} role="presentation" className="px-2.5 pt-1.5 pb-2 text-xs font-semibold tracking-wide text-slate-400 uppercase">
            {heading}
          </div>
          <div role="separator" className="mx-1 mb-1 h-px bg-white/10" />
          {children}
        </div>
      ) : null}
    </div>
  );
}
