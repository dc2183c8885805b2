import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useEditable } from './use-editable.ts';

/** Props of an editable button: its key and the button's own props. */
export type EditableButtonProps = {
  editKey: string;
  /** Kept before and after the label when an edit replaces its text (icons, screen-reader words). */
  before?: ReactNode;
  after?: ReactNode;
  children?: ReactNode;
} & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'>;

/**
 * A real `<button>` that does something on the page (kind 'button'), with a stable edit key. An edit
 * can replace its label (plain text) and style it; what it does stays as built.
 */
export function EditableButton({ editKey, before, after, children, type = 'button', ...rest }: EditableButtonProps) {
  const editable = useEditable(editKey, 'button', rest.style);
  if (!editable) return null;
  return (
    <button type={type} {...rest} {...editable.attributes}>
      {before}
      {editable.edit?.text ?? children}
      {after}
    </button>
  );
}
