import type { BuilderElement, StackOn } from '@app/builder-engine';
import type { ReactNode } from 'react';

/**
 * What each type's component receives: the element, (for layout types) its children already drawn, and the
 * stacking of the row it sits in (undefined when its parent is not a row).
 */
export interface ElementProps {
  element: BuilderElement;
  children?: ReactNode;
  rowStackOn?: StackOn;
}

/** The attribute that marks the outermost node of every drawn element with its id (for the canvas and tests). */
export function elementMarker(element: BuilderElement): { 'data-builder-element': string } {
  return { 'data-builder-element': element.id };
}
