// The article HTML format of issue 29 (the agreed shapes the public renderer reads), as the editor takes it in and
// writes it out. DOM work: runs in the browser (and in happy-dom under test).

/** A detached body holding `html`, parsed without running anything in it. */
export function parseFragment(html: string): HTMLElement {
  return new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html').body;
}

/** Replaces `element` by a new element named `tag` holding the same children (no attributes carried over). */
export function renameElement(element: Element, tag: string): Element {
  const next = element.ownerDocument.createElement(tag);
  while (element.firstChild) next.appendChild(element.firstChild);
  element.replaceWith(next);
  return next;
}

/** Puts `element`'s children where it stands and removes it. */
export function unwrapElement(element: Element): void {
  element.replaceWith(...element.childNodes);
}

/**
 * Stored HTML as the editor reads it: the article's only h1 is its title, so an h1 in the body becomes an h2, and h5
 * and h6 become h4 (the editor has headings 2 to 4).
 */
export function toEditorHtml(html: string): string {
  const body = parseFragment(html);
  for (const heading of body.querySelectorAll('h1')) renameElement(heading, 'h2');
  for (const heading of body.querySelectorAll('h5, h6')) renameElement(heading, 'h4');
  return body.innerHTML;
}

/** Whether `element` holds nothing but white space (a figure or image is something). */
function isBlank(element: Element): boolean {
  return element.textContent?.replace(/\u00a0/g, ' ').trim() === '' && element.querySelector('img, br, hr, figure') === null;
}

/**
 * The editor's HTML in the stored format: no table column sizes (colgroup, inline widths, spans of 1), a list item or
 * table cell holding one paragraph holds its text directly (`<li>text</li>`, as the seeded posts are written), and no
 * empty paragraph closes the body (the editor keeps one to type into).
 */
export function fromEditorHtml(html: string): string {
  const body = parseFragment(html);
  for (const colgroup of body.querySelectorAll('colgroup')) colgroup.remove();
  for (const table of body.querySelectorAll('table')) table.removeAttribute('style');
  for (const cell of body.querySelectorAll('td, th')) {
    for (const name of ['colspan', 'rowspan']) if (cell.getAttribute(name) === '1') cell.removeAttribute(name);
    cell.removeAttribute('colwidth');
    cell.removeAttribute('style');
  }
  for (const holder of body.querySelectorAll('li, td, th')) {
    const paragraphs = [...holder.children].filter((child) => child.tagName === 'P');
    if (paragraphs.length === 1 && holder.firstElementChild === paragraphs[0]) unwrapElement(paragraphs[0]);
  }
  while (body.lastElementChild?.tagName === 'P' && isBlank(body.lastElementChild)) body.lastElementChild.remove();
  return body.innerHTML.trim();
}
