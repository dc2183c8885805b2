import type { Editor } from '@tiptap/core';
import type { Selection } from '@tiptap/pm/state';

/**
 * Gives the text its focus back after a dialog closed, with `selection` (by default the current one). The browser
 * hands the focus back to the text itself and may put the caret at its start; the selection is set again once that
 * has settled, so the writer goes on where they were (or with the inserted image still selected).
 */
export function refocusAfterDialog(editor: Editor, selection: Selection = editor.state.selection): void {
  const bookmark = selection.getBookmark();
  setTimeout(() => {
    if (editor.isDestroyed) return;
    editor.view.dispatch(editor.state.tr.setSelection(bookmark.resolve(editor.state.doc)));
    editor.view.focus();
  }, 30);
}

/** Puts back a selection taken before a dialog opened (the dialog may have moved the caret meanwhile). */
export function restoreSelection(editor: Editor, selection: Selection | null): void {
  if (selection) editor.view.dispatch(editor.state.tr.setSelection(selection.getBookmark().resolve(editor.state.doc)));
}
