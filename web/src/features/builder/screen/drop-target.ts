import { getAncestorIds, getElement, getParentId, type BuilderElement, type BuilderPage } from '@app/builder-engine';

/** Element types that hold children on the canvas (a drop can go into them). */
export const CONTAINER_TYPES: ReadonlySet<string> = new Set(['section', 'container', 'row', 'column']);

/** Where a drop would land: the parent (null: page root) and the index among its children, with the indicator line. */
export interface DropTarget {
  readonly parentId: string | null;
  /** For a move, counted without the moved element (as the engine's move command counts). */
  readonly index: number;
  /** The indicator's box in viewport coordinates. */
  readonly line: { readonly top: number; readonly left: number; readonly width: number; readonly height: number };
}

/** Pixels at a container's top and bottom edge that mean "before or after it" rather than "into it". */
const EDGE_PX = 10;

const nodeOf = (root: HTMLElement, id: string) => root.querySelector<HTMLElement>(`[data-builder-element="${CSS.escape(id)}"]`);

function childrenOf(page: BuilderPage, parentId: string | null): readonly BuilderElement[] {
  return parentId === null ? page.elements : (getElement(page, parentId)?.children ?? []);
}

function insideTarget(
  root: HTMLElement,
  page: BuilderPage,
  parentId: string | null,
  x: number,
  y: number,
  movingId: string | null,
): DropTarget {
  const horizontal = parentId !== null && getElement(page, parentId)?.type === 'row';
  const siblings = childrenOf(page, parentId).filter((child) => child.id !== movingId);
  const rects = siblings.map((child) => nodeOf(root, child.id)?.getBoundingClientRect());
  let index = siblings.length;
  for (let i = 0; i < rects.length; i += 1) {
    const rect = rects[i];
    if (rect === undefined) continue;
    const before = horizontal ? x < rect.left + rect.width / 2 : y < rect.top + rect.height / 2;
    if (before) {
      index = i;
      break;
    }
  }
  return { parentId, index, line: lineFor(root, parentId, rects, index, horizontal) };
}

function lineFor(
  root: HTMLElement,
  parentId: string | null,
  rects: ReadonlyArray<DOMRect | undefined>,
  index: number,
  horizontal: boolean,
): DropTarget['line'] {
  const at = rects[index];
  const last = rects[rects.length - 1];
  if (at !== undefined) {
    return horizontal
      ? { top: at.top, left: at.left - 2, width: 4, height: at.height }
      : { top: at.top - 2, left: at.left, width: at.width, height: 4 };
  }
  if (last !== undefined) {
    return horizontal
      ? { top: last.top, left: last.right - 2, width: 4, height: last.height }
      : { top: last.bottom - 2, left: last.left, width: last.width, height: 4 };
  }
  const box = (parentId === null ? root : (nodeOf(root, parentId) ?? root)).getBoundingClientRect();
  return { top: box.top + 4, left: box.left + 4, width: Math.max(0, box.width - 8), height: 4 };
}

/**
 * Finds where a drop at viewport point (x, y) lands on the canvas `root`: into the container under the pointer
 * (among its children by position), or before or after the element under it. Null when the point is off the
 * canvas or the moved element would go into itself.
 */
export function findDropTarget(root: HTMLElement, page: BuilderPage, x: number, y: number, movingId: string | null): DropTarget | null {
  const hit = document.elementsFromPoint(x, y).find((node) => root.contains(node));
  if (hit === undefined) return null;
  const marked = hit.closest<HTMLElement>('[data-builder-element]');
  const hitId = marked !== null && root.contains(marked) ? marked.dataset.builderElement : undefined;
  let target: DropTarget;
  if (hitId === undefined) target = insideTarget(root, page, null, x, y, movingId);
  else {
    const element = getElement(page, hitId);
    if (element === undefined) return null;
    const rect = (marked as HTMLElement).getBoundingClientRect();
    const nearEdge = y < rect.top + EDGE_PX || y > rect.bottom - EDGE_PX;
    if (CONTAINER_TYPES.has(element.type) && (!nearEdge || element.children.length === 0) && hitId !== movingId) {
      target = insideTarget(root, page, hitId, x, y, movingId);
    } else {
      const parentId = getParentId(page, hitId) ?? null;
      const siblings = childrenOf(page, parentId).filter((child) => child.id !== movingId);
      const horizontal = parentId !== null && getElement(page, parentId)?.type === 'row';
      const after = horizontal ? x > rect.left + rect.width / 2 : y > rect.top + rect.height / 2;
      const position = siblings.findIndex((child) => child.id === hitId);
      const index = position === -1 ? siblings.length : position + (after ? 1 : 0);
      const rects = siblings.map((child) => nodeOf(root, child.id)?.getBoundingClientRect());
      target = { parentId, index, line: lineFor(root, parentId, rects, index, horizontal) };
    }
  }
  if (movingId !== null && target.parentId !== null) {
    // Never into the moved element or anything inside it.
    if (target.parentId === movingId || getAncestorIds(page, target.parentId)?.includes(movingId)) return null;
  }
  return target;
}
