import { createElement, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { useEditable } from './use-editable.ts';

/** The elements an editable text can render as. */
export type TextTag =
  | 'h1'
  | 'h2'
  | 'h3'
  | 'h4'
  | 'h5'
  | 'h6'
  | 'p'
  | 'span'
  | 'li'
  | 'div'
  | 'dt'
  | 'dd'
  | 'label'
  | 'summary'
  | 'figcaption'
  | 'blockquote'
  | 'address'
  | 'strong'
  | 'em';

const HEADINGS = new Set<TextTag>(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** Props of an editable text: the element `as`, its key, and what stays around the editable words. */
export type EditableTextProps<T extends TextTag> = {
  as: T;
  editKey: string;
  /** Kept before and after the text when an edit replaces it (an icon, a screen-reader prefix, a nested control). */
  before?: ReactNode;
  after?: ReactNode;
  children?: ReactNode;
} & Omit<ComponentPropsWithoutRef<T>, 'children'>;

/**
 * A heading (kind 'heading') or other text (kind 'text') with a stable edit key. An edit's text
 * replaces the children as plain text, never HTML; `before` and `after` stay as built.
 */
export function EditableText<T extends TextTag>({ as, editKey, before, after, children, ...rest }: EditableTextProps<T>) {
  const own = rest as ComponentPropsWithoutRef<'div'>;
  const editable = useEditable(editKey, HEADINGS.has(as) ? 'heading' : 'text', own.style);
  if (!editable) return null;
  const text = editable.edit?.text;
  return createElement(as, { ...own, ...editable.attributes }, before, text ?? children, after);
}
