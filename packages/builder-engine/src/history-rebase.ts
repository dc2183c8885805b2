import { applyCommand } from './commands/apply.ts';
import { textInsertFirst, type Command, type TextCommand } from './commands/command.ts';
import { dropEntries, type History, type HistoryEntry } from './history.ts';
import { invertTextOps, isIdentityTextOps, transformTextOps } from './text-ops.ts';
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

/**
 * The history moved past another editor's edit `remote`, made on the page the history's done entries lead to (the
 * page now, before `remote`): each text entry of the same field has its operations transformed through it (newest
 * first for undo, next first for redo, the remote edit carried along), so an undo takes back exactly one's own
 * characters and none of theirs. An entry left with nothing to do (the other person deleted what it typed) goes.
 * An update that replaced the whole field stops the walk: older entries are left to the usual undo check. When
 * `remote` replaced the field's whole value, the text entries of that field no longer apply and go. `onReplace`
 * hears of each entry replaced by its transformed copy (to carry anything keyed by the entry over).
 */
export function transformHistory(
  history: History,
  remote: Command,
  onReplace: (before: HistoryEntry, after: HistoryEntry) => void = () => {},
): History {
  if (remote.kind === 'update') {
    const touched = (entry: HistoryEntry) =>
      entry.command.kind === 'text' && entry.command.id === remote.id && Object.hasOwn(remote.changes, entry.command.field);
    return dropEntries(history, touched).history;
  }
  if (remote.kind !== 'text') return history;
  const gone = new Set<HistoryEntry>();
  const walk = (entries: readonly HistoryEntry[], forward: (entry: HistoryEntry) => Command): HistoryEntry[] => {
    const out = [...entries];
    let theirs: TextCommand | null = remote;
    for (let i = out.length - 1; i >= 0 && theirs !== null; i -= 1) {
      const entry = out[i] as HistoryEntry;
      const step = forward(entry);
      if (step.kind === 'update' && step.id === remote.id && Object.hasOwn(step.changes, remote.field)) theirs = null;
      if (step.kind !== 'text' || step.id !== remote.id || step.field !== remote.field || theirs === null) continue;
      const mineFirst: boolean = textInsertFirst(step, theirs);
      const ops = transformTextOps(step.ops, theirs.ops, mineFirst);
      theirs = { ...theirs, ops: transformTextOps(theirs.ops, step.ops, !mineFirst) };
      const moved: TextCommand = { ...step, ops };
      const back: TextCommand = { ...step, ops: invertTextOps(ops) };
      const isUndo = step === entry.inverse;
      const next: HistoryEntry = { ...entry, command: isUndo ? back : moved, inverse: isUndo ? moved : back };
      out[i] = next;
      onReplace(entry, next);
      if (isIdentityTextOps(ops)) gone.add(next);
    }
    return out;
  };
  const done = walk(history.done, (entry) => entry.inverse);
  const undone = walk(history.undone, (entry) => entry.command);
  const moved = { ...history, done, undone };
  return gone.size === 0 ? moved : dropEntries(moved, (entry) => gone.has(entry)).history;
}
