import {
  addCommand,
  addElementCommand,
  copyWithNewIds,
  getAncestorIds,
  getElement,
  getParentId,
  hasElement,
  moveCommand,
  type BuilderElement,
  type Command,
  type ElementType,
} from '@app/builder-engine';
import { CONTAINER_TYPES } from './drop-target.ts';
import { toast } from '../../../lib/toast-store.ts';
import type { BuilderSession } from './builder-session.ts';
import { builderIds } from './builder-ids.ts';

/** Runs an edit and shows the engine's message when it refuses it. True when it applied. */
export function runEdit(session: BuilderSession, command: Command): boolean {
  const result = session.execute(command);
  if (!result.ok) toast({ title: 'That change was not made', description: result.message, variant: 'destructive' });
  return result.ok;
}

/** Adds a new element of `type` under `parentId` (null: the page root) at `index` (default last): 'Element added'. */
export function addElement(session: BuilderSession, type: ElementType, parentId: string | null, index?: number): void {
  const page = session.getSnapshot().editor.page;
  const command = addElementCommand(page, type, builderIds, index === undefined ? { parentId } : { parentId, index });
  if (runEdit(session, command)) toast({ title: 'Element added' });
}

/**
 * A palette click: the new element goes inside the selected element when that is a container, right after it when
 * it is not (a heading holds no children), and at the end of the page when nothing is selected.
 */
export function addFromPalette(session: BuilderSession, type: ElementType): void {
  const { page, selectedId } = session.getSnapshot().editor;
  const selected = selectedId === null ? undefined : getElement(page, selectedId);
  if (selected === undefined) return addElement(session, type, null);
  if (CONTAINER_TYPES.has(selected.type)) return addElement(session, type, selected.id);
  const parentId = getParentId(page, selected.id) ?? null;
  const siblings = parentId === null ? page.elements : (getElement(page, parentId)?.children ?? []);
  addElement(session, type, parentId, siblings.findIndex((child) => child.id === selected.id) + 1);
}

/**
 * Inserts a copy of a template's section with fresh ids as one add (one undo step): at the page root right after the
 * top-level element that holds the selection (the selected section itself), or last when nothing is selected.
 */
export function insertTemplate(session: BuilderSession, template: BuilderElement): void {
  const { page, selectedId } = session.getSnapshot().editor;
  const copy = copyWithNewIds(template, builderIds, (id) => hasElement(page, id));
  const topId = selectedId === null ? undefined : (getAncestorIds(page, selectedId)?.[0] ?? selectedId);
  const at = topId === undefined ? -1 : page.elements.findIndex((element) => element.id === topId);
  if (runEdit(session, addCommand(null, copy, at === -1 ? undefined : at + 1))) toast({ title: 'Template inserted' });
}

/** Moves an element (with its subtree) under `parentId` at `index`, counted without it. */
export function moveElement(session: BuilderSession, id: string, parentId: string | null, index: number): void {
  runEdit(session, moveCommand(id, parentId, index));
}

/** Undo with its notice ('Undo'), or the reason nothing was undone. */
export function undoWithNotice(session: BuilderSession): void {
  const result = session.undo();
  toast(result.ok ? { title: 'Undo' } : { title: 'Nothing was undone', description: result.message, variant: 'destructive' });
}

/** Redo with its notice ('Redo'), or the reason nothing was redone. */
export function redoWithNotice(session: BuilderSession): void {
  const result = session.redo();
  toast(result.ok ? { title: 'Redo' } : { title: 'Nothing was redone', description: result.message, variant: 'destructive' });
}
