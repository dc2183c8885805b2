import { composeElement, type BuilderElement, type Device, type ElementParts, type StyleKey } from '../element.ts';
import { updateLabel } from '../labels.ts';
import type { BuilderPage } from '../page.ts';
import { fail } from '../result.ts';
import { editChildren, replaceAt } from '../tree.ts';
import { handOverIndex, locate } from '../tree-index.ts';
import { richTextProblem } from '../validate.ts';
import {
  CHANGE_GROUPS,
  type ApplyResult,
  type ChangeGroup,
  type ElementChanges,
  type StyleChanges,
  type UpdateCommand,
} from './command.ts';
import { subjectOf } from './subject.ts';

/** An update command: merges `changes` (fields and style keys; null clears) into one element. */
export function updateCommand(id: string, changes: ElementChanges): UpdateCommand {
  return { kind: 'update', id, changes };
}

/**
 * Shorthand for an update of one style key, e.g. `styleCommand(id, 'fontSize', '40px')`; null clears it. With a device
 * other than desktop it sets (or, with null, removes) that device's override.
 */
export function styleCommand<K extends StyleKey>(id: string, key: K, value: StyleChanges[K], device: Device = 'desktop'): UpdateCommand {
  return { kind: 'update', id, changes: { [device === 'desktop' ? 'style' : device]: { [key]: value } } };
}

/** The scalar fields an update may set, in the element's key order. */
export const SCALAR_FIELDS = ['name', 'content', 'url', 'src', 'size', 'stackOn', 'contentWidth'] as const;

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type KeyedMap = Readonly<Record<string, unknown>>;

/** One keyed map of an element ('style', 'tablet', 'mobile', 'hideOn'), empty when absent. Not part of the public API. */
export function keyedMap(element: BuilderElement, group: ChangeGroup): KeyedMap {
  return (element[group] ?? {}) as KeyedMap;
}

// New objects are built key by key and never with `delete`: deleting a property turns a V8 object into a slow
// dictionary, and a long editing session would slowly fill the page with them.
function mergeMap(map: KeyedMap, changes: KeyedMap): KeyedMap {
  const merged: Record<string, unknown> = {};
  for (const key of Object.keys(map)) {
    const value = Object.hasOwn(changes, key) ? changes[key] : map[key];
    if (value !== null) merged[key] = value;
  }
  for (const key of Object.keys(changes)) {
    if (!Object.hasOwn(map, key) && changes[key] !== null) merged[key] = changes[key];
  }
  return merged;
}

/** The changes that turn one element's map into another's: only the keys that differ, null where a key goes. */
function mapDifference(from: KeyedMap, to: KeyedMap): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(from)) if (!Object.hasOwn(to, key)) changes[key] = null;
  for (const key of Object.keys(to)) if (from[key] !== to[key]) changes[key] = to[key];
  return changes;
}

/**
 * The changes of an update that turns element `from` into `to` (same id; children are not compared): every scalar
 * field and keyed map that differs, null for what `to` does not set. Null when the two are equal but for children.
 */
export function elementChanges(from: BuilderElement, to: BuilderElement): ElementChanges | null {
  const changes: Record<string, unknown> = {};
  for (const field of SCALAR_FIELDS) {
    const before = from[field] ?? null;
    const after = to[field] ?? null;
    if (before !== after) changes[field] = after;
  }
  for (const group of CHANGE_GROUPS) {
    const difference = mapDifference(keyedMap(from, group), keyedMap(to, group));
    if (Object.keys(difference).length > 0) changes[group] = difference;
  }
  return Object.keys(changes).length === 0 ? null : changes;
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
  if (changes.stackOn !== undefined && changes.stackOn !== null && element.type !== 'row') {
    return fail('invalid-value', `Only rows stack their columns; '${element.name}' is a ${element.type}.`, element.id);
  }
  if (changes.contentWidth !== undefined && changes.contentWidth !== null && element.type !== 'section') {
    return fail('invalid-value', `Only sections have a content width; '${element.name}' is a ${element.type}.`, element.id);
  }
  if (element.type === 'richtext' && changes.content !== undefined && changes.content !== null) {
    const problem = richTextProblem(changes.content);
    if (problem !== null) return fail('invalid-value', problem, element.id);
  }

  const forward: Mutable<Record<string, unknown>> = {};
  const backward: Mutable<Record<string, unknown>> = {};
  const parts: Mutable<ElementParts> = { ...element };
  let changed = false;
  for (const field of SCALAR_FIELDS) {
    const old = element[field] ?? null;
    const value = changes[field];
    if (value === undefined || value === old) continue;
    forward[field] = value;
    backward[field] = old;
    // A cleared field is undefined in the parts; composeElement leaves it out.
    (parts as Record<string, unknown>)[field] = value ?? undefined;
    changed = true;
  }
  for (const group of CHANGE_GROUPS) {
    const asked: KeyedMap | undefined = changes[group];
    if (asked === undefined) continue;
    const map = keyedMap(element, group);
    const forwardMap: Record<string, unknown> = {};
    const backwardMap: Record<string, unknown> = {};
    for (const key of Object.keys(asked)) {
      const value = asked[key];
      const old = map[key] ?? null;
      if (value === undefined || value === old) continue;
      forwardMap[key] = value;
      backwardMap[key] = old;
    }
    if (Object.keys(forwardMap).length === 0) continue;
    forward[group] = forwardMap;
    backward[group] = backwardMap;
    const merged = mergeMap(map, forwardMap);
    // The desktop style is always an object; the device maps are left out when nothing is left in them.
    (parts as Record<string, unknown>)[group] = group === 'style' || Object.keys(merged).length > 0 ? merged : undefined;
    changed = true;
  }

  const subject = subjectOf(element);
  if (Object.keys(forward).length === 0) {
    const empty: UpdateCommand = { kind: 'update', id: element.id, changes: {} };
    return { ok: true, page, command: empty, inverse: empty, label: updateLabel(subject, {}, {}), subject, changed: false };
  }
  const updated = changed ? composeElement(parts, element.children) : element;
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
