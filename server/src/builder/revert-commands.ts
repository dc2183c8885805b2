import { addCommand, deleteCommand, moveCommand, type BuilderElement, type Command } from '@app/builder-engine';

/** True when two element subtrees are equal as JSON values (same fields, style and children, in order). */
function sameSubtree(a: BuilderElement, b: BuilderElement): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The engine commands that turn the page root `current` into `target`, working on the root's children:
 * a root subtree that is equal in both stays (moved into place if needed), every other one is deleted,
 * and the target's remaining subtrees are added at their index. Applied in order, they give exactly
 * `target` (ids included): a kept subtree holds the same ids in both trees, so no add collides with it.
 */
export function revertCommands(current: readonly BuilderElement[], target: readonly BuilderElement[]): Command[] {
  const targetById = new Map(target.map((element) => [element.id, element]));
  const commands: Command[] = [];
  const kept: string[] = [];
  for (const element of current) {
    const wanted = targetById.get(element.id);
    if (wanted !== undefined && sameSubtree(element, wanted)) kept.push(element.id);
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
