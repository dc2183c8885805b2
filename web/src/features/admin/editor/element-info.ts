import type { EditKind } from '../../page-content/use-editable.ts';

/** A keyed element nested directly inside another, as the Child Elements section lists it. */
export interface ChildElementInfo {
  key: string;
  kind: EditKind;
  /** Its text cut at 30 characters (docs/product.md §9), or its alt text for an image. */
  summary: string;
}

/** What the side panel shows of the selected element, read from the rendered page. */
export interface ElementInfo {
  key: string;
  kind: EditKind;
  text: string;
  href: string | null;
  src: string | null;
  alt: string | null;
  width: number | null;
  height: number | null;
  hidden: boolean;
  children: ChildElementInfo[];
  /** At least 3 text or image children make an element a container (docs/product.md §9). */
  isContainer: boolean;
}

/** How many characters of a child's text the Child Elements list shows (docs/product.md §9). */
export const CHILD_TEXT_LIMIT = 30;

/** Cuts text to `limit` characters with an ellipsis. */
export function truncate(text: string, limit = CHILD_TEXT_LIMIT): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > limit ? `${clean.slice(0, limit)}…` : clean;
}

/** A readable name for a key: 'home.hero.cta-primary' reads 'Hero · Cta primary'. */
export function labelForKey(key: string): string {
  const parts = key.split('.').slice(1);
  const words = (parts.length > 0 ? parts : [key]).map((part) => part.replace(/[-_:]+/g, ' '));
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' · ');
}

function kindOf(element: Element): EditKind {
  return (element.getAttribute('data-edit-kind') ?? 'block') as EditKind;
}

function numberAttribute(element: Element, name: string): number | null {
  const value = Number(element.getAttribute(name));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** The keyed elements whose nearest keyed ancestor is `element`. */
export function keyedChildren(element: Element): Element[] {
  return [...element.querySelectorAll('[data-edit-key]')].filter((child) => child.parentElement?.closest('[data-edit-key]') === element);
}

/** Finds the element of a key inside the canvas. */
export function findKeyed(root: ParentNode, key: string): HTMLElement | null {
  return root.querySelector<HTMLElement>(editKeySelector(key));
}

/** Reads what the panel needs from the rendered element. */
export function readElementInfo(element: HTMLElement): ElementInfo {
  const kind = kindOf(element);
  const image = kind === 'image' ? (element instanceof HTMLImageElement ? element : element.querySelector('img')) : null;
  const children = keyedChildren(element).map((child) => ({
    key: child.getAttribute('data-edit-key') ?? '',
    kind: kindOf(child),
    summary: truncate(
      kindOf(child) === 'image' ? (child.getAttribute('alt') ?? child.querySelector('img')?.alt ?? 'Image') : (child.textContent ?? ''),
    ),
  }));
  const contentChildren = children.filter((child) => child.kind === 'text' || child.kind === 'heading' || child.kind === 'image');
  return {
    key: element.getAttribute('data-edit-key') ?? '',
    kind,
    text: (element.textContent ?? '').replace(/\s+/g, ' ').trim(),
    href: element.getAttribute('href'),
    src: image?.getAttribute('src') ?? null,
    alt: image?.getAttribute('alt') ?? null,
    width: image ? (numberAttribute(image, 'width') ?? (image.naturalWidth || null)) : null,
    height: image ? (numberAttribute(image, 'height') ?? (image.naturalHeight || null)) : null,
    hidden: element.getAttribute('data-edit-hidden') === 'true',
    children,
    isContainer: contentChildren.length >= 3,
  };
}

/** The CSS selector of the element drawn for an edit key. */
export function editKeySelector(key: string): string {
  return `[data-edit-key="${CSS.escape(key)}"]`;
}
