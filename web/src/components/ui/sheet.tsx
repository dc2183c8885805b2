import { useEffect, useRef, type ReactNode } from 'react';
import { Icon } from './icon.tsx';
import { enhanceSheet, SHEET_OPENER_ATTRIBUTE, type SheetControl } from './sheet-behaviour.ts';

/**
 * A panel that slides in from the right, with its opener button and its close button. It works before
 * and without script: both buttons are popover invokers, so the browser itself shows the panel (Escape
 * and a click outside close it). Once a script runs (the app's, or the islands runtime on a page served
 * as islands) the opener shows it as a modal `<dialog>` instead (`enhanceSheet`); in the app it also
 * closes whenever `closeKey` changes (a route change). `children` gets a function that closes the panel.
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
  const openerRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const control = useRef<SheetControl | null>(null);

  useEffect(() => {
    if (!openerRef.current || !dialogRef.current) return;
    const attached = enhanceSheet(openerRef.current, dialogRef.current);
    control.current = attached;
    return () => {
      attached.detach();
      control.current = null;
    };
  }, []);
  const close = () => control.current?.close();

  // Not on the first run: that would shut a panel opened before the app started under the visitor's finger.
  const lastCloseKey = useRef(closeKey);
  useEffect(() => {
    if (Object.is(lastCloseKey.current, closeKey)) return;
    lastCloseKey.current = closeKey;
    control.current?.close();
  }, [closeKey]);

  return (
    <>
      <button
        ref={openerRef}
        type="button"
        popoverTarget={id}
        aria-controls={id}
        {...{ [SHEET_OPENER_ATTRIBUTE]: '' }}
        className={triggerClassName}
      >
        {trigger}
        <span className="sr-only">{openLabel}</span>
      </button>

      <dialog
        ref={dialogRef}
        id={id}
        popover="auto"
        aria-label={label}
        className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(22rem,88vw)] max-w-none translate-x-full overflow-hidden border-l border-white/10 bg-night-800 p-0 text-slate-200 shadow-2xl transition-[translate,display,overlay] transition-discrete duration-300 ease-out backdrop:bg-black/60 backdrop:backdrop-blur-sm open:translate-x-0 motion-reduce:transition-none starting:open:translate-x-full"
      >
        <div className="flex h-full flex-col overflow-y-auto">
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-white/10 px-4">
            {heading}
            <button
              type="button"
              popoverTarget={id}
              popoverTargetAction="hide"
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
