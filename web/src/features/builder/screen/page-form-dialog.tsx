import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';

/** A builder page's name and slug, as the page dialogs edit them. */
export interface PageNameAndSlug {
  name: string;
  slug: string;
}

/**
 * A modal form for a builder page's name and slug ('New page', 'Page settings'), on the native `<dialog>`: each
 * opening starts from `initial`; Escape or Cancel calls `onClose`; the server's refusal (`error`) is shown above the
 * buttons, and the form stays open for another try.
 */
export function PageFormDialog({
  open,
  title,
  submitLabel,
  initial,
  slugHint,
  pending,
  error,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  submitLabel: string;
  initial: PageNameAndSlug;
  slugHint: string;
  pending: boolean;
  error: string | null;
  onSubmit: (values: PageNameAndSlug) => void;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [name, setName] = useState(initial.name);
  const [slug, setSlug] = useState(initial.slug);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setName(initial.name);
      setSlug(initial.slug);
      dialog.showModal();
    } else if (!open && dialog.open) dialog.close();
    // Only opening resets the form: `initial` is a new object on every render.
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[min(28rem,92vw)] rounded-2xl border border-white/10 bg-night-800 p-6 text-slate-200 shadow-2xl backdrop:bg-black/60"
    >
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit({ name, slug });
        }}
      >
        <h2 id={titleId} className="text-lg font-semibold text-white">
          {title}
        </h2>
        <TextField label="Page name" value={name} onChange={(event) => setName(event.target.value)} required maxLength={100} />
        <TextField label="Slug" value={slug} onChange={(event) => setSlug(event.target.value)} required maxLength={100} hint={slugHint} />
        {error !== null ? (
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
    </dialog>
  );
}
