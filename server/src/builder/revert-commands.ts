import { isDeepStrictEqual } from 'node:util';
import {
  addCommand,
  applyCommand,
  createPage,
  deleteCommand,
  elementChanges,
  getElement,
  moveCommand,
  updateCommand,
  type BuilderElement,
  type BuilderPage,
  type Command,
} from '@app/builder-engine';
import { inOrderIds } from './in-order-ids.ts';

/** Every element of a tree by id, with the id of its parent (null: the page root). */
function placesById(elements: readonly BuilderElement[]): Map<string, { element: BuilderElement; parentId: string | null }> {
  const places = new Map<string, { element: BuilderElement; parentId: string | null }>();
  const visit = (list: readonly BuilderElement[], parentId: string | null) => {
    for (const element of list) {
      places.set(element.id, { element, parentId });
      visit(element.children, element.id);
    }
  };
  visit(elements, null);
  return places;
}

/**
 * The commands that turn the root's children `current` into `target`, element by element: elements are matched by id,
 * so an element in both trees gets an update of the fields that differ (`elementChanges`) and a move when its parent
 * or place among its siblings differs (the longest run of siblings already in order stays put); an element only in
 * `current` is deleted (the highest one of a deleted subtree only); an element only in `target` is added with the
 * new elements under it, and elements that exist elsewhere are moved into it afterwards. So a revert reads in the
 * history as what changed ('Heading · font size 40 → 32', 'Move Button', 'Delete Text', 'Add Image').
 * Order: deletes of subtrees that keep nothing, updates, then moves and adds parent by parent (breadth-first through
 * the target, each index counted against the list as it is then), then the deletes of subtrees emptied by moves.
 * Applied in order with `applyCommand`, they give a tree deep-equal to `target` (ids included). In the rare case where
 * this cannot be done step by step (an element id reused for another type, or an intermediate tree past the
 * nesting limit) it falls back to `replaceRootSubtrees`.
 */
export function revertCommands(current: readonly BuilderElement[], target: readonly BuilderElement[]): Command[] {
  return minimalCommands(current, target) ?? replaceRootSubtrees(current, target);
}

/** The element-by-element commands of `revertCommands`, or null when one of them would not apply. */
export function minimalCommands(current: readonly BuilderElement[], target: readonly BuilderElement[]): Command[] | null {
  const before = placesById(current);
  const after = placesById(target);
  for (const [id, { element }] of after) if ((before.get(id)?.element.type ?? element.type) !== element.type) return null;
  // Where a deleted subtree begins: its parent is the root or an element that stays. Those that hold nothing the
  // target keeps go first, so later moves work on a smaller tree; the others once everything kept is moved out.
  const holdsKept = (element: BuilderElement): boolean => element.children.some((child) => after.has(child.id) || holdsKept(child));
  const deletedRoots = [...before].filter(([id, { parentId }]) => !after.has(id) && (parentId === null || after.has(parentId)));
  const deleteFirst = deletedRoots.filter(([, { element }]) => !holdsKept(element)).map(([id]) => id);
  const deleteLast = deletedRoots.filter(([, { element }]) => holdsKept(element)).map(([id]) => id);

  let page: BuilderPage = createPage({ id: 'revert', name: 'revert', slug: 'revert', elements: current });
  const commands: Command[] = [];
  const apply = (command: Command): boolean => {
    const result = applyCommand(page, command);
    if (!result.ok) return false;
    page = result.page;
    commands.push(command);
    return true;
  };

  for (const id of deleteFirst) if (!apply(deleteCommand(id))) return null;
  for (const [id, { element }] of after) {
    const old = before.get(id)?.element;
    const changes = old === undefined ? null : elementChanges(old, element);
    if (changes !== null && !apply(updateCommand(id, changes))) return null;
  }
  // Parents in breadth-first order of the target: a parent is in its final place before its children are placed.
  const parents: Array<string | null> = [null];
  for (const parentId of parents) {
    const wanted = parentId === null ? target : after.get(parentId)!.element.children;
    const list = (parentId === null ? page.elements : getElement(page, parentId)!.children).map((element) => element.id);
    const inPlace = inOrderIds(
      wanted.map((element) => element.id),
      list,
    );
    let previous: string | null = null;
    for (const element of wanted) {
      if (!inPlace.has(element.id)) {
        const from = list.indexOf(element.id);
        if (from >= 0) list.splice(from, 1);
        // Right after the previous wanted sibling; elements still to go away may follow it, the target order holds.
        const index = previous === null ? 0 : list.indexOf(previous) + 1;
        const exists = getElement(page, element.id) !== undefined;
        if (!apply(exists ? moveCommand(element.id, parentId, index) : addCommand(parentId, onlyNew(element, before), index))) return null;
        list.splice(index, 0, element.id);
      }
      previous = element.id;
      if (element.children.length > 0) parents.push(element.id);
    }
  }
  for (const id of deleteLast) if (!apply(deleteCommand(id))) return null;
  return commands;
}

/** A target element with only its descendants that `current` lacks: the others are moved in afterwards. */
function onlyNew(element: BuilderElement, current: ReadonlyMap<string, unknown>): BuilderElement {
  return { ...element, children: element.children.filter((child) => !current.has(child.id)).map((child) => onlyNew(child, current)) };
}

/**
 * The whole-subtree fallback of `revertCommands`, on the root's children only: a root subtree equal in both trees
 * stays (moved into place if needed), every other one is deleted, then the target's remaining subtrees are added.
 * It always applies: every delete comes before the adds, and each add is a subtree of the valid target.
 */
export function replaceRootSubtrees(current: readonly BuilderElement[], target: readonly BuilderElement[]): Command[] {
  const targetById = new Map(target.map((element) => [element.id, element]));
  const commands: Command[] = [];
  const kept: string[] = [];
  for (const element of current) {
    const wanted = targetById.get(element.id);
    if (wanted !== undefined && isDeepStrictEqual(element, wanted)) kept.push(element.id);
    else commands.push(deleteCommand(element.id));
  }
  const keptIds = new Set(kept);
  // `order` mirrors the root's children as the commands so far leave them.
  const order = [...kept];
  target.forEach((element, index) => {
    if (order[index] === element.id) return;
    if (keptIds.has(element.id)) {
      // Everything before `index` is already in place, so counted without the moved element it goes at `index`.
      commands.push(moveCommand(element.id, null, index));
      order.splice(order.indexOf(element.id), 1);
    } else {
      commands.push(addCommand(null, element, index));
    }
    order.splice(index, 0, element.id);
  });
  return commands;
}
