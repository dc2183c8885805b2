import {
  CHANGE_GROUPS,
  type ApplySuccess,
  type Command,
  type CommandSubject,
  type TextCommand,
  type UpdateCommand,
} from './commands/command.ts';
import { updateLabel } from './labels.ts';
import { changedKeysOf } from './rebase.ts';
import { composeTextOps, isIdentityTextOps } from './text-ops.ts';

/** The undo cap of docs/product.md §9: at most 50 entries; the oldest is dropped first. */
export const HISTORY_LIMIT = 50;

/**
 * Changes of the same element and property less than this many ms apart form one step. ProseMirror's 500 ms splits
 * the typing and arrow-key steps of a person working at a deliberate pace (600 ms a key and more) into one step a
 * key; 1.2 s keeps a word, a phrase or a run of slider steps together and still makes a real pause a new step.
 */
export const MERGE_WINDOW_MS = 1200;

/** One undoable step: the command as applied, its inverse, a label for the history list, and when it happened. */
export interface HistoryEntry {
  readonly label: string;
  readonly subject: CommandSubject;
  readonly command: Command;
  readonly inverse: Command;
  /** Time of the entry's last change in ms; a gesture extends it. */
  readonly at: number;
}

/**
 * Linear undo history as an immutable value: `done` (oldest first) and `undone` (the redo stack, next redo last).
 * Selection is not part of it.
 */
export interface History {
  readonly done: readonly HistoryEntry[];
  readonly undone: readonly HistoryEntry[];
  readonly limit: number;
  /** Whether the newest done entry may still absorb the next update of the same gesture. */
  readonly open: boolean;
}

/** Options for recording: the merge window, or `merge: false` to start a new entry whatever the timing. */
export interface RecordOptions {
  readonly mergeWindowMs?: number;
  readonly merge?: boolean;
}

/** An empty history holding at most `limit` entries (50 by default). */
export function createHistory(limit: number = HISTORY_LIMIT): History {
  return { done: [], undone: [], limit: Math.max(1, Math.floor(limit)), open: false };
}

/** True when there is an entry to undo. */
export function canUndo(history: History): boolean {
  return history.done.length > 0;
}

/** True when there is an entry to redo. */
export function canRedo(history: History): boolean {
  return history.undone.length > 0;
}

/** The history entry for an applied command, stamped with the time `at` (ms). */
export function entryFromResult(result: ApplySuccess, at: number): HistoryEntry {
  return { label: result.label, subject: result.subject, command: result.command, inverse: result.inverse, at };
}

function keysOf(command: UpdateCommand): string {
  return changedKeysOf(command.changes).sort().join(',');
}

/**
 * The grouping rule of the history (ProseMirror's): `next` continues `last`'s step when both are updates of the same
 * element and of the same properties (a device override counting as its own property), and `next` came at most
 * `windowMs` after `last`'s latest change. Times are passed in (ms), so the rule is pure. Typing into a field,
 * keyboard steps on a slider and a drag are so one step; another property, another element or a longer pause
 * starts a new one.
 */
export function groupsWith(last: HistoryEntry, next: HistoryEntry, windowMs: number = MERGE_WINDOW_MS): boolean {
  const a = last.command;
  const b = next.command;
  const gap = next.at - last.at;
  if (gap < 0 || gap > windowMs) return false;
  if (a.kind === 'text' && b.kind === 'text') return a.id === b.id && a.field === b.field && a.site === b.site;
  if (a.kind !== 'update' || b.kind !== 'update' || a.id !== b.id) return false;
  return keysOf(a) === keysOf(b);
}

// Typing that continues the last entry: one text edit doing both, undone by one edit undoing both.
function mergeText(history: History, last: HistoryEntry, entry: HistoryEntry): History {
  const earlier = last.command as TextCommand;
  const later = entry.command as TextCommand;
  const kept = history.done.slice(0, -1);
  const ops = composeTextOps(earlier.ops, later.ops);
  // Typed and taken back again: nothing changed, so nothing is recorded.
  if (isIdentityTextOps(ops)) return { ...history, done: kept, undone: [], open: false };
  const inverse = composeTextOps((entry.inverse as TextCommand).ops, (last.inverse as TextCommand).ops);
  const merged: HistoryEntry = {
    label: entry.label,
    subject: last.subject,
    command: { ...earlier, ops },
    inverse: { ...earlier, ops: inverse },
    at: entry.at,
  };
  return { ...history, done: [...kept, merged], undone: [], open: true };
}

function sameValues(after: Readonly<Record<string, unknown>>, before: Readonly<Record<string, unknown>> | undefined): boolean {
  return Object.entries(after).every(([key, value]) => before?.[key] === value);
}

function isNoOp(command: UpdateCommand, inverse: UpdateCommand): boolean {
  const fields = Object.fromEntries(
    Object.entries(command.changes).filter(([field]) => !(CHANGE_GROUPS as readonly string[]).includes(field)),
  );
  return (
    sameValues(fields, inverse.changes as Readonly<Record<string, unknown>>) &&
    CHANGE_GROUPS.every((group) =>
      sameValues(command.changes[group] ?? {}, inverse.changes[group] as Readonly<Record<string, unknown>> | undefined),
    )
  );
}

/**
 * Records an applied command. A new entry discards the redo stack and drops the oldest entry past the limit. An
 * update continuing the open gesture (same element and keys, within the window) is merged into the last entry,
 * which keeps the gesture's first inverse and final value; a merge that ends where it began removes the entry.
 */
export function recordEntry(history: History, entry: HistoryEntry, options: RecordOptions = {}): History {
  const last = history.done[history.done.length - 1];
  const windowMs = options.mergeWindowMs ?? MERGE_WINDOW_MS;
  if (options.merge !== false && history.open && last !== undefined && groupsWith(last, entry, windowMs)) {
    if (entry.command.kind === 'text') return mergeText(history, last, entry);
    const command = entry.command as UpdateCommand;
    const inverse = last.inverse as UpdateCommand;
    const kept = history.done.slice(0, -1);
    // A slider dragged back to where it started: nothing changed, so nothing is recorded.
    if (isNoOp(command, inverse)) return { ...history, done: kept, undone: [], open: false };
    const merged: HistoryEntry = {
      label: updateLabel(last.subject, inverse.changes, command.changes),
      subject: last.subject,
      command,
      inverse,
      at: entry.at,
    };
    return { ...history, done: [...kept, merged], undone: [], open: true };
  }
  const done = [...history.done, entry];
  return { ...history, done: done.length > history.limit ? done.slice(done.length - history.limit) : done, undone: [], open: true };
}

/** Ends the current gesture, so the next update starts a new entry (call it on pointer up or blur). */
export function closeGesture(history: History): History {
  return history.open ? { ...history, open: false } : history;
}

/** Moves the newest done entry to the redo stack; undefined when there is nothing to undo. */
export function takeUndo(history: History): { readonly history: History; readonly entry: HistoryEntry } | undefined {
  const entry = history.done[history.done.length - 1];
  if (entry === undefined) return undefined;
  return { entry, history: { ...history, done: history.done.slice(0, -1), undone: [...history.undone, entry], open: false } };
}

/** Moves the next redo entry back to the done list; undefined when there is nothing to redo. */
export function takeRedo(history: History): { readonly history: History; readonly entry: HistoryEntry } | undefined {
  const entry = history.undone[history.undone.length - 1];
  if (entry === undefined) return undefined;
  return { entry, history: { ...history, done: [...history.done, entry], undone: history.undone.slice(0, -1), open: false } };
}

/**
 * The history without the entries `drop` picks (done and undone alike), and how many went: after a conflict, the
 * steps that no longer apply to the page. The rest keep their order; the open gesture is closed.
 */
export function dropEntries(
  history: History,
  drop: (entry: HistoryEntry) => boolean,
): { readonly history: History; readonly dropped: number } {
  const done = history.done.filter((entry) => !drop(entry));
  const undone = history.undone.filter((entry) => !drop(entry));
  const dropped = history.done.length - done.length + history.undone.length - undone.length;
  return { history: dropped === 0 ? history : { ...history, done, undone, open: false }, dropped };
}
