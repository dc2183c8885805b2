import { useHydrated } from '../../islands/use-hydrated.ts';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Icon } from './icon.tsx';

/**
 * A panel that slides in from the right, with its opener button and its close button. It works before
 * and without script: both buttons are popover invokers, so the browser itself shows the panel (Escape
 * and a click outside close it). Once the app runs, the opener shows it as a modal `<dialog>` instead,
 * so focus is trapped, the page behind is inert and focus returns to the opener; it also closes
 * whenever `closeKey` changes (a route change). `children` gets a function that closes the panel.
 */
export function Sheet({
  id,
  label,
  openLabel,
  closeLabel,
  trigger,
  triggerClassName = '',
  heading,
  closeKey,
  children,
}: {
  id: string;
  /** The accessible name of the panel. */
  label: string;
  /** The accessible names of the opener and of the close button. */
  openLabel: string;
  closeLabel: string;
  /** What the opener shows (its name is `openLabel`). */
  trigger: ReactNode;
  triggerClassName?: string;
  /** What the panel's top bar shows beside the close button. */
  heading: ReactNode;
  closeKey?: unknown;
  children: (close: () => void) => ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);

  const isShown = (dialog: HTMLDialogElement) => dialog.open || dialog.matches(':popover-open');
  const sync = () => {
    if (ref.current) setOpen(isShown(ref.current));
  };

  const close = () => {
    const dialog = ref.current;
    if (!dialog) return;
    if (dialog.matches(':popover-open')) dialog.hidePopover();
    if (dialog.open) dialog.close();
    setOpen(false);
  };

  const show = () => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    setOpen(true);
  };

  // The panel may have been opened by the browser before the app started.
  useEffect(sync, []);

  // Not on the first run: that would shut a panel opened before the app started under the visitor's finger.
  const lastCloseKey = useRef(closeKey);
  useEffect(() => {
    if (Object.is(lastCloseKey.current, closeKey)) return;
    lastCloseKey.current = closeKey;
    close();
  }, [closeKey]);

  useEffect(() => {
    if (!open) return;
    // A modal dialog does not stop the page behind it from scrolling on touch devices.
    const root = document.documentElement;
    root.classList.add('overflow-hidden');
    return () => root.classList.remove('overflow-hidden');
  }, [open]);

  return (
    <>
      <button
        type="button"
        popoverTarget={id}
        aria-controls={id}
        // The browser exposes an invoker's state by itself; the app states it outright once it runs.
        aria-expanded={hydrated ? open : undefined}
        onClick={(event) => {
          // With the app running the panel opens as a modal dialog rather than as the browser's popover.
          event.preventDefault();
          if (ref.current && isShown(ref.current)) close();
          else show();
        }}
        className={triggerClassName}
      >
        {trigger}
        <span className="sr-only">{openLabel}</span>
      </button>

      <dialog
        ref={ref}
        id={id}
        popover="auto"
        aria-label={label}
        onToggle={sync}
        onClose={sync}
        onClick={(event) => {
          // Only the backdrop reports the dialog itself as the target; the panel's content covers the rest.
          if (event.target === event.currentTarget) close();
        }}
        className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(22rem,88vw)] max-w-none translate-x-full overflow-hidden border-l border-white/10 bg-night-800 p-0 text-slate-200 shadow-2xl transition-[translate,display,overlay] transition-discrete duration-300 ease-out backdrop:bg-black/60 backdrop:backdrop-blur-sm open:translate-x-0 motion-reduce:transition-none starting:open:translate-x-full"
      >
        <div className="flex h-full flex-col overflow-y-auto">
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-white/10 px-4">
            {heading}
            <button
              type="button"
              popoverTarget={id}
              popoverTargetAction="hide"
              onClick={(event) => {
                // A modal dialog is no popover: the app closes it itself.
                event.preventDefault();
                close();
              }}
              className="inline-flex size-10 items-center justify-center rounded-lg text-slate-300 hover:bg-white/5 hover:text-white"
            >
              <Icon name="close" className="size-6" />
              <span className="sr-only">{closeLabel}</span>
            </button>
          </div>
          {children(close)}
        </div>
      </dialog>
    </>
  );
}
