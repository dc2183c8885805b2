import { getElement } from '@app/builder-engine';
import { useLayoutEffect, useState, type RefObject } from 'react';
import { useSessionValue } from './session-context.ts';

interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

/**
 * The highlight of the selected element: an outline over its drawn box and a label with its name. One overlay
 * for the whole canvas, so selecting never re-renders the elements themselves.
 */
export function SelectionOverlay({ contentRef }: { contentRef: RefObject<HTMLDivElement | null> }) {
  const selectedId = useSessionValue((snapshot) => snapshot.editor.selectedId);
  const page = useSessionValue((snapshot) => snapshot.editor.page);
  const name = selectedId === null ? null : (getElement(page, selectedId)?.name ?? null);
  const [box, setBox] = useState<Box | null>(null);

  useLayoutEffect(() => {
    const content = contentRef.current;
    if (selectedId === null || content === null) {
      setBox(null);
      return;
    }
    const node = content.querySelector<HTMLElement>(`[data-builder-element="${CSS.escape(selectedId)}"]`);
    if (node === null) {
      setBox(null);
      return;
    }
    const measure = () => {
      const outer = content.getBoundingClientRect();
      const rect = node.getBoundingClientRect();
      setBox({ top: rect.top - outer.top, left: rect.left - outer.left, width: rect.width, height: rect.height });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    observer.observe(content);
    return () => observer.disconnect();
  }, [contentRef, selectedId, page]);

  if (box === null || name === null) return null;
  return (
    <div
      className="pointer-events-none absolute z-20 outline-2 outline-offset-0 outline-indigo-400"
      style={{ top: box.top, left: box.left, width: box.width, height: box.height, outlineStyle: 'solid' }}
    >
      <span data-testid="selected-element-label" className="absolute -top-6 left-0 rounded-t-md bg-indigo-500 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-white">
        {name}
      </span>
    </div>
  );
}
