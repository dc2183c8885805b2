import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';

/**
 * A modal on the native `<dialog>`, named by the element `labelledBy` points at: shown while `open` (`onOpen` runs
 * just before, to reset a form), closed when it turns false. Escape calls `onClose`, and React's state closes it, so
 * it never closes while the app thinks it is open; the browser gives the focus back to the opener.
 */
export function ModalDialog({
  open,
  labelledBy,
  className = '',
  onOpen,
  onClose,
  children,
}: {
  open: boolean;
  labelledBy: string;
  className?: string;
  onOpen?: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  // Only opening calls it: callers' onOpen changes identity on every render, so it is an effect event.
  const opened = useEffectEvent(() => onOpen?.());
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opened();
      dialog.showModal();
    } else if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={`m-auto rounded-2xl border border-white/10 bg-night-800 p-6 text-slate-200 shadow-2xl backdrop:bg-black/60 ${className}`}
    >
      {children}
    </dialog>
  );
}
