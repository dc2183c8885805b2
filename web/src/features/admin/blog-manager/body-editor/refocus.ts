import type { Editor } from '@tiptap/core';
import type { Selection } from '@tiptap/pm/state';

/** A refocus still waiting for its moment, by editor: its selection is set at once when a dialog opens again first. */
const pending = new WeakMap<Editor, { timer: ReturnType<typeof setTimeout>; select: () => void }>();

/**
 * Gives the text its focus back after a dialog closed, with `selection` (by default the current one). The browser
 * hands the focus back to the text itself and may put the caret at its start; the selection is set again once that
 * has settled (after the key that closed the dialog), so the writer goes on where they were (or with the inserted
 * image still selected). A dialog opened again before then takes that selection first (`settleRefocus`).
 */
export function refocusAfterDialog(editor: Editor, selection: Selection = editor.state.selection): void {
  settleRefocus(editor);
  const bookmark = selection.getBookmark();
  const select = () => {
    pending.delete(editor);
    if (!editor.isDestroyed) editor.view.dispatch(editor.state.tr.setSelection(bookmark.resolve(editor.state.doc)));
  };
  const timer = setTimeout(() => {
    select();
    if (!editor.isDestroyed) editor.view.focus();
  }, 30);
  pending.set(editor, { timer, select });
}

/**
 * Sets the selection of a refocus still waiting (see `refocusAfterDialog`) at once, without taking the focus: a
 * dialog opening again reads where the writer really is.
 */
export function settleRefocus(editor: Editor): void {
  const waiting = pending.get(editor);
  if (!waiting) return;
  clearTimeout(waiting.timer);
  waiting.select();
}

/** Puts back a selection taken before a dialog opened (the dialog may have moved the caret meanwhile). */
export function restoreSelection(editor: Editor, selection: Selection | null): void {
  if (selection) editor.view.dispatch(editor.state.tr.setSelection(selection.getBookmark().resolve(editor.state.doc)));
}
