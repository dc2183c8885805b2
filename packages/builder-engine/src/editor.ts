import { applyCommand } from './commands/apply.ts';
import type { Command, Step } from './commands/command.ts';
import {
  closeGesture,
  createHistory,
  entryFromResult,
  recordEntry,
  takeRedo,
  takeUndo,
  type History,
  type RecordOptions,
} from './history.ts';
import type { BuilderPage } from './page.ts';
import { fail, type Failure } from './result.ts';
import { selectionAfter, toggleSelection } from './selection.ts';
import { hasElement } from './tree-index.ts';

/** What a builder screen holds: the page, its undo history and the selected element (not part of history). */
export interface EditorState {
  readonly page: BuilderPage;
  readonly history: History;
  readonly selectedId: string | null;
}

/**
 * A successful edit, undo or redo: the new state, the step that was applied to the page (to persist or send; null
 * when nothing changed) and its history label.
 */
export interface EditorSuccess {
  readonly ok: true;
  readonly state: EditorState;
  readonly step: Step | null;
  readonly label: string | null;
}

/** The result of an edit, undo or redo: a success, or a typed failure that leaves the state as it was. */
export type EditorResult = EditorSuccess | Failure;

/**
 * Options of an edit: the time in ms, passed in by the caller (the engine reads no clock), and how gestures merge
 * (see `groupsWith`).
 */
export interface EditOptions extends RecordOptions {
  readonly now: number;
}

/** A fresh editor state for a page: empty history (50 entries by default), nothing selected. */
export function createEditorState(page: BuilderPage, options: { readonly historyLimit?: number } = {}): EditorState {
  return { page, history: createHistory(options.historyLimit), selectedId: null };
}

/**
 * Applies a command and records it in history (merging a gesture's updates). A command that changes nothing
 * records nothing. The selection follows the rules of docs/product.md §4.
 */
export function executeCommand(state: EditorState, command: Command, options: EditOptions): EditorResult {
  const result = applyCommand(state.page, command);
  if (!result.ok) return result;
  if (!result.changed) return { ok: true, state, step: null, label: null };
  const entry = entryFromResult(result, options.now);
  return {
    ok: true,
    state: {
      page: result.page,
      history: recordEntry(state.history, entry, options),
      selectedId: selectionAfter(state.selectedId, result),
    },
    step: { command: result.command, inverse: result.inverse },
    label: result.label,
  };
}

/** Undoes the newest entry by applying its inverse; a 'nothing-to-undo' failure when the history is empty. */
export function undo(state: EditorState): EditorResult {
  const taken = takeUndo(state.history);
  if (taken === undefined) return fail('nothing-to-undo', 'There is nothing to undo.');
  const result = applyCommand(state.page, taken.entry.inverse);
  if (!result.ok) return fail(result.error.code, `Cannot undo '${taken.entry.label}': ${result.error.message}`, result.error.elementId);
  return {
    ok: true,
    state: { page: result.page, history: taken.history, selectedId: selectionAfter(state.selectedId, result) },
    step: { command: result.command, inverse: result.inverse },
    label: taken.entry.label,
  };
}

/** Redoes the newest undone entry; a 'nothing-to-redo' failure when there is none. */
export function redo(state: EditorState): EditorResult {
  const taken = takeRedo(state.history);
  if (taken === undefined) return fail('nothing-to-redo', 'There is nothing to redo.');
  const result = applyCommand(state.page, taken.entry.command);
  if (!result.ok) return fail(result.error.code, `Cannot redo '${taken.entry.label}': ${result.error.message}`, result.error.elementId);
  return {
    ok: true,
    state: { page: result.page, history: taken.history, selectedId: selectionAfter(state.selectedId, result) },
    step: { command: result.command, inverse: result.inverse },
    label: taken.entry.label,
  };
}

/** Clicking an element toggles its selection; null (the canvas background) deselects; unknown ids are ignored. */
export function selectElement(state: EditorState, id: string | null): EditorState {
  if (id !== null && !hasElement(state.page, id)) return state;
  const selectedId = toggleSelection(state.selectedId, id);
  return selectedId === state.selectedId ? state : { ...state, selectedId };
}

/** Ends the current gesture (pointer up, blur), so the next update gets its own history entry. */
export function endGesture(state: EditorState): EditorState {
  const history = closeGesture(state.history);
  return history === state.history ? state : { ...state, history };
}
