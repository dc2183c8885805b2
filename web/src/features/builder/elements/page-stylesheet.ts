import type { BuilderElement, Device, StackOn } from '@app/builder-engine';
import type { CSSProperties } from 'react';
import { elementLayers, elementParts, type ElementPart } from './element-layers.ts';

/** Tablet styles apply up to this width (px); desktop is everything wider. */
export const TABLET_MAX_WIDTH = 1024;
/** Mobile styles apply up to this width (px), below the 768px of the Tablet view. */
export const MOBILE_MAX_WIDTH = 767;

/** A published page's styles: one stylesheet, and the classes each drawn node carries. */
export interface PageStylesheet {
  readonly css: string;
  /** Class names per node: the element's id for its main node, `<id>:box` for a button's alignment box, `<id>:inner` for a boxed section's inner box. */
  readonly classNames: ReadonlyMap<string, string>;
}

/** The key of a node in `PageStylesheet.classNames`. */
export function nodeKey(id: string, part: ElementPart): string {
  return part === 'main' ? id : `${id}:${part}`;
}

/** The class that hides a node on one device (the ranges do not overlap: hiding does not cascade). */
export function hideClass(device: Device): string {
  return `b-hide-${device}`;
}

const HIDE_RANGES: Readonly<Record<Device, string>> = {
  desktop: `(min-width: ${TABLET_MAX_WIDTH + 1}px)`,
  tablet: `(min-width: ${MOBILE_MAX_WIDTH + 1}px) and (max-width: ${TABLET_MAX_WIDTH}px)`,
  mobile: `(max-width: ${MOBILE_MAX_WIDTH}px)`,
};

// Values were checked by the engine (no ; { } < > or backslash); quotes and comments could still unbalance a
// stylesheet, so a value holding one is left out here.
const UNSAFE_IN_STYLESHEET = /["']|\/\*|\*\//;

/** A declaration block's text ('font-size:32px;text-align:center'), or '' when nothing is left. */
export function declarationText(css: CSSProperties): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(css)) {
    if (value === undefined || value === null) continue;
    const text = String(value);
    if (UNSAFE_IN_STYLESHEET.test(text)) continue;
    parts.push(`${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}:${text}`);
  }
  return parts.join(';');
}

/** One layer's blocks: each distinct declaration text once, named by its position (`b-d0`, `b-t3`...). */
class LayerBlocks {
  private readonly names = new Map<string, string>();
  constructor(private readonly prefix: string) {}
  /** The class for a block (made on first use), or undefined for an empty block. */
  classFor(css: CSSProperties): string | undefined {
    const text = declarationText(css);
    if (text === '') return undefined;
    let name = this.names.get(text);
    if (name === undefined) {
      name = `${this.prefix}${this.names.size}`;
      this.names.set(text, name);
    }
    return name;
  }
  rules(): string {
    let out = '';
    for (const [text, name] of this.names) out += `.${name}{${text}}\n`;
    return out;
  }
}

/**
 * The stylesheet of a page's element tree, desktop first: the desktop blocks, then the tablet blocks in a
 * max-width 1024px query and the mobile blocks in a max-width 767px one (so tablet values reach phones unless
 * mobile sets them again), then the hiding rules. Elements with the same styles share one class, so the sheet
 * grows with the distinct styles of a page rather than with its size.
 */
export function pageStylesheet(elements: readonly BuilderElement[]): PageStylesheet {
  const layers = { desktop: new LayerBlocks('b-d'), tablet: new LayerBlocks('b-t'), mobile: new LayerBlocks('b-m') };
  const hiddenOn = new Set<Device>();
  const classNames = new Map<string, string>();

  const visit = (element: BuilderElement, rowStackOn: StackOn | undefined) => {
    for (const part of elementParts(element)) {
      const look = elementLayers(element, rowStackOn, part);
      const classes: string[] = [];
      for (const device of ['desktop', 'tablet', 'mobile'] as const) {
        const name = layers[device].classFor(look[device]);
        if (name !== undefined) classes.push(name);
        if (look.hideOn[device] === true) {
          classes.push(hideClass(device));
          hiddenOn.add(device);
        }
      }
      if (classes.length > 0) classNames.set(nodeKey(element.id, part), classes.join(' '));
    }
    const childStackOn = element.type === 'row' ? (element.stackOn ?? 'mobile') : undefined;
    for (const child of element.children) visit(child, childStackOn);
  };
  for (const element of elements) visit(element, undefined);

  let css = layers.desktop.rules();
  const tablet = layers.tablet.rules();
  if (tablet !== '') css += `@media (max-width: ${TABLET_MAX_WIDTH}px){\n${tablet}}\n`;
  const mobile = layers.mobile.rules();
  if (mobile !== '') css += `@media (max-width: ${MOBILE_MAX_WIDTH}px){\n${mobile}}\n`;
  for (const device of ['desktop', 'tablet', 'mobile'] as const) {
    if (hiddenOn.has(device)) css += `@media ${HIDE_RANGES[device]}{.${hideClass(device)}{display:none}}\n`;
  }
  return { css, classNames };
}
