import { columnWidth, type BuilderElement, type Device, type HideOn, type StackOn } from '@app/builder-engine';
import type { CSSProperties } from 'react';
import { elementCss } from './element-style.ts';
import { fitToParent } from './fit-to-parent.ts';

/**
 * Which node of an element a layer styles: `main` is the element's styled node; `box` is the outer wrapper some
 * types draw around it (a button's alignment box); `inner` the centred box a boxed section draws inside itself. The
 * outermost node also carries the element's hiding.
 */
export type ElementPart = 'main' | 'box' | 'inner';

/** An element's CSS per device: the desktop base, then what tablet and mobile change, and where it is hidden. */
export interface ElementLayers {
  readonly desktop: CSSProperties;
  readonly tablet: CSSProperties;
  readonly mobile: CSSProperties;
  readonly hideOn: HideOn;
}

const EMPTY: CSSProperties = {};
const FULL_WIDTH: CSSProperties = { width: '100%' };

/** The parts each type draws: types not listed draw one node, `main`. */
export const OUTER_PART: Readonly<Partial<Record<BuilderElement['type'], ElementPart>>> = { button: 'box' };

/**
 * A boxed section's inner box: centred, at most 1200px wide, with side padding of 40px on desktop, 32px on tablet and
 * 20px on mobile, so text never touches the screen's edge.
 */
const BOXED_INNER: Omit<ElementLayers, 'hideOn'> = {
  desktop: { maxWidth: '1200px', marginLeft: 'auto', marginRight: 'auto', paddingLeft: '40px', paddingRight: '40px' },
  tablet: { paddingLeft: '32px', paddingRight: '32px' },
  mobile: { paddingLeft: '20px', paddingRight: '20px' },
};

/** True when an element draws a boxed section's inner box (part `inner`). */
export function isBoxedSection(element: BuilderElement): boolean {
  return element.type === 'section' && element.contentWidth === 'boxed';
}

/** The parts an element draws, its main node first. */
export function elementParts(element: BuilderElement): ElementPart[] {
  const parts: ElementPart[] = ['main'];
  const outer = OUTER_PART[element.type];
  if (outer !== undefined) parts.push(outer);
  if (isBoxedSection(element)) parts.push('inner');
  return parts;
}

/** The CSS of a style map, its fixed widths capped at the parent's width (no layout scrolls a phone sideways). */
const styleCss = (style: BuilderElement['style']): CSSProperties => fitToParent(elementCss(style));

/** The desktop CSS a type has before its own style map (a column's width from its size, a spacer's height). */
function desktopBase(element: BuilderElement): CSSProperties {
  const css = styleCss(element.style);
  if (element.type === 'column') return { ...css, width: columnWidth(element.size) };
  if (element.type === 'spacer') return { height: '40px', ...css };
  return css;
}

/**
 * The CSS layers of one part of an element. `rowStackOn` is the stacking of the row the element sits in (undefined
 * when its parent is not a row): a column stacks to full width from that device down, unless a device override of
 * its width says otherwise.
 */
export function elementLayers(element: BuilderElement, rowStackOn: StackOn | undefined, part: ElementPart = 'main'): ElementLayers {
  const hideOn = part === (OUTER_PART[element.type] ?? 'main') ? (element.hideOn ?? {}) : {};
  if (part === 'inner')
    return isBoxedSection(element) ? { ...BOXED_INNER, hideOn } : { desktop: EMPTY, tablet: EMPTY, mobile: EMPTY, hideOn };
  if (part === 'box') {
    // A button's box only aligns it; its own node takes every other key.
    const align = (style: BuilderElement['style'] | undefined): CSSProperties =>
      style?.textAlign === undefined ? EMPTY : { textAlign: style.textAlign };
    return { desktop: align(element.style), tablet: align(element.tablet), mobile: align(element.mobile), hideOn };
  }
  const stacks = element.type === 'column' && rowStackOn !== undefined;
  const tabletStack = stacks && rowStackOn === 'tablet' ? FULL_WIDTH : EMPTY;
  const mobileStack = stacks && rowStackOn === 'mobile' ? FULL_WIDTH : EMPTY;
  return {
    desktop: desktopBase(element),
    tablet: element.tablet === undefined ? tabletStack : { ...tabletStack, ...styleCss(element.tablet) },
    mobile: element.mobile === undefined ? mobileStack : { ...mobileStack, ...styleCss(element.mobile) },
    hideOn,
  };
}

/** The CSS one device sees, as the cascade gives it: desktop, then tablet's changes, then (on mobile) mobile's. */
export function layersFor(layers: ElementLayers, device: Device): CSSProperties {
  if (device === 'desktop') return layers.desktop;
  const tablet = { ...layers.desktop, ...layers.tablet };
  return device === 'tablet' ? tablet : { ...tablet, ...layers.mobile };
}
