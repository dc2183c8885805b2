import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { isPlainClick } from '../../lib/plain-click.ts';
import { useEditable } from '../page-content/use-editable.ts';

/** Props of a blog filter link: its edit key, the filtered address, what to do in place, and the anchor's own props. */
export type BlogFilterLinkProps = {
  editKey: string;
  /** The blog index address with the filter applied (see `blogFilterHref`). */
  href: string;
  /** Applies the filter in place once the app runs (the click then loads no page). */
  onFollow: () => void;
  children?: ReactNode;
} & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children' | 'onClick'>;

/**
 * A button-styled link that changes the blog index's filters (kind 'button' for the in-page editor:
 * label and style can be edited, the target stays as built). It is a plain `<a href>` so it works
 * before and without the script; once the app runs, an ordinary click applies the filter in place.
 */
export function BlogFilterLink({ editKey, href, onFollow, children, ...rest }: BlogFilterLinkProps) {
  const editable = useEditable(editKey, 'button', rest.style);
  if (!editable) return null;
  return (
    <a
      {...rest}
      {...editable.attributes}
      href={href}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onFollow();
      }}
    >
      {editable.edit?.text ?? children}
    </a>
  );
}
