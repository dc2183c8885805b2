import { PAGE_META, type BuilderPageSummary } from '@app/contracts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../lib/toast-store.ts';
import { trpc } from '../../../lib/trpc.ts';

/** What deleting a page changes on the website, in a sentence. */
function effectOnSite(page: BuilderPageSummary): string {
  if (page.publishedVersion === null) return 'It is not published, so the website does not change.';
  if (page.path in PAGE_META) return `The website shows its built-in page at ${page.path} again.`;
  return `Visitors to ${page.path} will get "page not found".`;
}

/**
 * The question before 'Delete page', naming the page and what the website will show instead; confirming deletes it
 * (its edit history is kept on the server) and calls `onDeleted`. A refusal is shown as a toast.
 */
export function DeletePageDialog({
  open,
  page,
  onClose,
  onDeleted,
}: {
  open: boolean;
  page: BuilderPageSummary;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const remove = trpc.builderPage.delete.useMutation();
  return (
    <ConfirmDialog
      open={open}
      title={`Delete ${page.name}?`}
      description={
        <p>
          The page "{page.name}" ({page.path}) will be removed from the builder. {effectOnSite(page)}
        </p>
      }
      confirmLabel="Delete page"
      pending={remove.isPending}
      onCancel={onClose}
      onConfirm={() =>
        remove.mutate(
          { pageId: page.id },
          {
            onSuccess: onDeleted,
            onError: (error) => {
              onClose();
              toast({ title: 'Delete failed', description: error.message, variant: 'destructive' });
            },
          },
        )
      }
    />
  );
}
