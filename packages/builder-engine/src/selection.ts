import type { ApplySuccess } from './commands/command.ts';
import { hasElement } from './tree-index.ts';

/** Selecting toggles: clicking the selected element deselects it, any other element selects it; null deselects. */
export function toggleSelection(current: string | null, clicked: string | null): string | null {
  return clicked === null || clicked === current ? null : clicked;
}

/**
 * The selection after a command (docs/product.md §4): an add selects the new element, a duplicate its copy, a delete
 * moves the selection to the former parent (none at the root); otherwise it stays, unless its element no longer
 * exists. Undo and redo use the same rule for the command they apply.
 */
export function selectionAfter(current: string | null, result: ApplySuccess): string | null {
  const { command, inverse, page } = result;
  if (command.kind === 'add') return command.element.id;
  if (command.kind === 'duplicate' && inverse.kind === 'delete') return inverse.id;
  if (command.kind === 'delete' && inverse.kind === 'add') return inverse.parentId;
  return current !== null && hasElement(page, current) ? current : null;
}
