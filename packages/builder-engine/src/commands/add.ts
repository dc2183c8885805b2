import { createElement } from '../defaults.ts';
import type { BuilderElement, ElementType } from '../element.ts';
import type { IdGenerator } from '../ids.ts';
import { actionLabel } from '../labels.ts';
import type { BuilderPage } from '../page.ts';
import { fail } from '../result.ts';
import { editChildren, insertAt } from '../tree.ts';
import { handOverIndex, hasElement, locate, subtreeIds } from '../tree-index.ts';
import type { AddCommand, ApplyResult } from './command.ts';
import { checkDepth } from './depth.ts';
import { subjectOf } from './subject.ts';

/** An add command for an existing element value (with its subtree): last child of `parentId`, or at `index`. */
export function addCommand(parentId: string | null, element: BuilderElement, index?: number): AddCommand {
  return index === undefined ? { kind: 'add', parentId, element } : { kind: 'add', parentId, index, element };
}

/**
 * An add command for a new element of `type` with the type's defaults and a fresh id that the page does not use.
 * Without a parent it goes to the page root; without an index it goes last.
 */
export function addElementCommand(
  page: BuilderPage,
  type: ElementType,
  ids: IdGenerator,
  target: { readonly parentId?: string | null; readonly index?: number } = {},
): AddCommand {
  const element = createElement(type, ids, (id) => hasElement(page, id));
  return addCommand(target.parentId ?? null, element, target.index);
}

/** Applies an add; fails on an unknown parent, an index past the end or an id the page already uses. */
export function applyAdd(page: BuilderPage, command: AddCommand): ApplyResult {
  const { parentId, element } = command;
  let list = page.elements;
  let ownerTrail: readonly number[] = [];
  if (parentId !== null) {
    const parent = locate(page, parentId);
    if (parent === undefined) return fail('unknown-element', `Parent element '${parentId}' does not exist.`, parentId);
    list = parent.element.children;
    ownerTrail = parent.trail;
  }
  const tooDeep = checkDepth(ownerTrail.length, element);
  if (tooDeep !== null) return tooDeep;
  const index = command.index ?? list.length;
  if (index > list.length) {
    return fail('invalid-index', `Index ${index} is past the end of a list of ${list.length} elements.`, parentId ?? undefined);
  }
  for (const id of subtreeIds(element)) {
    if (hasElement(page, id)) return fail('duplicate-id', `The page already has an element with id '${id}'.`, id);
  }
  const next = editChildren(page, ownerTrail, (children) => insertAt(children, index, element));
  handOverIndex(page, next, { added: [{ element, parentId, index }] });
  return {
    ok: true,
    page: next,
    command: { kind: 'add', parentId, index, element },
    inverse: { kind: 'delete', id: element.id },
    label: actionLabel('Add', element.name),
    subject: subjectOf(element),
    changed: true,
  };
}
