import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { findKeyed, readElementInfo, type ElementInfo } from './element-info.ts';

/** The selected element: its key and, inside a table, the clicked cell ('row:column'). */
export interface CanvasSelection {
  key: string;
  cell: string | null;
}

/**
 * Reads the selected element from the rendered canvas after every render that may change it
 * (`version` changes whenever the page's edits do), and marks it with `data-edit-selected` for the
 * outline. Null when nothing is selected or the element is gone (removed).
 */
function useSelectedElementInfo(
  canvas: RefObject<HTMLElement | null>,
  selection: CanvasSelection | null,
  version: unknown,
): ElementInfo | null {
  const [info, setInfo] = useState<ElementInfo | null>(null);
  useLayoutEffect(() => {
    const element = selection && canvas.current ? findKeyed(canvas.current, selection.key) : null;
    setInfo(element ? readElementInfo(element) : null);
    if (!element) return;
    element.setAttribute('data-edit-selected', '');
    const cell = selection?.cell ? element.querySelector(`[data-edit-cell="${CSS.escape(selection.cell)}"]`) : null;
    cell?.setAttribute('data-edit-cell-selected', '');
    return () => {
      element.removeAttribute('data-edit-selected');
      cell?.removeAttribute('data-edit-cell-selected');
    };
  }, [canvas, selection, version]);
  return info;
}

/** The keys present in the canvas now, re-read whenever `version` changes (for the orphaned-edit list). */
function useRenderedKeys(canvas: RefObject<HTMLElement | null>, version: unknown): Set<string> | null {
  const [keys, setKeys] = useState<Set<string> | null>(null);
  useEffect(() => {
    const root = canvas.current;
    if (!root) return;
    const read = () =>
      setKeys(new Set([...root.querySelectorAll('[data-edit-key]')].map((element) => element.getAttribute('data-edit-key') ?? '')));
    read();
    // Content that arrives later (the blog list, a carousel page) changes what is rendered.
    const observer = new MutationObserver(read);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [canvas, version]);
  return keys;
}

/** The selected element's details and the keys rendered in the canvas, both kept current. */
export function useCanvasKeys(canvas: RefObject<HTMLElement | null>, selection: CanvasSelection | null, version: unknown) {
  return { info: useSelectedElementInfo(canvas, selection, version), renderedKeys: useRenderedKeys(canvas, version) };
}
