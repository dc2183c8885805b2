import { actionLabel } from '../labels.ts';
import type { BuilderPage } from '../page.ts';
import { fail } from '../result.ts';
import { editChildren, insertAt, removeAt } from '../tree.ts';
import { handOverIndex, locate } from '../tree-index.ts';
import type { ApplyResult, MoveCommand } from './command.ts';
import { checkDepth } from './depth.ts';
import { subjectOf } from './subject.ts';

/**
 * A move command: puts the element under `parentId` (null: the page root) at `index`, counted among the target's
 * children without the moved element. What a drag and drop produces.
 */
export function moveCommand(id: string, parentId: string | null, index: number): MoveCommand {
  return { kind: 'move', id, parentId, index };
}

/** Applies a move; fails on unknown elements, an index past the end, or a target inside the moved subtree. */
export function applyMove(page: BuilderPage, command: MoveCommand): ApplyResult {
  const { id, parentId, index } = command;
  const found = locate(page, id);
  if (found === undefined) return fail('unknown-element', `Element '${id}' does not exist.`, id);
  let targetList = page.elements;
  let targetTrail: number[] = [];
  if (parentId !== null) {
    const target = locate(page, parentId);
    if (target === undefined) return fail('unknown-element', `Parent element '${parentId}' does not exist.`, parentId);
    if (parentId === id || target.ancestors.some((ancestor) => ancestor.id === id)) {
      return fail('move-into-descendant', `'${found.element.name}' cannot be moved inside itself.`, id);
    }
    targetList = target.element.children;
    targetTrail = target.trail.slice();
  }
  // The target's depth is counted before the move; taking the element out cannot make its own target shallower.
  const tooDeep = checkDepth(targetTrail.length, found.element);
  if (tooDeep !== null) return tooDeep;
  const sameParent = found.parentId === parentId;
  const room = sameParent ? targetList.length - 1 : targetList.length;
  if (index > room) return fail('invalid-index', `Index ${index} is past the end of a list of ${room} elements.`, parentId ?? undefined);

  const subject = subjectOf(found.element);
  const label = actionLabel('Move', found.element.name);
  if (sameParent && index === found.index) {
    return { ok: true, page, command, inverse: command, label, subject, changed: false };
  }

  const sourceTrail = found.trail.slice(0, -1);
  const removed = editChildren(page, sourceTrail, (children) => removeAt(children, found.index));
  // Taking the element out shifts its later siblings up by one; a target under one of them moves too.
  const depth = sourceTrail.length;
  const shifted = targetTrail[depth];
  if (
    targetTrail.length > depth &&
    shifted !== undefined &&
    shifted > found.index &&
    sourceTrail.every((step, i) => targetTrail[i] === step)
  ) {
    targetTrail[depth] = shifted - 1;
  }
  const next = editChildren(removed, targetTrail, (children) => insertAt(children, index, found.element));
  handOverIndex(page, next, { moved: { id, parentId, index } });
  return {
    ok: true,
    page: next,
    command,
    inverse: { kind: 'move', id, parentId: found.parentId, index: found.index },
    label,
    subject,
    changed: true,
  };
}
