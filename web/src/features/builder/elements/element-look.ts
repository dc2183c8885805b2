import type { BuilderElement, StackOn } from '@app/builder-engine';
import type { CSSProperties } from 'react';
import { useBuilderRender } from './builder-render-context.tsx';
import { elementLayers, layersFor, type ElementPart } from './element-layers.ts';
import { nodeKey } from './page-stylesheet.ts';

/** How one node of an element is styled: classes of the page's stylesheet, or (on the canvas) the inline CSS of the device shown. */
export interface ElementLook {
  readonly className?: string;
  readonly style?: CSSProperties;
  /** True on the canvas when the element is hidden on the device shown (it is drawn faded, still selectable). */
  readonly hiddenHere?: boolean;
}

/**
 * The look of an element's node. A published page (the render context holds its stylesheet's class names) gets
 * classes; the canvas gets the CSS its device view would see, from the same layers the stylesheet is made of.
 */
export function useElementLook(element: BuilderElement, rowStackOn: StackOn | undefined, part: ElementPart = 'main'): ElementLook {
  const { classNames, device = 'desktop' } = useBuilderRender();
  if (classNames !== undefined) return { className: classNames.get(nodeKey(element.id, part)) };
  const layers = elementLayers(element, rowStackOn, part);
  return layers.hideOn[device] === true ? { style: layersFor(layers, device), hiddenHere: true } : { style: layersFor(layers, device) };
}

/** The props a node spreads for its look, its own utility classes first. */
export function lookProps(
  look: ElementLook,
  className?: string,
): { className?: string; style?: CSSProperties; 'data-builder-hidden'?: '' } {
  const classes = [className, look.className].filter(Boolean).join(' ');
  return {
    ...(classes === '' ? {} : { className: classes }),
    ...(look.style === undefined ? {} : { style: look.style }),
    ...(look.hiddenHere === true ? { 'data-builder-hidden': '' as const } : {}),
  };
}
