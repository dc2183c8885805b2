import { Button } from '../../../components/ui/button.tsx';

/**
 * Shown once a save is refused because the post was deleted (in another tab or by another person) after it was
 * opened: what the editor holds is saved nowhere, so it offers to keep it as a new draft, or to close it.
 */
export function DeletedPostBanner({ onSaveAsNew, onClose }: { onSaveAsNew: () => void; onClose: () => void }) {
  return (
    <div role="alert" className="grid gap-3 rounded-2xl border border-red-500/30 bg-red-950/60 p-4 text-sm text-red-100">
      <p>
        This post was deleted (in another tab or by another person) after you opened it, so what you see here is not saved anywhere. Save it
        as a new draft to keep it.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={onSaveAsNew}>
          Save as a new draft
        </Button>
        <Button size="sm" variant="outline" onClick={onClose}>
          Close without saving
        </Button>
      </div>
    </div>
  );
}
