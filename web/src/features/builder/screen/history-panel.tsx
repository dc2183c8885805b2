import { toast } from '../../../lib/toast-store.ts';
import { useBuilderSession, useSessionValue } from './session-context.ts';

/**
 * The history list: the engine's entry labels, oldest first, then the undone ones (greyed). Choosing an entry
 * undoes or redoes this admin's steps until that entry is the newest applied one.
 */
export function HistoryPanel() {
  const session = useBuilderSession();
  const history = useSessionValue((snapshot) => snapshot.editor.history);
  const entries = [...history.done, ...[...history.undone].reverse()];

  const jumpTo = (doneCount: number) => {
    let moved: 'Undo' | 'Redo' | null = null;
    while (session.getSnapshot().editor.history.done.length > doneCount) {
      const result = session.undo();
      if (!result.ok) return toast({ title: 'Nothing was undone', description: result.message, variant: 'destructive' });
      moved = 'Undo';
    }
    while (session.getSnapshot().editor.history.done.length < doneCount) {
      const result = session.redo();
      if (!result.ok) return toast({ title: 'Nothing was redone', description: result.message, variant: 'destructive' });
      moved = 'Redo';
    }
    if (moved !== null) toast({ title: moved });
  };

  return (
    <section aria-labelledby="builder-history-heading" className="w-60 shrink-0 overflow-y-auto border-l border-white/10 bg-night-800 p-4">
      <h2 id="builder-history-heading" className="mb-3 text-sm font-semibold text-white">
        History
      </h2>
      <ol className="space-y-1 text-sm">
        <li>
          <button
            type="button"
            aria-current={history.done.length === 0 ? 'step' : undefined}
            onClick={() => jumpTo(0)}
            className="w-full rounded px-2 py-1 text-left text-slate-300 hover:bg-white/5 aria-[current=step]:bg-indigo-500/20 aria-[current=step]:text-white"
          >
            Opened page
          </button>
        </li>
        {entries.map((entry, index) => {
          const undone = index >= history.done.length;
          return (
            <li key={`${index}-${entry.at}`}>
              <button
                type="button"
                aria-current={index === history.done.length - 1 ? 'step' : undefined}
                onClick={() => jumpTo(index + 1)}
                className={`w-full rounded px-2 py-1 text-left hover:bg-white/5 aria-[current=step]:bg-indigo-500/20 aria-[current=step]:text-white ${undone ? 'text-slate-400 line-through' : 'text-slate-300'}`}
              >
                {entry.label}
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
