import { composeElement, type BuilderElement, type ElementStyle, type StyleKey } from '../element.ts';
import { updateLabel } from '../labels.ts';
import type { BuilderPage } from '../page.ts';
import { fail } from '../result.ts';
import { editChildren, replaceAt } from '../tree.ts';
import { handOverIndex, locate } from '../tree-index.ts';
import type { ApplyResult, ElementChanges, UpdateCommand } from './command.ts';
import { subjectOf } from './subject.ts';

/** An update command: merges `changes` (fields and style keys; null clears) into one element. */
export function updateCommand(id: string, changes: ElementChanges): UpdateCommand {
  return { kind: 'update', id, changes };
}

/** Shorthand for an update of one style key, e.g. `styleCommand(id, 'fontSize', '40px')`; null clears it. */
export function styleCommand<K extends StyleKey>(id: string, key: K, value: NonNullable<ElementChanges['style']>[K]): UpdateCommand {
  return { kind: 'update', id, changes: { style: { [key]: value } } };
}

const SCALAR_FIELDS = ['name', 'content', 'url', 'src', 'size'] as const;

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

// The scalar fields after the update; null for a field that is not set.
type ScalarValues = { -readonly [K in (typeof SCALAR_FIELDS)[number]]?: BuilderElement[K] | null };

// New objects are built key by key and never with `delete`: deleting a property turns a V8 object into a slow
// dictionary, and a long editing session would slowly fill the page with them.
function mergeStyle(style: ElementStyle, changes: Record<string, unknown>): ElementStyle {
  const merged: Record<string, unknown> = {};
  for (const key of Object.keys(style)) {
    const value = Object.hasOwn(changes, key) ? changes[key] : style[key as StyleKey];
    if (value !== null) merged[key] = value;
  }
  for (const key of Object.keys(changes)) {
    if (!Object.hasOwn(style, key) && changes[key] !== null) merged[key] = changes[key];
  }
  return merged as ElementStyle;
}

function buildElement(element: BuilderElement, fields: ScalarValues, style: ElementStyle): BuilderElement {
  // A cleared field is null here; composeElement leaves undefined ones out.
  return composeElement(
    element.id,
    element.type,
    fields.name ?? element.name,
    fields.content ?? undefined,
    fields.url ?? undefined,
    fields.src ?? undefined,
    fields.size ?? undefined,
    style,
    element.children,
  );
}

/**
 * Applies an update. Only keys whose value really changes are kept: the applied command and its inverse list
 * exactly those, and when none is left the page comes back unchanged (the same object).
 */
export function applyUpdate(page: BuilderPage, command: UpdateCommand): ApplyResult {
  const found = locate(page, command.id);
  if (found === undefined) return fail('unknown-element', `Element '${command.id}' does not exist.`, command.id);
  const element = found.element;
  const { changes } = command;
  if (changes.size !== undefined && changes.size !== null && element.type !== 'column') {
    return fail('invalid-value', `Only columns have a size; '${element.name}' is a ${element.type}.`, element.id);
  }

  const forward: Mutable<ElementChanges> = {};
  const backward: Mutable<ElementChanges> = {};
  const fields: ScalarValues = {};
  let fieldsChanged = false;
  for (const field of SCALAR_FIELDS) {
    const old = element[field] ?? null;
    const value = changes[field];
    (fields as Record<string, unknown>)[field] = old;
    if (value === undefined || value === old) continue;
    (forward as Record<string, unknown>)[field] = value;
    (backward as Record<string, unknown>)[field] = old;
    (fields as Record<string, unknown>)[field] = value;
    fieldsChanged = true;
  }

  let style = element.style;
  if (changes.style !== undefined) {
    const forwardStyle: Record<string, unknown> = {};
    const backwardStyle: Record<string, unknown> = {};
    let styleChanged = false;
    for (const key of Object.keys(changes.style) as StyleKey[]) {
      const value = changes.style[key];
      const old = element.style[key] ?? null;
      if (value === undefined || value === old) continue;
      forwardStyle[key] = value;
      backwardStyle[key] = old;
      styleChanged = true;
    }
    if (styleChanged) {
      forward.style = forwardStyle;
      backward.style = backwardStyle;
      style = mergeStyle(element.style, forwardStyle);
    }
  }

  const subject = subjectOf(element);
  if (Object.keys(forward).length === 0) {
    const empty: UpdateCommand = { kind: 'update', id: element.id, changes: {} };
    return { ok: true, page, command: empty, inverse: empty, label: updateLabel(subject, {}, {}), subject, changed: false };
  }
  const updated = fieldsChanged || style !== element.style ? buildElement(element, fields, style) : element;
  const nextPage = editChildren(page, found.trail.slice(0, -1), (children) => replaceAt(children, found.index, updated));
  handOverIndex(page, nextPage, {});
  return {
    ok: true,
    page: nextPage,
    command: { kind: 'update', id: element.id, changes: forward },
    inverse: { kind: 'update', id: element.id, changes: backward },
    label: updateLabel(subject, backward, forward),
    subject,
    changed: true,
  };
}
