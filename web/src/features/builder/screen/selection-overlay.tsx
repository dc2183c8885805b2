import { getElement } from '@app/builder-engine';
import type { RefObject } from 'react';
import { useElementBox } from './element-box.ts';
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
  const boxRef = useElementBox(contentRef, selectedId);

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
