import {
  ELEMENT_TYPE_LABELS,
  composeElement,
  type BuilderElement,
  type ColumnSize,
  type ContentWidth,
  type ElementStyle,
  type ElementType,
} from './element.ts';
import type { IdGenerator } from './ids.ts';
import { COMPONENT_DEFAULTS, writeComponentContent, type ComponentType } from './component-content.ts';

/** The image source a new image element starts with: a 400x300 placeholder the site itself serves. */
export const IMAGE_PLACEHOLDER_SRC = '/images/builder/placeholder-400x300.svg';

/** The fields a new element of a type starts with, besides id, type and children (docs/product.md §3, 'Defaults on add'). */
export interface ElementDefaults {
  readonly name: string;
  readonly content?: string;
  readonly url?: string;
  readonly src?: string;
  readonly size?: ColumnSize;
  readonly contentWidth?: ContentWidth;
  readonly style: ElementStyle;
}

function componentContent(type: ComponentType): string {
  return writeComponentContent(type, COMPONENT_DEFAULTS[type]);
}

const DEFAULTS: Readonly<Record<ElementType, Omit<ElementDefaults, 'name'>>> = {
  // Boxed: its content sits in a centred box with side padding, not at the screen's edges (a setting offers full width).
  section: { contentWidth: 'boxed', style: { padding: '60px 0', backgroundColor: '#13111A' } },
  container: { style: { maxWidth: '1200px', margin: '0 auto', padding: '0 20px' } },
  row: { style: { display: 'flex', flexWrap: 'wrap', margin: '0 -12px' } },
  column: { size: '1/2', style: { padding: '0 12px' } },
  spacer: { style: { height: '40px' } },
  divider: { style: {} },
  heading: { content: 'New Heading', style: { fontSize: '32px', fontWeight: 'bold', color: '#ffffff' } },
  text: { content: 'New text paragraph', style: { fontSize: '16px', color: '#94a3b8' } },
  button: {
    content: 'Click Me',
    url: '#',
    style: {
      backgroundColor: '#4f46e5',
      color: '#ffffff',
      padding: '10px 20px',
      borderRadius: '8px',
      fontWeight: 'medium',
      display: 'inline-block',
    },
  },
  image: { content: 'Image description', src: IMAGE_PLACEHOLDER_SRC, style: { width: '100%' } },
  // Not in the spec's list: the component types start with sample content so they render at once (JSON, see component-content.ts).
  video: { style: {} },
  icon: { content: 'star', style: {} },
  testimonial: { content: componentContent('testimonial'), style: {} },
  feature: { content: componentContent('feature'), style: {} },
  pricing: { content: componentContent('pricing'), url: '#', style: {} },
  cta: { content: componentContent('cta'), url: '#', style: {} },
  form: { content: componentContent('form'), style: {} },
  // Not in the Elements tab (the import makes it): sanitised article HTML, in the text element's colours.
  richtext: { content: '<p>New rich text</p>', style: { fontSize: '16px', color: '#94a3b8' } },
};

/** The defaults on add for a type; the name is the type's label ('Heading', 'Feature Card'). */
export function elementDefaults(type: ElementType): ElementDefaults {
  const defaults = DEFAULTS[type];
  // A fresh style object, so a caller that builds pages by hand cannot alter the defaults table.
  return { name: ELEMENT_TYPE_LABELS[type], ...defaults, style: { ...defaults.style } };
}

/**
 * Makes a new element of a type with its defaults and a fresh id (checked against `isTaken`, e.g. the page's
 * ids). It has no children; pass it to an add command.
 */
export function createElement(type: ElementType, ids: IdGenerator, isTaken?: (id: string) => boolean): BuilderElement {
  const defaults = elementDefaults(type);
  return composeElement({ ...defaults, id: ids.next(isTaken), type }, []);
}
