import type { MouseEvent } from 'react';
import { isPlainClick } from '../../../lib/plain-click.ts';

/**
 * Scrolls the element with this id into view (smoothly unless the visitor prefers reduced motion)
 * and moves keyboard focus to it, so the next Tab continues from the section, not from the button.
 */
function scrollToSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduced ? 'instant' : 'smooth', block: 'start' });
  // The target carries tabIndex={-1}; preventScroll keeps the smooth scroll from being cut short.
  target.focus({ preventScroll: true });
}

/**
 * The click handler of an in-page link to `#id` (it jumps to the section by itself, without the
 * script): once the app runs, an ordinary click scrolls there with `scrollToSection` instead, leaving
 * the address as it is. A link whose target an edit changed is followed as usual.
 */
export function followSectionLink(id: string) {
  return (event: MouseEvent<HTMLAnchorElement>): void => {
    if (!isPlainClick(event)) return;
    if (event.currentTarget.getAttribute('href') !== `#${id}`) return;
    event.preventDefault();
    scrollToSection(id);
  };
}
