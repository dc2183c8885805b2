import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { trpc } from '../../../lib/trpc.ts';

/** 'New page': a name and a slug; the server refuses reserved or taken paths and its message is shown. */
export function NewPageDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (slug: string) => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const utils = trpc.useUtils();
  const create = trpc.builderPage.create.useMutation();
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      create.reset();
      setName('');
      setSlug('');
      dialog.showModal();
    } else if (!open && dialog.open) dialog.close();
    // Only opening resets the form (create.reset changes identity on every render).
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby="new-page-title"
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
          create.mutate(
            { name, slug },
            {
              onSuccess: async (page) => {
                await utils.builderPage.list.invalidate();
                onCreated(page.slug);
              },
            },
          );
        }}
      >
        <h2 id="new-page-title" className="text-lg font-semibold text-white">
          New page
        </h2>
        <TextField label="Page name" value={name} onChange={(event) => setName(event.target.value)} required maxLength={100} />
        <TextField
          label="Slug"
          value={slug}
          onChange={(event) => setSlug(event.target.value)}
          required
          maxLength={100}
          hint="The page's address: /spring-offer for the slug spring-offer."
        />
        {create.error ? (
          <p role="alert" className="text-sm text-red-300">
            {create.error.message}
          </p>
        ) : null}
        <div className="flex justify-end gap-3">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? <Spinner /> : null}
            Create page
          </Button>
        </div>
      </form>
    </dialog>
  );
}
