import { applyCommand } from './commands/apply.ts';
import { dropEntries, type History, type HistoryEntry } from './history.ts';
import type { BuilderPage } from './page.ts';

/**
 * The history rebased onto `page` after other editors changed it: the undo steps are walked newest first and the
 * redo steps next first, as undo and redo would walk them, and each one that no longer applies (its element was
 * deleted, its place is gone) is dropped; the rest keep their order. Returns the history and how many were dropped.
 */
export function rebaseHistory(history: History, page: BuilderPage): { readonly history: History; readonly dropped: number } {
  const gone = new Set<HistoryEntry>();
  const walk = (entries: readonly HistoryEntry[], step: (entry: HistoryEntry) => HistoryEntry['command']) => {
    let scratch = page;
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const entry = entries[i] as HistoryEntry;
      const result = applyCommand(scratch, step(entry));
      if (result.ok) scratch = result.page;
      else gone.add(entry);
    }
  };
  walk(history.done, (entry) => entry.inverse);
  walk(history.undone, (entry) => entry.command);
  return gone.size === 0 ? { history, dropped: 0 } : dropEntries(history, (entry) => gone.has(entry));
}
