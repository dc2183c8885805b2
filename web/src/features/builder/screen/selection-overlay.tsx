import { getElement } from '@app/builder-engine';
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useSessionValue } from './session-context.ts';

/**
 * The highlight of the selected element: an outline over its drawn box and a label with its name. One overlay
 * for the whole canvas, so selecting never re-renders the elements themselves; it is positioned by writing its
 * style directly, so following a resized element costs no second React commit.
 */
export function SelectionOverlay({ contentRef }: { contentRef: RefObject<HTMLDivElement | null> }) {
  const selectedId = useSessionValue((snapshot) => snapshot.editor.selectedId);
  const page = useSessionValue((snapshot) => snapshot.editor.page);
  const name = selectedId === null ? null : (getElement(page, selectedId)?.name ?? null);
  const boxRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const content = contentRef.current;
    const box = boxRef.current;
    if (selectedId === null || content === null || box === null) return;
    const node = content.querySelector<HTMLElement>(`[data-builder-element="${CSS.escape(selectedId)}"]`);
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
  }, [contentRef, selectedId, page]);

  if (name === null) return null;
  return (
    <div ref={boxRef} hidden className="pointer-events-none absolute z-20 outline-2 outline-indigo-400" style={{ outlineStyle: 'solid' }}>
      <span
        data-testid="selected-element-label"
        className="absolute -top-6 left-0 rounded-t-md bg-indigo-500 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-white"
      >
        {name}
      </span>
    </div>
  );
}
