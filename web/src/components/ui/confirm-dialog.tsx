import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from './button.tsx';
import { Spinner } from './spinner.tsx';

/**
 * A modal question before a destructive action, on the native `<dialog>` (role alertdialog): focus
 * moves to Cancel when it opens, the page behind is inert, Escape or Cancel calls `onCancel`, the
 * confirm button calls `onConfirm`. Focus returns to the opener when it closes.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  pending = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // The safe choice takes focus, so a stray Enter never deletes anything.
      dialog.querySelector<HTMLButtonElement>('[data-cancel]')?.focus();
    } else if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onCancel={(event) => {
        // Escape: let React's state close the dialog, so it never closes while the app thinks it is open.
        event.preventDefault();
        if (!pending) onCancel();
      }}
      className="m-auto w-[min(28rem,92vw)] rounded-2xl border border-white/10 bg-night-800 p-6 text-slate-200 shadow-2xl backdrop:bg-black/60 backdrop:backdrop-blur-sm"
    >
      <h2 id={titleId} className="text-lg font-semibold text-white">
        {title}
      </h2>
      <div id={descriptionId} className="mt-2 text-sm text-slate-300">
        {description}
      </div>
      <div className="mt-6 flex justify-end gap-3">
        <Button data-cancel variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button variant="destructive" onClick={onConfirm} disabled={pending}>
          {pending ? <Spinner /> : null}
          {confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}
