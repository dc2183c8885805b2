import { actionLabel } from '../labels.ts';
import type { BuilderPage } from '../page.ts';
import { fail } from '../result.ts';
import { editChildren, removeAt } from '../tree.ts';
import { handOverIndex, locate } from '../tree-index.ts';
import type { ApplyResult, DeleteCommand } from './command.ts';
import { subjectOf } from './subject.ts';

/** A delete command: removes the element and all its children. */
export function deleteCommand(id: string): DeleteCommand {
  return { kind: 'delete', id };
}

/** Applies a delete; the inverse is an add of the very same subtree at the same place. */
export function applyDelete(page: BuilderPage, command: DeleteCommand): ApplyResult {
  const found = locate(page, command.id);
  if (found === undefined) return fail('unknown-element', `Element '${command.id}' does not exist.`, command.id);
  const next = editChildren(page, found.trail.slice(0, -1), (children) => removeAt(children, found.index));
  handOverIndex(page, next, { removed: [found.element] });
  return {
    ok: true,
    page: next,
    command,
    inverse: { kind: 'add', parentId: found.parentId, index: found.index, element: found.element },
    label: actionLabel('Delete', found.element.name),
    subject: subjectOf(found.element),
    changed: true,
  };
}
