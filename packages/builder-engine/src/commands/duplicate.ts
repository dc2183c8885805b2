import { composeElement, type BuilderElement } from '../element.ts';
import type { IdGenerator } from '../ids.ts';
import { actionLabel } from '../labels.ts';
import type { BuilderPage } from '../page.ts';
import { fail, type Failure } from '../result.ts';
import { editChildren, insertAt } from '../tree.ts';
import { handOverIndex, hasElement, locate, subtreeIds } from '../tree-index.ts';
import type { ApplyResult, DuplicateCommand } from './command.ts';
import { checkDepth } from './depth.ts';
import { subjectOf } from './subject.ts';

/**
 * A duplicate command for an element of `page`: fresh ids (unused in the page) for its whole subtree, placed
 * right after the original unless a target is given. An unknown id gives a command that fails when applied.
 */
export function duplicateCommand(
  page: BuilderPage,
  id: string,
  ids: IdGenerator,
  target?: { readonly parentId: string | null; readonly index: number },
): DuplicateCommand {
  const found = locate(page, id);
  if (found === undefined) return { kind: 'duplicate', id, parentId: target?.parentId ?? null, index: target?.index ?? 0, idMap: {} };
  const idMap: Record<string, string> = {};
  for (const sourceId of subtreeIds(found.element)) idMap[sourceId] = ids.next((candidate) => hasElement(page, candidate));
  return {
    kind: 'duplicate',
    id,
    parentId: target === undefined ? found.parentId : target.parentId,
    index: target === undefined ? found.index + 1 : target.index,
    idMap,
  };
}

function copySubtree(
  source: BuilderElement,
  idMap: Readonly<Record<string, string>>,
  page: BuilderPage,
  used: Set<string>,
): BuilderElement | Failure {
  if (!Object.hasOwn(idMap, source.id)) {
    return fail(
      'invalid-command',
      `The duplicate has no id for '${source.id}': the element changed since the command was made.`,
      source.id,
    );
  }
  const id = idMap[source.id] as string;
  if (used.has(id) || hasElement(page, id)) return fail('duplicate-id', `The page already has an element with id '${id}'.`, id);
  used.add(id);
  const children: BuilderElement[] = [];
  for (const child of source.children) {
    const copy = copySubtree(child, idMap, page, used);
    if ('ok' in copy) return copy;
    children.push(copy);
  }
  // The style maps are immutable, so the copy can share them.
  return composeElement({ ...source, id }, children);
}

/** Applies a duplicate; fails when the idMap does not match the element's subtree or reuses an id. */
export function applyDuplicate(page: BuilderPage, command: DuplicateCommand): ApplyResult {
  const { id, parentId, index, idMap } = command;
  const source = locate(page, id);
  if (source === undefined) return fail('unknown-element', `Element '${id}' does not exist.`, id);
  let list = page.elements;
  let ownerTrail: readonly number[] = [];
  if (parentId !== null) {
    const parent = locate(page, parentId);
    if (parent === undefined) return fail('unknown-element', `Parent element '${parentId}' does not exist.`, parentId);
    list = parent.element.children;
    ownerTrail = parent.trail;
  }
  if (index > list.length)
    return fail('invalid-index', `Index ${index} is past the end of a list of ${list.length} elements.`, parentId ?? undefined);
  const tooDeep = checkDepth(ownerTrail.length, source.element);
  if (tooDeep !== null) return tooDeep;
  const used = new Set<string>();
  const copy = copySubtree(source.element, idMap, page, used);
  if ('ok' in copy) return copy;
  if (used.size !== Object.keys(idMap).length) {
    return fail(
      'invalid-command',
      `The duplicate's ids do not match '${source.element.name}': the element changed since the command was made.`,
      id,
    );
  }
  const next = editChildren(page, ownerTrail, (children) => insertAt(children, index, copy));
  handOverIndex(page, next, { added: [{ element: copy, parentId, index }] });
  return {
    ok: true,
    page: next,
    command,
    inverse: { kind: 'delete', id: copy.id },
    label: actionLabel('Duplicate', source.element.name),
    subject: subjectOf(source.element),
    changed: true,
  };
}
