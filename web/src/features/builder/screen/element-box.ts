import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useSessionValue } from './session-context.ts';

/**
 * Keeps a box (absolutely placed in the canvas content) over the drawn element `elementId`: hidden while there
 * is none or it is not drawn, following it as it or the canvas resizes or the page changes. Writes the box's style
 * directly, so following costs no second React commit. Returns the ref to put on the box.
 */
export function useElementBox(contentRef: RefObject<HTMLDivElement | null>, elementId: string | null): RefObject<HTMLDivElement | null> {
  const page = useSessionValue((snapshot) => snapshot.editor.page);
  const boxRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const content = contentRef.current;
    const box = boxRef.current;
    if (elementId === null || content === null || box === null) return;
    const node = content.querySelector<HTMLElement>(`[data-builder-element="${CSS.escape(elementId)}"]`);
    if (node === null) {
      box.hidden = true;
      return;
    }
    const measure = () => {
      const outer = content.getBoundingClientRect();
      const rect = node.getBoundingClientRect();
      box.hidden = false;
      box.style.top = `${rect.top - outer.top}px`;
      box.style.left = `${rect.left - outer.left}px`;
      box.style.width = `${rect.width}px`;
      box.style.height = `${rect.height}px`;
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    observer.observe(content);
    return () => observer.disconnect();
  }, [contentRef, elementId, page]);
  return boxRef;
}
