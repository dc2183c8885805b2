import type { BuilderElement } from '@app/builder-engine';
import type { ReactNode } from 'react';

/** What each type's component receives: the element, and (for layout types) its children already drawn. */
export interface ElementProps {
  element: BuilderElement;
  children?: ReactNode;
}

/** The attribute that marks the outermost node of every drawn element with its id (for the canvas and tests). */
export function elementMarker(element: BuilderElement): { 'data-builder-element': string } {
  return { 'data-builder-element': element.id };
}
