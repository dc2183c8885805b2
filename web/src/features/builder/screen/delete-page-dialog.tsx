import { liveAddressEffects, type BuilderPageSummary } from '@app/contracts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../lib/toast-store.ts';
import { trpc } from '../../../lib/trpc.ts';
import { markDeletingHere } from './deleted-here.ts';

/**
 * The question before 'Delete page', naming the page and what the website will show instead (guarded publishing: for a
 * published page, the address it leaves, which confirming sends to the server); confirming deletes it (its edit history
 * is kept on the server) and calls `onDeleted`. A refusal is shown as a toast.
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
  const effects = liveAddressEffects(page, { operation: 'delete' });
  return (
    <ConfirmDialog
      open={open}
      title={`Delete ${page.name}?`}
      description={
        <>
          <p>
            The page “{page.name}” ({page.path}) will be removed from the builder.
            {effects.length === 0 ? ' It is not published, so the website does not change.' : null}
          </p>
          {effects.map((effect) => (
            <p key={effect.path} className="mt-2">
              {effect.sentence}
            </p>
          ))}
        </>
      }
      confirmLabel="Delete page"
      pending={remove.isPending}
      onCancel={onClose}
      onConfirm={() => {
        markDeletingHere(page.id);
        remove.mutate(
          { pageId: page.id, confirmedAddresses: effects.map((effect) => effect.path) },
          {
            onSuccess: onDeleted,
            onError: (error) => {
              markDeletingHere(page.id, false);
              onClose();
              toast({ title: 'Delete failed', description: error.message, variant: 'destructive' });
            },
          },
        );
      }}
    />
  );
}
