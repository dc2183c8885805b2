import { composeElement, type ElementParts } from '../element.ts';
import { updateLabel } from '../labels.ts';
import type { BuilderPage } from '../page.ts';
import { fail } from '../result.ts';
import { applyTextOps, diffText, invertTextOps, normalizeTextOps } from '../text-ops.ts';
import { editChildren, replaceAt } from '../tree.ts';
import { handOverIndex, locate } from '../tree-index.ts';
import { checkFieldValue } from '../validate.ts';
import type { ApplyResult, TextCommand, TextField } from './command.ts';
import { subjectOf } from './subject.ts';

/**
 * The text command that turns `before` (the field's value now) into `after`, typed on screen `site`: one replaced
 * run found by the common start and end (placed to end at `caret`, the caret in `after`, when given).
 */
export function textCommand(id: string, field: TextField, before: string, after: string, site: string, caret?: number): TextCommand {
  return { kind: 'text', id, field, ops: diffText(before, after, caret), site };
}

/**
 * Applies a text command: its operations must fit the field's value (positions within it, deleted characters
 * there), and the result must be a valid value of the field (a name not empty, text within its length limit).
 * The inverse is the inverted operations, so undo needs no copy of the text.
 */
export function applyText(page: BuilderPage, command: TextCommand): ApplyResult {
  const found = locate(page, command.id);
  if (found === undefined) return fail('unknown-element', `Element '${command.id}' does not exist.`, command.id);
  const element = found.element;
  // HTML typed position by position could pass through any markup on its way; a rich text changes whole (an update),
  // so the server can sanitise each value it stores.
  if (element.type === 'richtext' && command.field === 'content') {
    return fail('invalid-value', `A rich text's HTML is changed as a whole, not by a text edit ('${element.name}').`, element.id);
  }
  const before = element[command.field] ?? '';
  const applied = applyTextOps(before, command.ops);
  if (!applied.ok) return fail('invalid-value', applied.message, element.id);
  const ops = normalizeTextOps(command.ops);
  const subject = subjectOf(element);
  const normalized: TextCommand = {
    kind: 'text',
    id: element.id,
    field: command.field,
    ops,
    site: command.site,
    ...(command.glued === true ? { glued: true } : {}),
  };
  // An undo takes the typing back: it goes on nobody's text.
  const inverse: TextCommand = { kind: 'text', id: element.id, field: command.field, ops: invertTextOps(ops), site: command.site };
  const label = updateLabel(subject, { [command.field]: before }, { [command.field]: applied.text });
  if (applied.text === before) return { ok: true, page, command: normalized, inverse, label, subject, changed: false };
  const problem = checkFieldValue(command.field, applied.text);
  if (problem !== null) return fail('invalid-value', problem, element.id);
  const parts: ElementParts = { ...element, [command.field]: applied.text };
  const updated = composeElement(parts, element.children);
  const nextPage = editChildren(page, found.trail.slice(0, -1), (children) => replaceAt(children, found.index, updated));
  handOverIndex(page, nextPage, {});
  return { ok: true, page: nextPage, command: normalized, inverse, label, subject, changed: true };
}
