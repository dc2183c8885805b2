import { type ElementType, type StyleKey } from './element.ts';
import { CHANGE_GROUPS, type ChangeGroup, type ElementChanges } from './commands/command.ts';

const STYLE_LABELS: Readonly<Record<StyleKey, string>> = {
  color: 'text colour',
  fontSize: 'font size',
  textAlign: 'alignment',
  fontWeight: 'font weight',
  backgroundColor: 'background colour',
  borderRadius: 'border radius',
  padding: 'padding',
  margin: 'margin',
  width: 'width',
  height: 'height',
  opacity: 'opacity',
  boxShadow: 'box shadow',
  maxWidth: 'max width',
  display: 'display',
  flexWrap: 'flex wrap',
};

const SUBJECT_LENGTH = 30;
const VALUE_LENGTH = 24;
const PX_ONLY = /^(-?\d+(?:\.\d+)?)px$/;

/** An element's name as a history list shows it: at most 30 characters (the spec's truncation). */
export function subjectName(name: string): string {
  return name.length > SUBJECT_LENGTH ? `${name.slice(0, SUBJECT_LENGTH - 1)}…` : name;
}

function showValue(value: unknown): string {
  if (value === null || value === undefined) return 'none';
  if (typeof value === 'number') return String(value);
  // The values shown are strings (style values, column sizes, stack-on); anything else reads as JSON.
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  // '32px' reads as 32 next to a slider labelled in px.
  const px = PX_ONLY.exec(text);
  if (px?.[1] !== undefined) return px[1];
  return text.length > VALUE_LENGTH ? `${text.slice(0, VALUE_LENGTH - 1)}…` : text;
}

interface ChangedKey {
  readonly label: string;
  /** Whether old and new values are short enough to show ("32 → 40"). */
  readonly showsValues: boolean;
  readonly before: unknown;
  readonly after: unknown;
}

const FIELD_LABELS = {
  name: 'name',
  url: 'link',
  src: 'image',
  size: 'column size',
  stackOn: 'stack on',
  contentWidth: 'content width',
} as const;

function fieldLabel(field: keyof typeof FIELD_LABELS | 'content', type: ElementType): string {
  if (field === 'content') return type === 'image' ? 'alt text' : type === 'richtext' ? 'rich text' : 'text';
  return FIELD_LABELS[field];
}

/** How a key of a keyed map reads: 'font size', 'font size (mobile)', 'hidden on tablet'. */
function groupKeyLabel(group: ChangeGroup, key: string): string {
  if (group === 'hideOn') return `hidden on ${key}`;
  const label = Object.hasOwn(STYLE_LABELS, key) ? STYLE_LABELS[key as StyleKey] : key;
  return group === 'style' ? label : `${label} (${group})`;
}

function changedKeys(type: ElementType, before: ElementChanges, after: ElementChanges): ChangedKey[] {
  const keys: ChangedKey[] = [];
  for (const field of ['name', 'content', 'url', 'src', 'size', 'stackOn', 'contentWidth'] as const) {
    if (after[field] === undefined) continue;
    keys.push({
      label: fieldLabel(field, type),
      showsValues: field === 'size' || field === 'stackOn' || field === 'contentWidth',
      before: before[field],
      after: after[field],
    });
  }
  for (const group of CHANGE_GROUPS) {
    const map: Readonly<Record<string, unknown>> = after[group] ?? {};
    const old: Readonly<Record<string, unknown>> = before[group] ?? {};
    for (const key of Object.keys(map)) {
      // Hiding reads as a fact ('hidden on mobile'), not as true → none.
      if (group === 'hideOn')
        keys.push({
          label: map[key] === true ? `hidden on ${key}` : `shown on ${key}`,
          showsValues: false,
          before: old[key],
          after: map[key],
        });
      // A device without its own value inherits the one above it.
      else if (group === 'style') keys.push({ label: groupKeyLabel(group, key), showsValues: true, before: old[key], after: map[key] });
      else keys.push({ label: groupKeyLabel(group, key), showsValues: true, before: old[key] ?? 'inherit', after: map[key] ?? 'inherit' });
    }
  }
  return keys;
}

/**
 * The history label of an update: 'Heading · font size 32 → 40' for one style change, 'Heading · text' for text,
 * 'Button · text colour, padding' for a few changes. `before` holds the old values of the changed keys.
 */
export function updateLabel(
  subject: { readonly name: string; readonly type: ElementType },
  before: ElementChanges,
  after: ElementChanges,
): string {
  const name = subjectName(subject.name);
  const keys = changedKeys(subject.type, before, after);
  const only = keys[0];
  if (only === undefined) return `${name} · no change`;
  if (keys.length === 1) {
    return only.showsValues ? `${name} · ${only.label} ${showValue(only.before)} → ${showValue(only.after)}` : `${name} · ${only.label}`;
  }
  if (keys.length <= 3) return `${name} · ${keys.map((key) => key.label).join(', ')}`;
  return `${name} · ${keys.length} changes`;
}

/** The history label of an add, delete, move or duplicate: 'Add Heading', 'Delete Section'. */
export function actionLabel(action: 'Add' | 'Delete' | 'Move' | 'Duplicate', name: string): string {
  return `${action} ${subjectName(name)}`;
}

/** How a changed key reads in a message: 'content' → 'text', 'style.fontSize' → 'font size', 'mobile.fontSize' → 'font size (mobile)'. */
export function changeKeyLabel(key: string, type: ElementType): string {
  const dot = key.indexOf('.');
  if (dot > 0) {
    const group = key.slice(0, dot);
    if ((CHANGE_GROUPS as readonly string[]).includes(group)) return groupKeyLabel(group as ChangeGroup, key.slice(dot + 1));
  }
  return Object.hasOwn(FIELD_LABELS, key) || key === 'content' ? fieldLabel(key as keyof typeof FIELD_LABELS, type) : key;
}
