import { Link } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { linkTarget } from './link-target.ts';
import { useEditable } from './use-editable.ts';

/** Props of an editable link: its key, its built target, and the anchor's own props. */
export type EditableLinkProps = {
  editKey: string;
  /** The built target: a site path ('/pricing'), '#anchor', mailto:, tel: or an http(s) address. */
  to: string;
  /** 'button' for a button-styled call to action (kind 'button'); plain links are kind 'link'. */
  variant?: 'link' | 'button';
  /** Kept before and after the label when an edit replaces its text (icons, screen-reader words). */
  before?: ReactNode;
  after?: ReactNode;
  children?: ReactNode;
} & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'>;

/**
 * A link or button-styled link with a stable edit key. Site paths render TanStack Router's `<Link>`;
 * an edit can replace the label (plain text), the target and the style. An http(s) target opens in a
 * new tab, and a new-tab http(s) link always carries rel="noopener noreferrer".
 */
export function EditableLink({ editKey, to, variant = 'link', before, after, children, ...rest }: EditableLinkProps) {
  const editable = useEditable(editKey, variant, rest.style);
  if (!editable) return null;
  const { edit, attributes } = editable;
  const label = edit?.text ?? children;
  const target = linkTarget(edit?.href ?? to);

  if (target.type === 'internal') {
    return (
      // Edited targets are arbitrary site paths, which the router's typed `to` cannot know in advance.
      <Link {...rest} {...attributes} to={target.path as '/'} {...(target.hash ? { hash: target.hash } : {})}>
        {before}
        {label}
        {after}
      </Link>
    );
  }
  const external = target.type === 'external';
  const tab = rest.target ?? (external ? '_blank' : undefined);
  return (
    <a {...rest} {...attributes} href={target.href} target={tab} rel={external && tab === '_blank' ? 'noopener noreferrer' : rest.rel}>
      {before}
      {label}
      {after}
    </a>
  );
}
