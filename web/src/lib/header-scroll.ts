/** The header turns compact once the page has scrolled more than this (docs/product.md §9). */
const HEADER_SCROLL_THRESHOLD_PX = 20;

/**
 * Keeps the site header's `data-scrolled` ("true" past the threshold, else "false") in step with the
 * window's scroll; the header's compact look is CSS on that attribute. Returns the function that stops it.
 */
export function followHeaderScroll(doc: Document): () => void {
  const header = doc.querySelector<HTMLElement>('header[data-scrolled]');
  const view = doc.defaultView;
  if (!header || !view) return () => {};
  const update = () => {
    const scrolled = view.scrollY > HEADER_SCROLL_THRESHOLD_PX ? 'true' : 'false';
    if (header.dataset.scrolled !== scrolled) header.dataset.scrolled = scrolled;
  };
  update();
  view.addEventListener('scroll', update, { passive: true });
  return () => view.removeEventListener('scroll', update);
}
