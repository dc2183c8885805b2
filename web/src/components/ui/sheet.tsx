import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A modal panel that slides in from the right, built on the native `<dialog>` so focus is trapped,
 * the page behind is inert, Escape closes it and focus returns to the opener. `onClose` is called
 * whenever the dialog closes itself (Escape, a click on the backdrop).
 */
export function Sheet({
  open,
  onClose,
  label,
  id,
  children,
}: {
  open: boolean;
  onClose: () => void;
  label: string;
  id?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    // A modal dialog does not stop the page behind it from scrolling on touch devices.
    const root = document.documentElement;
    root.classList.add('overflow-hidden');
    return () => root.classList.remove('overflow-hidden');
  }, [open]);

  return (
    <dialog
      ref={ref}
      id={id}
      aria-label={label}
      onClose={onClose}
      onClick={(event) => {
        // Only the backdrop reports the dialog itself as the target; the panel's content covers the rest.
        if (event.target === event.currentTarget) onClose();
      }}
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(22rem,88vw)] max-w-none translate-x-full overflow-hidden border-l border-white/10 bg-night-800 p-0 text-slate-200 shadow-2xl transition-[translate,display,overlay] transition-discrete duration-300 ease-out backdrop:bg-black/60 backdrop:backdrop-blur-sm open:translate-x-0 motion-reduce:transition-none starting:open:translate-x-full"
    >
      <div className="flex h-full flex-col overflow-y-auto">{children}</div>
    </dialog>
  );
}
