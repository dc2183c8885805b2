/**
 * Scrolls the element with this id into view (smoothly unless the visitor prefers reduced motion)
 * and moves keyboard focus to it, so the next Tab continues from the section, not from the button.
 */
export function scrollToSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduced ? 'instant' : 'smooth', block: 'start' });
  // The target carries tabIndex={-1}; preventScroll keeps the smooth scroll from being cut short.
  target.focus({ preventScroll: true });
}
