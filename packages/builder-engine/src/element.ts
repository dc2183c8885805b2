/**
 * The element types a page's tree may hold: the 17 of the Elements tab (docs/product.md §3, in its order), then
 * 'richtext', sanitised article HTML (a WordPress page's text comes in as one). The Elements tab offers only the 17
 * (PALETTE_ELEMENT_TYPES); a rich text is made by the import and then edited, moved, copied and deleted like any other.
 */
export const ELEMENT_TYPES = [
  'section',
  'container',
  'row',
  'column',
  'spacer',
  'divider',
  'heading',
  'text',
  'button',
  'image',
  'video',
  'icon',
  'testimonial',
  'feature',
  'pricing',
  'cta',
  'form',
  'richtext',
] as const;

/** One of the element types. */
export type ElementType = (typeof ELEMENT_TYPES)[number];

/** The 17 types the Elements tab offers, in its order: every type but 'richtext' (the product spec fixes this list). */
export const PALETTE_ELEMENT_TYPES: readonly ElementType[] = ELEMENT_TYPES.filter((type) => type !== 'richtext');

/** The label the Elements tab shows for each type; also the default name of a new element. */
export const ELEMENT_TYPE_LABELS: Readonly<Record<ElementType, string>> = {
  section: 'Section',
  container: 'Container',
  row: 'Row',
  column: 'Column',
  spacer: 'Spacer',
  divider: 'Divider',
  heading: 'Heading',
  text: 'Text',
  button: 'Button',
  image: 'Image',
  video: 'Video',
  icon: 'Icon',
  testimonial: 'Testimonial',
  feature: 'Feature Card',
  pricing: 'Pricing Table',
  cta: 'Call to Action',
  form: 'Form',
  richtext: 'Rich Text',
};

/** The style keys an element may carry; any other key is rejected. */
export const STYLE_KEYS = [
  'color',
  'fontSize',
  'textAlign',
  'fontWeight',
  'backgroundColor',
  'borderRadius',
  'padding',
  'margin',
  'width',
  'height',
  'opacity',
  'boxShadow',
  'maxWidth',
  'display',
  'flexWrap',
] as const;

/** One of the 15 style keys. */
export type StyleKey = (typeof STYLE_KEYS)[number];

/** Text alignments offered by the Typography group. */
export const TEXT_ALIGNS = ['left', 'center', 'right', 'justify'] as const;
/** One text alignment. */
export type TextAlign = (typeof TEXT_ALIGNS)[number];

/** Font weights offered by the Typography group (a renderer maps medium to 500, semibold to 600). */
export const FONT_WEIGHTS = ['normal', 'medium', 'semibold', 'bold'] as const;
/** One font weight. */
export type FontWeight = (typeof FONT_WEIGHTS)[number];

/**
 * An element's style map. Lengths are CSS strings ('32px', '10px 20px'); opacity is a number 0-1.
 * A key that is absent means "not set", never `undefined`, so pages survive a JSON round trip unchanged.
 */
export interface ElementStyle {
  readonly color?: string;
  readonly fontSize?: string;
  readonly textAlign?: TextAlign;
  readonly fontWeight?: FontWeight;
  readonly backgroundColor?: string;
  readonly borderRadius?: string;
  readonly padding?: string;
  readonly margin?: string;
  readonly width?: string;
  readonly height?: string;
  readonly opacity?: number;
  readonly boxShadow?: string;
  readonly maxWidth?: string;
  readonly display?: string;
  readonly flexWrap?: string;
}

/** The six column sizes, in the order the Column Size control lists them. */
export const COLUMN_SIZES = ['full', '1/2', '1/3', '2/3', '1/4', '3/4'] as const;
/** One column size. */
export type ColumnSize = (typeof COLUMN_SIZES)[number];

/** The CSS width each column size maps to (docs/product.md §3). */
export const COLUMN_WIDTHS: Readonly<Record<ColumnSize, string>> = {
  full: '100%',
  '1/2': '50%',
  '1/3': '33.333333%',
  '2/3': '66.666667%',
  '1/4': '25%',
  '3/4': '75%',
};

/** The CSS width of a column size; an unknown or missing size renders full width. */
export function columnWidth(size: ColumnSize | undefined): string {
  return size !== undefined && Object.hasOwn(COLUMN_WIDTHS, size) ? COLUMN_WIDTHS[size] : '100%';
}

/** The three devices a page is designed for: desktop is the base, tablet and mobile may override it. */
export const DEVICES = ['desktop', 'tablet', 'mobile'] as const;
/** One device. */
export type Device = (typeof DEVICES)[number];
/** The devices whose style map overrides the desktop base. */
export const OVERRIDE_DEVICES = ['tablet', 'mobile'] as const;
/** A device with an override map. */
export type OverrideDevice = (typeof OVERRIDE_DEVICES)[number];

/**
 * Where a row's columns stack to full width: below 1025px ('tablet': tablet and mobile), below 768px ('mobile', the
 * default when the row says nothing) or 'never'.
 */
export const STACK_ON = ['tablet', 'mobile', 'never'] as const;
/** One stacking choice of a row. */
export type StackOn = (typeof STACK_ON)[number];

/**
 * How a section lays out its content: 'boxed' draws it in a centred inner box (at most 1200px wide, with side padding
 * that narrows on tablet and mobile), 'full' across the whole width. A section without the field is full width (the
 * pages made before the choice existed keep their look); a new section is boxed.
 */
export const CONTENT_WIDTHS = ['boxed', 'full'] as const;
/** One content width choice of a section. */
export type ContentWidth = (typeof CONTENT_WIDTHS)[number];

/** True when the value is a section's content width choice. */
export function isContentWidth(value: unknown): value is ContentWidth {
  return typeof value === 'string' && (CONTENT_WIDTHS as readonly string[]).includes(value);
}

/** The devices an element is hidden on; a device that is absent shows it. Unlike styles, hiding does not cascade. */
export type HideOn = { readonly [D in Device]?: true };

/**
 * One node of a page's element tree. `content` is the text (alt text for images), `url` the link of a
 * button, `src` the source of an image, `size` the width of a column, `stackOn` where a row's columns stack, `contentWidth` whether a section boxes its content.
 * `style` is the desktop base; `tablet` and `mobile` hold only the keys that differ on that device (tablet
 * applies on mobile too unless mobile sets the key again), and `hideOn` the devices the element is hidden on.
 * The three are absent when empty. Elements are immutable values: every change makes new objects along the path
 * to the root and shares everything else.
 */
export interface BuilderElement {
  readonly id: string;
  readonly type: ElementType;
  readonly name: string;
  readonly content?: string;
  readonly url?: string;
  readonly src?: string;
  readonly size?: ColumnSize;
  readonly stackOn?: StackOn;
  readonly contentWidth?: ContentWidth;
  readonly style: ElementStyle;
  readonly tablet?: ElementStyle;
  readonly mobile?: ElementStyle;
  readonly hideOn?: HideOn;
  readonly children: readonly BuilderElement[];
}

/** The optional scalar fields of an element that an update may set or clear. */
export const OPTIONAL_FIELDS = ['content', 'url', 'src', 'size', 'stackOn', 'contentWidth'] as const;
/** One optional scalar field. */
export type OptionalField = (typeof OPTIONAL_FIELDS)[number];

/** True when the value is one of the element types (the 17 of the Elements tab and 'richtext'). */
export function isElementType(value: unknown): value is ElementType {
  return typeof value === 'string' && (ELEMENT_TYPES as readonly string[]).includes(value);
}

/** True when the value is one of the 15 style keys. */
export function isStyleKey(value: unknown): value is StyleKey {
  return typeof value === 'string' && (STYLE_KEYS as readonly string[]).includes(value);
}

/** True when the value is one of the six column sizes. */
export function isColumnSize(value: unknown): value is ColumnSize {
  return typeof value === 'string' && (COLUMN_SIZES as readonly string[]).includes(value);
}

/** True when the value is one of the three devices. */
export function isDevice(value: unknown): value is Device {
  return typeof value === 'string' && (DEVICES as readonly string[]).includes(value);
}

/** True when the value is a row's stacking choice. */
export function isStackOn(value: unknown): value is StackOn {
  return typeof value === 'string' && (STACK_ON as readonly string[]).includes(value);
}

/** An element's parts other than its children, as `composeElement` reads them. */
export type ElementParts = Omit<BuilderElement, 'children'>;

/**
 * Builds an element from its parts with its keys always in the same order (undefined optional parts are left out).
 * Every engine path that makes an element goes through here, so elements share a few V8 object shapes whatever
 * their history, which keeps property access and copying fast. Not part of the public API.
 */
export function composeElement(parts: ElementParts, children: readonly BuilderElement[]): BuilderElement {
  const element: { -readonly [K in keyof BuilderElement]: BuilderElement[K] } = {
    id: parts.id,
    type: parts.type,
    name: parts.name,
    style: parts.style,
    children,
  };
  if (parts.content !== undefined) element.content = parts.content;
  if (parts.url !== undefined) element.url = parts.url;
  if (parts.src !== undefined) element.src = parts.src;
  if (parts.size !== undefined) element.size = parts.size;
  if (parts.stackOn !== undefined) element.stackOn = parts.stackOn;
  if (parts.contentWidth !== undefined) element.contentWidth = parts.contentWidth;
  if (parts.tablet !== undefined) element.tablet = parts.tablet;
  if (parts.mobile !== undefined) element.mobile = parts.mobile;
  if (parts.hideOn !== undefined) element.hideOn = parts.hideOn;
  return element;
}

/**
 * The style an element has on a device, as the cascade gives it: the desktop base, then the tablet overrides
 * (on tablet and mobile), then the mobile ones (on mobile). Returns the very same object when nothing overrides it.
 */
export function styleOn(element: BuilderElement, device: Device): ElementStyle {
  if (device === 'desktop') return element.style;
  const tablet = element.tablet === undefined ? element.style : { ...element.style, ...element.tablet };
  if (device === 'tablet' || element.mobile === undefined) return tablet;
  return { ...tablet, ...element.mobile };
}
