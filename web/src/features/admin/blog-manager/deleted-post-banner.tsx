import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../lib/toast-store.ts';
import { messageOf } from './save-error.ts';

/**
 * Shown once a save is refused because the post was deleted (in another tab or by another person) after it was
 * opened: what the editor holds is saved nowhere, so it offers to keep it as a new draft (the editor stays as it is
 * until that draft exists; a failure says so and leaves everything in place), or to close it.
 */
export function DeletedPostBanner({ onSaveAsNew, onClose }: { onSaveAsNew: () => Promise<void>; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const keep = async () => {
    setBusy(true);
    try {
      await onSaveAsNew();
    } catch (error) {
      toast({ title: 'Post not created', description: `${messageOf(error)} What you wrote is still here.`, variant: 'destructive' });
      setBusy(false);
    }
  };
  return (
    <div role="alert" className="grid gap-3 rounded-2xl border border-red-500/30 bg-red-950/60 p-4 text-sm text-red-100">
      <p>
        This post was deleted (in another tab or by another person) after you opened it, so what you see here is not saved anywhere. Save it
        as a new draft to keep it.
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" disabled={busy} onClick={() => void keep()}>
          Save as a new draft
        </Button>
        <Button size="sm" variant="outline" disabled={busy} onClick={onClose}>
          Close without saving
        </Button>
        {busy ? <Spinner /> : null}
      </div>
    </div>
  );
}
