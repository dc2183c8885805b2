import { describe, expect, it } from 'vitest';
import { addCommand, addElementCommand } from './commands/add.ts';
import { deleteCommand } from './commands/delete.ts';
import { duplicateCommand } from './commands/duplicate.ts';
import { moveCommand } from './commands/move.ts';
import { styleCommand } from './commands/update.ts';
import { createEditorState, endGesture, executeCommand, redo, selectElement, undo, type EditorState } from './editor.ts';
import { canRedo, canUndo } from './history.ts';
import { toggleSelection } from './selection.ts';
import { el, errorOf, ok, samplePage, testIds } from './testing/fixtures.ts';
import { getElement } from './tree.ts';

const run = (state: EditorState, ...commands: Parameters<typeof executeCommand>[1][]) =>
  commands.reduce((current, command, i) => ok(executeCommand(current, command, { now: i * 1000 })).state, state);

describe('editor state', () => {
  it('applies a command, records it and returns the step to persist', () => {
    const state = createEditorState(samplePage());
    const result = ok(executeCommand(state, styleCommand('title', 'fontSize', '40px'), { now: 0 }));
    expect(getElement(result.state.page, 'title')?.style.fontSize).toBe('40px');
    expect(result.step).toEqual({
      command: { kind: 'update', id: 'title', changes: { style: { fontSize: '40px' } } },
      inverse: { kind: 'update', id: 'title', changes: { style: { fontSize: '32px' } } },
    });
    expect(result.label).toBe('Heading · font size 32 → 40');
    expect(canUndo(result.state.history)).toBe(true);
  });

  it('records nothing for a command that changes nothing', () => {
    const state = createEditorState(samplePage());
    const result = ok(executeCommand(state, styleCommand('title', 'fontSize', '32px'), { now: 31000 }));
    expect(result.state).toBe(state);
    expect(result.step).toBeNull();
  });

  it('returns the failure and keeps the state on a bad command', () => {
    const state = createEditorState(samplePage());
    expect(errorOf(executeCommand(state, deleteCommand('ghost'), { now: 38000 })).code).toBe('unknown-element');
  });

  it('undoes and redoes, reporting when there is nothing to undo or redo', () => {
    const start = createEditorState(samplePage());
    expect(errorOf(undo(start)).code).toBe('nothing-to-undo');
    expect(errorOf(redo(start)).code).toBe('nothing-to-redo');
    const edited = run(start, addCommand('col-a', el('text', 'note')), deleteCommand('features'));
    const once = ok(undo(edited));
    expect(once.label).toBe('Delete Section');
    expect(once.step?.command).toMatchObject({ kind: 'add', parentId: null, index: 1 });
    const twice = ok(undo(once.state));
    expect(twice.state.page).toStrictEqual(start.page);
    expect(canUndo(twice.state.history)).toBe(false);
    expect(canRedo(twice.state.history)).toBe(true);
    const again = ok(redo(ok(redo(twice.state)).state));
    expect(again.state.page).toStrictEqual(edited.page);
  });

  it('reports an undo that no longer applies (the page was changed outside history) without changing anything', () => {
    const edited = run(createEditorState(samplePage()), styleCommand('title', 'fontSize', '40px'));
    const elsewhere: EditorState = { ...edited, page: ok(executeCommand(edited, deleteCommand('title'), { now: 59000 })).state.page };
    const error = errorOf(undo(elsewhere));
    expect(error.code).toBe('unknown-element');
    expect(error.message).toContain("Cannot undo 'Heading · font size 32 → 40'");
  });
});

describe('selection (docs/product.md §4)', () => {
  it('toggles: selecting the selected element deselects it; the canvas background deselects', () => {
    expect(toggleSelection(null, 'a')).toBe('a');
    expect(toggleSelection('a', 'a')).toBeNull();
    expect(toggleSelection('a', 'b')).toBe('b');
    expect(toggleSelection('a', null)).toBeNull();
    const state = createEditorState(samplePage());
    const selected = selectElement(state, 'title');
    expect(selected.selectedId).toBe('title');
    expect(selectElement(selected, 'title').selectedId).toBeNull();
    expect(selectElement(selected, null).selectedId).toBeNull();
    expect(selectElement(selected, 'ghost')).toBe(selected);
  });

  it('is not history: selecting records nothing', () => {
    const state = selectElement(createEditorState(samplePage()), 'title');
    expect(canUndo(state.history)).toBe(false);
  });

  it('selects the new element on add and the copy on duplicate', () => {
    const state = selectElement(createEditorState(samplePage()), 'col-a');
    const command = addElementCommand(state.page, 'heading', testIds(), { parentId: state.selectedId });
    const added = ok(executeCommand(state, command, { now: 88000 })).state;
    expect(added.selectedId).toBe(command.element.id);
    const duplicate = duplicateCommand(added.page, 'title', testIds(2));
    expect(ok(executeCommand(added, duplicate, { now: 91000 })).state.selectedId).toBe(duplicate.idMap.title);
  });

  it('moves the selection to the former parent on delete (none at the root)', () => {
    const state = selectElement(createEditorState(samplePage()), 'intro');
    expect(ok(executeCommand(state, deleteCommand('intro'), { now: 96000 })).state.selectedId).toBe('col-a');
    expect(ok(executeCommand(state, deleteCommand('features'), { now: 97000 })).state.selectedId).toBeNull();
  });

  it('keeps the selection on update and move, and follows the same rules on undo and redo', () => {
    const state = selectElement(createEditorState(samplePage()), 'title');
    const moved = ok(executeCommand(state, moveCommand('title', 'features', 0), { now: 102000 })).state;
    expect(moved.selectedId).toBe('title');
    const styled = ok(executeCommand(moved, styleCommand('title', 'color', '#000000'), { now: 104000 })).state;
    expect(styled.selectedId).toBe('title');
    const added = ok(executeCommand(styled, addCommand('features', el('text', 'note')), { now: 106000 })).state;
    expect(added.selectedId).toBe('note');
    // Undoing the add deletes 'note': the selection goes to its former parent.
    expect(ok(undo(added)).state.selectedId).toBe('features');
  });

  it('ends a gesture on demand, so the next update starts a new entry', () => {
    const state = createEditorState(samplePage());
    const first = ok(executeCommand(state, styleCommand('title', 'fontSize', '40px'), { now: 0 })).state;
    const second = ok(executeCommand(endGesture(first), styleCommand('title', 'fontSize', '44px'), { now: 10 })).state;
    expect(second.history.done).toHaveLength(2);
    const merged = ok(executeCommand(first, styleCommand('title', 'fontSize', '44px'), { now: 10 })).state;
    expect(merged.history.done).toHaveLength(1);
  });
});
