import {
  addCommand,
  changedKeysOf,
  changeKeyLabel,
  describeCommand,
  getElement,
  getParentId,
  hasElement,
  subjectName,
  updateCommand,
  type BuilderElement,
  type BuilderPage,
  type Command,
  type DroppedCommand,
} from '@app/builder-engine';

/**
 * One of your changes that clashed with another person's: kept (with your value) until you apply it on top or keep
 * theirs. Your later changes to the same element and properties fold into the same conflict.
 */
export interface EditConflict {
  /** The element and the properties ('title|content'), or the kind of action and its element. */
  readonly key: string;
  readonly elementId: string;
  /** The element's name as you last saw it ('Heading'). */
  readonly elementName: string;
  /** What clashed, for a person: 'text', 'font size, text colour', or the action ('Delete Section'). */
  readonly what: string;
  /** Your change (for an update, the newest value of each of its properties). */
  readonly yours: Command;
  /** The element as it was on your canvas with your change, and where: to restore it if the other person deleted it. */
  readonly restore: { readonly element: BuilderElement; readonly parentId: string | null; readonly index: number } | null;
  /** The engine's reason ('The text of 'Heading' was changed by another edit (version 7).'). */
  readonly message: string;
}

function restoreFrom(page: BuilderPage, id: string): EditConflict['restore'] {
  const element = getElement(page, id);
  const parentId = getParentId(page, id);
  if (element === undefined || parentId === undefined) return null;
  const siblings = parentId === null ? page.elements : (getElement(page, parentId)?.children ?? []);
  return { element, parentId, index: siblings.findIndex((child) => child.id === id) };
}

/**
 * The conflict for a command the engine dropped, read against `page`, your canvas just before (so it keeps the
 * element as you had it); it replaces `conflicts`' entry of the same element and properties.
 */
export function addConflict(conflicts: readonly EditConflict[], dropped: DroppedCommand, page: BuilderPage): EditConflict[] {
  const { error } = dropped;
  // Typing that could not merge (the element went, or its whole text was replaced): yours is the text as you had it.
  const command: Command =
    dropped.command.kind === 'text'
      ? updateCommand(dropped.command.id, { [dropped.command.field]: getElement(page, dropped.command.id)?.[dropped.command.field] ?? '' })
      : dropped.command;
  const elementId = command.kind === 'add' ? command.element.id : command.id;
  const element = getElement(page, elementId) ?? (command.kind === 'add' ? command.element : undefined);
  const keys = command.kind === 'update' ? changedKeysOf(command.changes).sort() : [];
  const key = command.kind === 'update' ? `${elementId}|${keys.join(',')}` : `${command.kind}|${elementId}`;
  const earlier = conflicts.find((conflict) => conflict.key === key);
  const conflict: EditConflict = {
    key,
    elementId,
    elementName: subjectName(element?.name ?? earlier?.elementName ?? elementId),
    what:
      command.kind === 'update'
        ? keys.map((changed) => changeKeyLabel(changed, element?.type ?? 'text')).join(', ')
        : describeCommand(page, command),
    yours: command,
    restore: restoreFrom(page, elementId) ?? earlier?.restore ?? null,
    message: error.message,
  };
  return [...conflicts.filter((other) => other !== earlier), conflict];
}

function show(value: unknown): string {
  if (value === undefined || value === null || value === '') return '(not set)';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** One property of a conflict as the panel shows it: its name, the page's value now (theirs) and yours. */
export interface ConflictRow {
  readonly label: string;
  readonly theirs: string;
  readonly yours: string;
}

/**
 * Both versions of a conflict on the page as it is now: per property of an update, theirs and yours; null for
 * theirs when the other person deleted the element. Other actions give no rows (the panel shows the action).
 */
export function conflictVersions(page: BuilderPage, conflict: EditConflict): { deleted: boolean; rows: ConflictRow[] } {
  const now = getElement(page, conflict.elementId);
  const { yours } = conflict;
  if (yours.kind !== 'update') return { deleted: now === undefined, rows: [] };
  const rows = changedKeysOf(yours.changes).map((key) => {
    const dot = key.indexOf('.');
    const read = (source: object | undefined): unknown => {
      if (source === undefined) return undefined;
      if (dot < 0) return (source as Record<string, unknown>)[key];
      const map = (source as Record<string, unknown>)[key.slice(0, dot)] as Record<string, unknown> | undefined;
      return map?.[key.slice(dot + 1)];
    };
    return {
      label: changeKeyLabel(key, now?.type ?? conflict.restore?.element.type ?? 'text'),
      theirs: show(read(now)),
      yours: show(read(yours.changes)),
    };
  });
  return { deleted: now === undefined, rows };
}

/**
 * The command that applies your version on top of the page as it is now: your update, or, when the other person
 * deleted the element, the element as you had it put back where it was (at the end of its parent, or of the page,
 * when that moved or went too); another action as you made it.
 */
export function applyYoursCommand(page: BuilderPage, conflict: EditConflict): Command {
  const { yours, restore } = conflict;
  if (yours.kind !== 'update' || hasElement(page, conflict.elementId) || restore === null) return yours;
  const parentId = restore.parentId !== null && hasElement(page, restore.parentId) ? restore.parentId : null;
  const siblings = parentId === null ? page.elements.length : (getElement(page, parentId)?.children.length ?? 0);
  return addCommand(parentId, restore.element, parentId === restore.parentId ? Math.min(restore.index, siblings) : undefined);
}
