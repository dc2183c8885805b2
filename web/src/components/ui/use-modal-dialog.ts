import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * Shows the native `<dialog>` in `ref` as a modal while `open` is true and closes it when it turns false; `onOpen`
 * runs just before it opens (reset a form there). The dialog's own `cancel` (Escape) is left to the caller.
 */
export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, open: boolean, onOpen?: () => void): void {
  // Only opening calls it: callers' onOpen changes identity on every render, so it is an effect event.
  const opened = useEffectEvent(() => onOpen?.());
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opened();
      dialog.showModal();
    } else if (!open && dialog.open) dialog.close();
  }, [open, ref]);
}
