import type { CSSProperties, ImgHTMLAttributes } from 'react';
import { useEditable } from './use-editable.ts';

/** Props of an editable image: its key and the image's own attributes (src is required). */
export type EditableImageProps = { editKey: string; src: string } & ImgHTMLAttributes<HTMLImageElement>;

/**
 * An image with a stable edit key (kind 'image'). Its edit can replace the source (and with it any
 * srcSet) and alt text, and set a size in px (as attributes and inline size, so it wins over the built
 * classes) and an object fit.
 */
export function EditableImage({ editKey, ...rest }: EditableImageProps) {
  const editable = useEditable(editKey, 'image', rest.style);
  if (!editable) return null;
  const { edit, attributes } = editable;
  if (!edit) return <img {...rest} {...attributes} />;

  const sized: CSSProperties = {};
  if (edit.width !== undefined) sized.width = `${edit.width}px`;
  if (edit.height !== undefined) sized.height = `${edit.height}px`;
  if (edit.objectFit !== undefined) sized.objectFit = edit.objectFit;
  const style = Object.keys(sized).length > 0 ? { ...attributes.style, ...sized } : attributes.style;
  return (
    <img
      {...rest}
      {...attributes}
      src={edit.src ?? rest.src}
      // A replaced image is that one file: the original's other widths must not win over it.
      srcSet={edit.src === undefined ? rest.srcSet : undefined}
      sizes={edit.src === undefined ? rest.sizes : undefined}
      alt={edit.alt ?? rest.alt}
      width={edit.width ?? rest.width}
      height={edit.height ?? rest.height}
      style={style}
    />
  );
}
