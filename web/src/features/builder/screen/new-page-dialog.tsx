import { useState } from 'react';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { trpc } from '../../../lib/trpc.ts';

/** 'New page': a name and a slug; the server refuses reserved or taken paths and its message is shown. */
export function NewPageDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (slug: string) => void }) {
  const utils = trpc.useUtils();
  const create = trpc.builderPage.create.useMutation();
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');

  return (
    <FormDialog
      open={open}
      title="New page"
      submitLabel="Create page"
      pending={create.isPending}
      error={create.error?.message}
      onOpen={() => {
        create.reset();
        setName('');
        setSlug('');
      }}
      onClose={onClose}
      onSubmit={() =>
        create.mutate(
          { name, slug },
          {
            onSuccess: async (page) => {
              await utils.builderPage.list.invalidate();
              onCreated(page.slug);
            },
          },
        )
      }
    >
      <TextField label="Page name" value={name} onChange={(event) => setName(event.target.value)} required maxLength={100} />
      <TextField
        label="Slug"
        value={slug}
        onChange={(event) => setSlug(event.target.value)}
        required
        maxLength={100}
        hint="The page's address: /spring-offer for the slug spring-offer."
      />
    </FormDialog>
  );
}
