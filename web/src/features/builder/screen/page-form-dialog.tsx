import { useState } from 'react';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';

/** A builder page's name and slug, as the page dialogs edit them. */
export interface PageNameAndSlug {
  name: string;
  slug: string;
}

/**
 * The name-and-slug form of a builder page ('New page', 'Page settings') in a FormDialog: each opening starts from
 * `initial`; the server's refusal (`error`) shows above the buttons and the form stays open for another try.
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
  const [name, setName] = useState(initial.name);
  const [slug, setSlug] = useState(initial.slug);
  return (
    <FormDialog
      open={open}
      title={title}
      submitLabel={submitLabel}
      pending={pending}
      error={error}
      onOpen={() => {
        setName(initial.name);
        setSlug(initial.slug);
      }}
      onClose={onClose}
      onSubmit={() => onSubmit({ name, slug })}
    >
      <TextField label="Page name" value={name} onChange={(event) => setName(event.target.value)} required maxLength={100} />
      <TextField label="Slug" value={slug} onChange={(event) => setSlug(event.target.value)} required maxLength={100} hint={slugHint} />
    </FormDialog>
  );
}
