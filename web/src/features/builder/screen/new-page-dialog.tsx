import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import type { ButtonSize, ButtonVariant } from '../../../components/ui/button-class.ts';
import { trpc } from '../../../lib/trpc.ts';
import { builderPagePath } from '@app/contracts';
import { PageFormDialog } from './page-form-dialog.tsx';
import { pageSlugOfName } from './page-slug.ts';

const EMPTY = { name: '', slug: '' };

/**
 * 'New page': a name and a slug (following the name until typed), its hint the address being made; the server refuses
 * reserved or taken paths and its message is shown.
 */
export function NewPageDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (slug: string) => void }) {
  const utils = trpc.useUtils();
  const create = trpc.builderPage.create.useMutation();
  return (
    <PageFormDialog
      open={open}
      title="New page"
      submitLabel="Create page"
      initial={EMPTY}
      slugOfName={pageSlugOfName}
      slugHint={(slug) =>
        slug === '' ? 'The page’s address comes from its name until you type a slug here.' : `The page’s address: ${builderPagePath(slug)}`
      }
      pending={create.isPending}
      error={create.error?.message ?? null}
      onClose={() => {
        create.reset();
        onClose();
      }}
      onSubmit={(values) =>
        create.mutate(values, {
          onSuccess: (page) => {
            // The new page opens at once: the screen asks for the page at its slug, answered here already.
            utils.builderPage.bySlug.setData({ slug: page.slug }, page);
            void utils.builderPage.list.invalidate();
            create.reset();
            onCreated(page.slug);
          },
        })
      }
    />
  );
}

/** A 'New page' button with its dialog; `onCreated` gets the new page's slug (to open it). */
export function NewPageButton({
  onCreated,
  variant,
  size,
}: { onCreated: (slug: string) => void } & { variant?: ButtonVariant; size?: ButtonSize }) {
  const [creating, setCreating] = useState(false);
  return (
    <>
      <Button variant={variant} size={size} onClick={() => setCreating(true)}>
        New page
      </Button>
      <NewPageDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(slug) => {
          setCreating(false);
          onCreated(slug);
        }}
      />
    </>
  );
}
