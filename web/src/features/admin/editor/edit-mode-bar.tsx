import { Button } from '../../../components/ui/button.tsx';

/**
 * The bar under the editor's header: whether edit mode is on (with Start editing when it is off), and
 * the hint on how to edit while `hint` holds.
 */
export function EditModeBar({ active, hint, onStart }: { active: boolean; hint: boolean; onStart: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-3 border-b border-white/10 px-6 py-2 text-sm">
      {active ? (
        <span className="text-slate-300">Edit mode is on: click an outlined element to edit it.</span>
      ) : (
        <>
          <span className="text-slate-400">Edit mode is off.</span>
          <Button size="sm" variant="outline" onClick={onStart}>
            Start editing
          </Button>
        </>
      )}
      {hint && active ? (
        <p role="status" className="rounded-lg bg-primary/15 px-3 py-1 text-primary-soft">
          Tip: click any element to edit it. Escape cancels the selection, or leaves edit mode when nothing is selected.
        </p>
      ) : null}
    </div>
  );
}
