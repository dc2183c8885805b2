import type { ElementEdit } from '@app/contracts';
import type { CSSProperties } from 'react';
import { blockEditStyle, editStyle } from './edit-style.ts';
import { useElementEdit, useIsEditing } from './page-edits-context.tsx';

/** What an editable element is, as the editor overlay reads it from `data-edit-kind`. */
export type EditKind = 'heading' | 'text' | 'link' | 'button' | 'image' | 'block' | 'table';

/** The attributes every rendered editable element carries: its key, its kind, the hidden mark and the merged style. */
export interface EditAttributes {
  'data-edit-key': string;
  'data-edit-kind': EditKind;
  'data-edit-hidden'?: 'true';
  style?: CSSProperties;
}

/** An editable element's saved edit and the attributes to render it with. */
export interface Editable {
  edit: ElementEdit | undefined;
  attributes: EditAttributes;
}

// Inside the editor a hidden element stays faintly visible, so the admin can find it and unhide it.
const HIDDEN_WHILE_EDITING_OPACITY = 0.35;

/**
 * Reads the edit of `key` and builds the element's attributes, the edit's style merged over
 * `ownStyle`; null when the edit removed the element. Blocks and tables take only a background colour.
 */
export function useEditable(key: string, kind: EditKind, ownStyle?: CSSProperties): Editable | null {
  const edit = useElementEdit(key);
  const editing = useIsEditing();
  if (edit?.removed) return null;

  const edited = kind === 'block' || kind === 'table' ? blockEditStyle(edit?.style) : editStyle(edit?.style);
  const hiddenStyle: CSSProperties | undefined = edit?.hidden
    ? editing
      ? { opacity: HIDDEN_WHILE_EDITING_OPACITY }
      : { visibility: 'hidden' }
    : undefined;
  const merged = { ...ownStyle, ...edited, ...hiddenStyle };
  const attributes: EditAttributes = { 'data-edit-key': key, 'data-edit-kind': kind };
  if (edit?.hidden) attributes['data-edit-hidden'] = 'true';
  // No style attribute at all when nothing sets one, so an unedited element renders exactly as built.
  if (Object.keys(merged).length > 0) attributes.style = merged;
  return { edit, attributes };
}
