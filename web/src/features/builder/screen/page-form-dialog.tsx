import { useState, type ReactNode } from 'react';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';

/** A builder page's name and slug, as the page dialogs edit them. */
export interface PageNameAndSlug {
  name: string;
  slug: string;
}

/**
 * The name-and-slug form of a builder page ('New page', 'Page settings') in a FormDialog: each opening starts from
 * `initial`; the server's refusal (`error`) shows above the buttons and the form stays open for another try. With
 * `slugOfName`, the slug follows the name as it is typed until someone types in the Slug field. `slugHint` is drawn
 * from the slug in the field.
 */
export function PageFormDialog({
  open,
  title,
  submitLabel,
  initial,
  slugHint,
  slugOfName,
  pending,
  error,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  submitLabel: string;
  initial: PageNameAndSlug;
  slugHint: (slug: string) => ReactNode;
  /** Makes the slug from the name while nobody has typed a slug (New page). */
  slugOfName?: (name: string) => string;
  pending: boolean;
  error: string | null;
  onSubmit: (values: PageNameAndSlug) => void;
  onClose: () => void;
}) {
  const [name, setName] = useState(initial.name);
  const [slug, setSlug] = useState(initial.slug);
  const [slugTyped, setSlugTyped] = useState(false);
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
        setSlugTyped(false);
      }}
      onClose={onClose}
      onSubmit={() => onSubmit({ name, slug })}
    >
      <TextField
        label="Page name"
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          if (slugOfName && !slugTyped) setSlug(slugOfName(event.target.value));
        }}
        required
        maxLength={100}
      />
      <TextField
        label="Slug"
        value={slug}
        onChange={(event) => {
          setSlugTyped(true);
          setSlug(event.target.value);
        }}
        required
        maxLength={100}
        hint={slugHint(slug.trim().toLowerCase())}
      />
    </FormDialog>
  );
}
