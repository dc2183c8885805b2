import type { MouseEvent } from 'react';
import { followSectionLinkClick, SECTION_LINK_ATTRIBUTE } from '../../../lib/section-link.ts';

/**
 * The props of an in-page link to the section `#id` (it jumps there by itself, without the script):
 * an ordinary click scrolls there smoothly and focuses the section instead, leaving the address as it
 * is, handled by the link itself in the app and by the islands runtime on a page served as islands.
 */
export function sectionLinkProps(id: string) {
  return {
    [SECTION_LINK_ATTRIBUTE]: id,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => followSectionLinkClick(event, event.currentTarget),
  };
}
