import type { BuilderElement } from './element.ts';
import type { BuilderPage } from './page.ts';

// Where an element sits: its parent's id (null for the page root) and a hint of its index among its siblings.
// The parent is exact; the index is only a hint, checked on use, because inserting a sibling shifts it.
interface Slot {
  readonly parent: string | null;
  index: number;
}

type PageIndex = Map<string, Slot>;

// One index per "head" page. When a command turns page A into page B, A's index is updated in place and handed
// to B, so a run of edits costs O(changed elements) instead of a full walk per edit. Looking something up on a
// page without an index (an older version, a page from JSON) builds one with a single walk.
const indexes = new WeakMap<BuilderPage, PageIndex>();

function buildIndex(page: BuilderPage): PageIndex {
  const index: PageIndex = new Map();
  // Iterative, so an unusually deep tree cannot overflow the stack.
  const stack: Array<{ parent: string | null; list: readonly BuilderElement[] }> = [{ parent: null, list: page.elements }];
  for (let frame = stack.pop(); frame !== undefined; frame = stack.pop()) {
    frame.list.forEach((element, i) => {
      index.set(element.id, { parent: frame.parent, index: i });
      if (element.children.length > 0) stack.push({ parent: element.id, list: element.children });
    });
  }
  return index;
}

function indexFor(page: BuilderPage): PageIndex {
  let index = indexes.get(page);
  if (index === undefined) {
    index = buildIndex(page);
    indexes.set(page, index);
  }
  return index;
}

/** Where an element was found: the element, its parent id (null at the root), its index, and the path to it. */
export interface Location {
  readonly element: BuilderElement;
  readonly parentId: string | null;
  readonly index: number;
  /** Indices from the page root down to the element, inclusive. */
  readonly trail: readonly number[];
  /** The element's ancestors, the outermost first. */
  readonly ancestors: readonly BuilderElement[];
}

function walkDown(page: BuilderPage, index: PageIndex, id: string): Location | undefined | 'stale' {
  // Up through the parents to the root, then down the tree along that chain.
  const chain: string[] = [];
  const slots: Slot[] = [];
  for (let current: string | null = id; current !== null;) {
    const slot = index.get(current);
    if (slot === undefined) return chain.length === 0 ? undefined : 'stale';
    chain.push(current);
    slots.push(slot);
    if (chain.length > index.size) return 'stale';
    current = slot.parent;
  }
  let list = page.elements;
  const trail: number[] = [];
  const ancestors: BuilderElement[] = [];
  let element: BuilderElement | undefined;
  let parentId: string | null = null;
  for (let k = chain.length - 1; k >= 0; k -= 1) {
    const childId = chain[k] as string;
    const slot = slots[k] as Slot;
    let i = slot.index;
    if (list[i]?.id !== childId) {
      // The hint is stale (a sibling was inserted or removed before it): scan, and remember the answer.
      i = -1;
      for (let j = 0; j < list.length; j += 1) {
        if ((list[j] as BuilderElement).id === childId) {
          i = j;
          break;
        }
      }
      if (i < 0) return 'stale';
      slot.index = i;
    }
    if (element !== undefined) {
      ancestors.push(element);
      parentId = element.id;
    }
    // i is within the list: found by the index or by the search above.
    const next = list[i] as BuilderElement;
    element = next;
    trail.push(i);
    list = next.children;
  }
  if (element === undefined) return undefined;
  return { element, parentId, index: trail[trail.length - 1] as number, trail, ancestors };
}

/** Finds an element by id, or undefined when the page has none; O(depth x siblings) on an indexed page. */
export function locate(page: BuilderPage, id: string): Location | undefined {
  const found = walkDown(page, indexFor(page), id);
  if (found !== 'stale') return found;
  // The index disagrees with the tree (a page built by hand from a changed copy): rebuild it once.
  const fresh = buildIndex(page);
  indexes.set(page, fresh);
  const retried = walkDown(page, fresh, id);
  return retried === 'stale' ? undefined : retried;
}

/** True when the page holds an element with this id. */
export function hasElement(page: BuilderPage, id: string): boolean {
  return indexFor(page).has(id) && locate(page, id) !== undefined;
}

/** Changes to an index that follow one command: elements that appeared (with their position) or disappeared. */
export interface IndexEdit {
  readonly added?: ReadonlyArray<{ readonly element: BuilderElement; readonly parentId: string | null; readonly index: number }>;
  readonly removed?: readonly BuilderElement[];
  readonly moved?: { readonly id: string; readonly parentId: string | null; readonly index: number };
}

function forEachInSubtree(
  root: BuilderElement,
  visit: (element: BuilderElement, parentId: string | null, index: number) => void,
  parentId: string | null,
  index: number,
): void {
  const stack: Array<{ element: BuilderElement; parent: string | null; index: number }> = [{ element: root, parent: parentId, index }];
  for (let frame = stack.pop(); frame !== undefined; frame = stack.pop()) {
    visit(frame.element, frame.parent, frame.index);
    const owner = frame.element.id;
    const children = frame.element.children;
    // Pushed last to first, so elements are visited in document order.
    for (let i = children.length - 1; i >= 0; i -= 1) stack.push({ element: children[i] as BuilderElement, parent: owner, index: i });
  }
}

/**
 * Hands the index of `before` (if it has one) to `after`, updated by `edit`. Called by every command that
 * changes a page, so the newest page of an editing session stays indexed.
 */
export function handOverIndex(before: BuilderPage, after: BuilderPage, edit: IndexEdit): void {
  const index = indexes.get(before);
  if (index === undefined) return;
  for (const gone of edit.removed ?? []) {
    forEachInSubtree(gone, (element) => index.delete(element.id), null, 0);
  }
  for (const entry of edit.added ?? []) {
    forEachInSubtree(entry.element, (element, parent, i) => index.set(element.id, { parent, index: i }), entry.parentId, entry.index);
  }
  if (edit.moved !== undefined) index.set(edit.moved.id, { parent: edit.moved.parentId, index: edit.moved.index });
  indexes.delete(before);
  indexes.set(after, index);
}

/** Lists the ids of an element and all its descendants in document order, the element first. */
export function subtreeIds(root: BuilderElement): string[] {
  const ids: string[] = [];
  forEachInSubtree(root, (element) => ids.push(element.id), null, 0);
  return ids;
}
