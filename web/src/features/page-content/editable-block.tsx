import { createElement, type ComponentPropsWithRef } from 'react';
import { useEditable } from './use-editable.ts';

/** The elements an editable block can render as. */
export type BlockTag = 'div' | 'section' | 'article' | 'header' | 'aside' | 'figure' | 'li' | 'ul' | 'ol' | 'dl' | 'details';

/** Props of an editable block: the element `as` (default div), its key, and the element's own props. */
export type EditableBlockProps<T extends BlockTag = 'div'> = { as?: T; editKey: string } & ComponentPropsWithRef<T>;

/**
 * A section, card or list item with a stable edit key (kind 'block'). Its edit can remove or hide it
 * and set its background colour; its content is edited through the keyed elements inside it.
 */
export function EditableBlock<T extends BlockTag = 'div'>({ as, editKey, ...rest }: EditableBlockProps<T>) {
  const own = rest as ComponentPropsWithRef<'div'>;
  const editable = useEditable(editKey, 'block', own.style);
  if (!editable) return null;
  return createElement(as ?? 'div', { ...own, ...editable.attributes });
}
