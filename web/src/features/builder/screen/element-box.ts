import type { RefObject } from 'react';
import { useBoxOver } from '../../../lib/use-box-over.ts';
import { useSessionValue } from './session-context.ts';

/** The CSS selector of a builder element drawn on the canvas. */
export function builderElementSelector(elementId: string): string {
  return `[data-builder-element="${CSS.escape(elementId)}"]`;
}

/**
 * Keeps a box (absolutely placed in the canvas content) over the drawn element `elementId`, hidden while there is
 * none or it is not drawn, measured again on every change of the page. Returns the ref to put on the box.
 */
export function useElementBox(contentRef: RefObject<HTMLDivElement | null>, elementId: string | null): RefObject<HTMLDivElement | null> {
  const page = useSessionValue((snapshot) => snapshot.editor.page);
  return useBoxOver(contentRef, elementId === null ? null : builderElementSelector(elementId), page);
}
