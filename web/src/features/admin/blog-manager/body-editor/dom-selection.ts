import { TextSelection } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';

/**
 * Takes the browser's selection into the editor's state when they differ, before a key is handled. A key that moves
 * the caret (End, Shift+Arrow) moves the browser's selection at once, but ProseMirror reads it on the `selectionchange`
 * event, which the browser sends after input events already waiting: on a busy page the next key (Enter, Ctrl+B,
 * Backspace) then ran on the old selection, and Enter after End replaced the words still selected. Only a text
 * selection is taken (an image or a table cells selection is ProseMirror's own, which the browser's does not show).
 */
export function takeSelectionFromDom(view: EditorView): void {
  const current = view.state.selection;
  if (!(current instanceof TextSelection)) return;
  const dom = view.dom.ownerDocument.getSelection();
  if (!dom?.anchorNode || !dom.focusNode || !view.dom.contains(dom.anchorNode) || !view.dom.contains(dom.focusNode)) return;
  let anchor: number;
  let head: number;
  try {
    anchor = view.posAtDOM(dom.anchorNode, dom.anchorOffset);
    head = view.posAtDOM(dom.focusNode, dom.focusOffset);
  } catch {
    return; // a place ProseMirror does not map (inside a block's own controls): its own reading stands
  }
  if (anchor === current.anchor && head === current.head) return;
  const { doc } = view.state;
  if (anchor < 0 || head < 0 || anchor > doc.content.size || head > doc.content.size) return;
  const $anchor = doc.resolve(anchor);
  const $head = doc.resolve(head);
  if (!$anchor.parent.inlineContent || !$head.parent.inlineContent) return;
  view.dispatch(view.state.tr.setSelection(TextSelection.between($anchor, $head)));
}
