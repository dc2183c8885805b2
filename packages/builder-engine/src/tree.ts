import { composeElement, type BuilderElement } from './element.ts';
import type { BuilderPage } from './page.ts';
import { locate } from './tree-index.ts';

type ElementList = readonly BuilderElement[];

/** A copy of an element with other children. */
export function withChildren(element: BuilderElement, children: ElementList): BuilderElement {
  return composeElement(element, children);
}

function rebuild(list: ElementList, trail: readonly number[], depth: number, edit: (list: ElementList) => ElementList): ElementList {
  if (depth === trail.length) return edit(list);
  const i = trail[depth] as number;
  const owner = list[i] as BuilderElement;
  const copy = list.slice();
  // Only the owners along the path are copied; every other element object is shared with the old page.
  copy[i] = withChildren(owner, rebuild(owner.children, trail, depth + 1, edit));
  return copy;
}

/**
 * Returns a new page whose children list at `ownerTrail` (the trail of the owning element, [] for the root)
 * is replaced by `edit(list)`; the path to it is copied, everything else is shared.
 */
export function editChildren(page: BuilderPage, ownerTrail: readonly number[], edit: (list: ElementList) => ElementList): BuilderPage {
  return { ...page, elements: rebuild(page.elements, ownerTrail, 0, edit) };
}

/** A copy of a list with `element` inserted at `index`. */
export function insertAt(list: ElementList, index: number, element: BuilderElement): ElementList {
  const copy = list.slice();
  copy.splice(index, 0, element);
  return copy;
}

/** A copy of a list without the item at `index`. */
export function removeAt(list: ElementList, index: number): ElementList {
  const copy = list.slice();
  copy.splice(index, 1);
  return copy;
}

/** A copy of a list with the item at `index` replaced. */
export function replaceAt(list: ElementList, index: number, element: BuilderElement): ElementList {
  const copy = list.slice();
  copy[index] = element;
  return copy;
}

/** The element with this id, or undefined. */
export function getElement(page: BuilderPage, id: string): BuilderElement | undefined {
  return locate(page, id)?.element;
}

/** The id of an element's parent: null at the page root, undefined when the page has no such element. */
export function getParentId(page: BuilderPage, id: string): string | null | undefined {
  const found = locate(page, id);
  return found === undefined ? undefined : found.parentId;
}

/** The ids of an element's ancestors, outermost first (for breadcrumbs); undefined when there is no such element. */
export function getAncestorIds(page: BuilderPage, id: string): string[] | undefined {
  return locate(page, id)?.ancestors.map((ancestor) => ancestor.id);
}

/** Calls `visit` for every element of the page, parents before children, in document order. */
export function forEachElement(page: BuilderPage, visit: (element: BuilderElement, parentId: string | null) => void): void {
  const stack: Array<{ element: BuilderElement; parent: string | null }> = [];
  for (let i = page.elements.length - 1; i >= 0; i -= 1) stack.push({ element: page.elements[i] as BuilderElement, parent: null });
  for (let frame = stack.pop(); frame !== undefined; frame = stack.pop()) {
    visit(frame.element, frame.parent);
    const children = frame.element.children;
    for (let i = children.length - 1; i >= 0; i -= 1) stack.push({ element: children[i] as BuilderElement, parent: frame.element.id });
  }
}

/** The number of elements in the page's tree. */
export function countElements(page: BuilderPage): number {
  let count = 0;
  forEachElement(page, () => {
    count += 1;
  });
  return count;
}

/** The number of levels in an element's subtree: 1 for an element without children. */
export function subtreeHeight(root: BuilderElement): number {
  let height = 0;
  const stack: Array<{ element: BuilderElement; level: number }> = [{ element: root, level: 1 }];
  for (let frame = stack.pop(); frame !== undefined; frame = stack.pop()) {
    if (frame.level > height) height = frame.level;
    for (const child of frame.element.children) stack.push({ element: child, level: frame.level + 1 });
  }
  return height;
}
