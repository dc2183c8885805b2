import { useId, type ReactNode } from 'react';
import { Button } from './button.tsx';
import { Spinner } from './spinner.tsx';
import { ModalDialog } from './modal-dialog.tsx';

/**
 * A modal form on the native `<dialog>`: a title, the fields given as children, the server's refusal (`error`) in an
 * alert, then Cancel and the submit button (`submitLabel`, busy while `pending`). Opening calls `onOpen` (reset the
 * form there) and moves focus to the first field; Escape or Cancel calls `onClose`, and focus returns to the opener.
 */
export function FormDialog({
  open,
  title,
  submitLabel,
  pending,
  error,
  onOpen,
  onClose,
  onSubmit,
  children,
}: {
  open: boolean;
  title: string;
  submitLabel: string;
  pending: boolean;
  error?: string | null;
  onOpen?: () => void;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const titleId = useId();

  return (
    <ModalDialog open={open} labelledBy={titleId} className="w-[min(28rem,92vw)]" onOpen={onOpen} onClose={onClose}>
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <h2 id={titleId} className="text-lg font-semibold text-white">
          {title}
        </h2>
        {children}
        {error ? (
          <p role="alert" className="text-sm text-red-300">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end gap-3">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? <Spinner /> : null}
            {submitLabel}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
