import type { BuilderPageSummary } from '@app/contracts';
import { trpc } from '../../../lib/trpc.ts';
import { isLiveAddressRefusal, useLiveChangeQuestion } from './live-change-question.tsx';
import { PageFormDialog } from './page-form-dialog.tsx';

/**
 * 'Page settings': the open page's name and slug. A new slug moves the page to a new address and the old one leads
 * there (301); the server refuses a reserved or taken slug and its message is shown. Moving a published page asks first. `onSaved` gets the page as saved.
 */
export function PageSettingsDialog({
  open,
  page,
  onClose,
  onSaved,
}: {
  open: boolean;
  page: BuilderPageSummary;
  onClose: () => void;
  onSaved: (page: BuilderPageSummary) => void;
}) {
  const update = trpc.builderPage.update.useMutation();
  // Moving a published page off its address asks first (guarded publishing); the form's error shows other refusals.
  const { ask, question } = useLiveChangeQuestion();
  return (
    <>
      <PageFormDialog
        open={open}
        title="Page settings"
        submitLabel="Save settings"
        initial={{ name: page.name, slug: page.slug }}
        slugHint={() => `The page's address (now ${page.path}). If you change it, the old address leads visitors to the new one.`}
        pending={update.isPending}
        error={update.error && !isLiveAddressRefusal(update.error) ? update.error.message : null}
        onClose={() => {
          update.reset();
          onClose();
        }}
        onSubmit={({ name, slug }) => {
          const newSlug = slug.trim().toLowerCase();
          void ask(
            page,
            { operation: 'move', newSlug },
            async (confirmedAddresses) => {
              // An unchanged slug is not sent: 'home' (the home page's, served at /) is reserved for any other use.
              const saved = await update.mutateAsync({
                pageId: page.id,
                name,
                ...(newSlug === page.slug ? {} : { slug, confirmedAddresses }),
              });
              update.reset();
              onSaved(saved);
            },
            // Shown in the form, from the mutation's state.
            () => undefined,
          );
        }}
      />
      {question}
    </>
  );
}
