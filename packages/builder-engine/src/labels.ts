import { type ElementType, type StyleKey } from './element.ts';
import type { ElementChanges, StyleChanges } from './commands/command.ts';

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
  const text = String(value);
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

function changedKeys(type: ElementType, before: ElementChanges, after: ElementChanges): ChangedKey[] {
  const keys: ChangedKey[] = [];
  const fieldLabels = { name: 'name', content: type === 'image' ? 'alt text' : 'text', url: 'link', src: 'image', size: 'column size' } as const;
  for (const field of ['name', 'content', 'url', 'src', 'size'] as const) {
    if (after[field] === undefined) continue;
    keys.push({ label: fieldLabels[field], showsValues: field === 'size', before: before[field], after: after[field] });
  }
  const style: StyleChanges = after.style ?? {};
  for (const key of Object.keys(style) as StyleKey[]) {
    keys.push({ label: STYLE_LABELS[key], showsValues: true, before: before.style?.[key], after: style[key] });
  }
  return keys;
}

/**
 * The history label of an update: 'Heading · font size 32 → 40' for one style change, 'Heading · text' for text,
 * 'Button · text colour, padding' for a few changes. `before` holds the old values of the changed keys.
 */
export function updateLabel(subject: { readonly name: string; readonly type: ElementType }, before: ElementChanges, after: ElementChanges): string {
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

/** How a changed key reads in a message: 'content' → 'text', 'style.fontSize' → 'font size'. */
export function changeKeyLabel(key: string, type: ElementType): string {
  if (key.startsWith('style.')) {
    const styleKey = key.slice('style.'.length);
    return Object.hasOwn(STYLE_LABELS, styleKey) ? STYLE_LABELS[styleKey as StyleKey] : styleKey;
  }
  const fields: Record<string, string> = { name: 'name', content: type === 'image' ? 'alt text' : 'text', url: 'link', src: 'image', size: 'column size' };
  return fields[key] ?? key;
}
