import { isPlainClick, type ClickLike } from './plain-click.ts';

/** The attribute that marks an in-page link to a section; its value is the section's id. */
export const SECTION_LINK_ATTRIBUTE = 'data-section-link';

/**
 * Scrolls the element with this id into view (smoothly unless the visitor prefers reduced motion)
 * and moves keyboard focus to it, so the next Tab continues from the section, not from the link.
 */
function scrollToSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  // Sections render only near the viewport until a jump: render them all now (styles.css) so the
  // smooth scroll's end is where the section really is.
  document.documentElement.dataset.sectionJump = '';
  target.scrollIntoView({ behavior: reduced ? 'instant' : 'smooth', block: 'start' });
  // The target carries tabIndex={-1}; preventScroll keeps the smooth scroll from being cut short.
  target.focus({ preventScroll: true });
}

/**
 * Follows a plain click on a section link (an anchor with `SECTION_LINK_ATTRIBUTE`) by scrolling to
 * the section, leaving the address as it is. A link whose target an edit changed, or a click meant
 * for a new tab, is left to the browser. Used by the app's links and by the islands runtime alike.
 */
export function followSectionLinkClick(event: ClickLike & { preventDefault(): void }, anchor: Element): void {
  const id = anchor.getAttribute(SECTION_LINK_ATTRIBUTE);
  if (!id || !isPlainClick(event) || anchor.getAttribute('href') !== `#${id}`) return;
  event.preventDefault();
  scrollToSection(id);
}
