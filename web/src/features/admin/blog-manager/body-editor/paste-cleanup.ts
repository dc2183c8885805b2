import { renameElement, unwrapElement } from './article-html.ts';
import { isSafeHref } from './safe-href.ts';

// What a paste from Google Docs, Word or a web page keeps: headings, paragraphs, lists, links, bold and italic,
// quotes, code, tables and images; never styles, classes, spans, scripts, comments or tracking pixels.

/** Elements dropped with everything inside them. */
const DROPPED =
  'script, style, meta, link, title, xml, template, noscript, iframe, object, embed, svg, math, head, button, input, select, textarea, form';
/** Elements kept (their allowed attributes only); any other element gives way to its children. */
const KEPT = new Set([
  'P',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'STRONG',
  'EM',
  'A',
  'UL',
  'OL',
  'LI',
  'BLOCKQUOTE',
  'CODE',
  'PRE',
  'BR',
  'HR',
  'TABLE',
  'THEAD',
  'TBODY',
  'TFOOT',
  'TR',
  'TH',
  'TD',
  'IMG',
  'FIGURE',
  'FIGCAPTION',
]);
/** Attributes kept, by element. */
const KEPT_ATTRIBUTES: Record<string, readonly string[]> = {
  A: ['href'],
  IMG: ['src', 'alt', 'width', 'height'],
  TH: ['colspan', 'rowspan'],
  TD: ['colspan', 'rowspan'],
  OL: ['start'],
};
/** Where white space between elements is layout, not text. */
const BLOCK_CONTAINERS = new Set(['BODY', 'UL', 'OL', 'TABLE', 'THEAD', 'TBODY', 'TFOOT', 'TR', 'BLOCKQUOTE', 'FIGURE']);

/** The value of one CSS property in an inline style (not one whose name merely ends the same, like mso-bidi-font-weight). */
function styleValue(element: Element, property: string): string | null {
  const style = element.getAttribute('style') ?? '';
  const match = new RegExp(`(?:^|;)\\s*${property}\\s*:\\s*([^;]+)`, 'i').exec(style);
  return match ? match[1]!.trim().toLowerCase() : null;
}

function removeComments(root: Element): void {
  const walker = root.ownerDocument.createTreeWalker(root, 128 /* NodeFilter.SHOW_COMMENT */);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
}

/** A Google redirect (https://www.google.com/url?q=…) gives the address it leads to. */
function unwrapGoogleRedirect(href: string): string {
  try {
    const url = new URL(href);
    if (/^(www\.)?google\.[a-z.]+$/i.test(url.hostname) && url.pathname === '/url')
      return url.searchParams.get('q') ?? url.searchParams.get('url') ?? href;
  } catch {
    // Not an absolute URL: a site path stays as it is.
  }
  return href;
}

/** An image of at most 1x1 pixel (a tracking pixel), or one the page cannot load (a file on the writer's disk). */
function isJunkImage(image: Element): boolean {
  const size = (name: 'width' | 'height') => Number.parseFloat(image.getAttribute(name) ?? styleValue(image, name) ?? '');
  const src = image.getAttribute('src') ?? '';
  return (size('width') <= 1 && size('height') <= 1) || !/^(https?:\/\/|\/media\/)/i.test(src.trim());
}

/** Whether a Word paragraph is a list item (`mso-list: l0 level1 lfo1`). */
function wordListLevel(paragraph: Element): number | null {
  const match = /mso-list:\s*l\d+\s+level(\d+)/i.exec(paragraph.getAttribute('style') ?? '');
  return match ? Number(match[1]) : null;
}

/** The next element sibling, skipping white space; null when text or nothing follows. */
function nextElementAcrossSpace(node: Element): Element | null {
  let next = node.nextSibling;
  while (next && next.nodeType === 3 && next.textContent!.trim() === '') next = next.nextSibling;
  return next && next.nodeType === 1 ? (next as Element) : null;
}

/**
 * Word writes a list as paragraphs with `mso-list` styles and a typed marker (`·`, `o`, `1.`) in a span Word itself
 * ignores: consecutive ones become real, nested `ul`/`ol` lists, the marker gone.
 */
function convertWordLists(root: Element): void {
  const doc = root.ownerDocument;
  for (const first of [...root.querySelectorAll('p')]) {
    if (!first.isConnected || wordListLevel(first) === null) continue;
    const run: Element[] = [first];
    for (
      let next = nextElementAcrossSpace(first);
      next?.tagName === 'P' && wordListLevel(next) !== null;
      next = nextElementAcrossSpace(next)
    ) {
      run.push(next);
    }
    const stack: { level: number; list: Element }[] = [];
    let top: Element | null = null;
    for (const paragraph of run) {
      const level = wordListLevel(paragraph)!;
      const markers = [...paragraph.querySelectorAll('span')].filter((span) =>
        /mso-list:\s*ignore/i.test(span.getAttribute('style') ?? ''),
      );
      const marker = markers[0]?.textContent?.replace(/\u00a0/g, ' ').trim() ?? '';
      for (const span of markers) span.remove();
      while (stack.length > 0 && stack.at(-1)!.level > level) stack.pop();
      if (stack.length === 0 || stack.at(-1)!.level < level) {
        const list = doc.createElement(/^(\d+|[a-z]|[ivxlc]+)[.)]$/i.test(marker) ? 'ol' : 'ul');
        const parentItem = stack.at(-1)?.list.lastElementChild;
        if (parentItem) parentItem.appendChild(list);
        else top ??= list;
        stack.push({ level, list });
      }
      const item = doc.createElement('li');
      while (paragraph.firstChild) item.appendChild(paragraph.firstChild);
      stack.at(-1)!.list.appendChild(item);
    }
    first.replaceWith(top!);
    for (const paragraph of run.slice(1)) paragraph.remove();
  }
}

/** Google Docs and web pages mark bold and italic with styles on spans: they become strong and em. */
function stylesToMarks(root: Element): void {
  for (const span of [...root.querySelectorAll('span')]) {
    const weight = styleValue(span, 'font-weight');
    const bold = weight !== null && (weight === 'bold' || weight === 'bolder' || Number.parseInt(weight, 10) >= 600);
    const italic = styleValue(span, 'font-style') === 'italic';
    if (!bold && !italic) continue;
    const doc = root.ownerDocument;
    let inner: Element = span;
    for (const tag of [bold ? 'strong' : null, italic ? 'em' : null]) {
      if (!tag) continue;
      const mark = doc.createElement(tag);
      while (inner.firstChild) mark.appendChild(inner.firstChild);
      inner.appendChild(mark);
      inner = mark;
    }
  }
}

/**
 * Google Docs and Word have no header cells: a table's header row is a first row written in bold. Such a row (every
 * cell bold throughout) becomes header cells, without the bold.
 */
function promoteHeaderRows(root: Element): void {
  for (const table of root.querySelectorAll('table')) {
    const first = table.querySelector('tr');
    if (!first || table.querySelector('th')) continue;
    const cells = [...first.children];
    const boldThroughout = (cell: Element) => {
      const text = cell.textContent.trim();
      const bold = [...cell.querySelectorAll('strong')]
        .map((mark) => mark.textContent)
        .join('')
        .trim();
      return text !== '' && text.replace(/\s+/g, '') === bold.replace(/\s+/g, '');
    };
    if (cells.length === 0 || !cells.every((cell) => cell.tagName === 'TD' && boldThroughout(cell))) continue;
    for (const cell of cells) {
      for (const mark of cell.querySelectorAll('strong')) unwrapElement(mark);
      const header = renameElement(cell, 'th');
      for (const name of ['colspan', 'rowspan']) if (cell.hasAttribute(name)) header.setAttribute(name, cell.getAttribute(name)!);
    }
  }
}

/** Whether `element` holds nothing a reader would see. */
function isEmptyBlock(element: Element): boolean {
  return element.textContent.replace(/\u00a0/g, ' ').trim() === '' && element.querySelector('img, br, hr') === null;
}

/** Children first, so an element is judged with its content already cleaned. */
function cleanElement(element: Element): void {
  for (const child of [...element.children]) cleanElement(child);
  const tag = element.tagName.toUpperCase();
  if (tag === 'BODY') return;
  if (tag === 'B') element = renameElement(element, 'strong');
  else if (tag === 'I') element = renameElement(element, 'em');
  const name = element.tagName.toUpperCase();
  if (!KEPT.has(name)) return unwrapElement(element);
  if (name === 'A') {
    const href = unwrapGoogleRedirect(element.getAttribute('href')?.trim() ?? '');
    if (href === '' || !isSafeHref(href)) return unwrapElement(element);
    element.setAttribute('href', href);
  }
  const kept = KEPT_ATTRIBUTES[name] ?? [];
  for (const attribute of [...element.attributes]) {
    const spanOfOne = (attribute.name === 'colspan' || attribute.name === 'rowspan') && attribute.value === '1';
    if (!kept.includes(attribute.name) || spanOfOne) element.removeAttribute(attribute.name);
  }
}

const BLOCKS = new Set(['P', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'UL', 'OL', 'LI', 'TABLE', 'BLOCKQUOTE', 'PRE', 'HR', 'FIGURE']);

/** Whether white space stands where only blocks meet (layout between them, not a space in a sentence). */
function betweenBlocks(text: Text): boolean {
  const parent = text.parentElement?.tagName.toUpperCase() ?? '';
  if (BLOCK_CONTAINERS.has(parent)) return true;
  const isBlockOrEdge = (node: ChildNode | null) =>
    node === null || (node.nodeType === 1 && BLOCKS.has((node as Element).tagName.toUpperCase()));
  return ['LI', 'TD', 'TH'].includes(parent) && isBlockOrEdge(text.previousSibling) && isBlockOrEdge(text.nextSibling);
}

/** White space runs become one space (outside `pre`), and white space between blocks goes. */
function tidyWhitespace(root: Element): void {
  const walker = root.ownerDocument.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  const texts: Text[] = [];
  while (walker.nextNode()) texts.push(walker.currentNode as Text);
  for (const text of texts) {
    if (text.parentElement?.closest('pre')) continue;
    if (text.data.trim() === '' && betweenBlocks(text)) text.remove();
    else text.data = text.data.replace(/[ \t\r\n]+/g, ' ');
  }
}

/**
 * Pasted HTML from Google Docs, Word or a web page, reduced to the article format: Google's whole-paste
 * `<b style="font-weight:normal" id="docs-internal-guid-…">` unwrapped, its styled spans turned into strong and em,
 * Word's `mso-list` paragraphs turned into lists, a bold first table row into header cells, Google's redirect links unwrapped, tracking pixels and unsafe links
 * dropped, and every style, class, span, script and comment gone.
 */
export function cleanPastedHtml(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  removeComments(body);
  for (const element of body.querySelectorAll(DROPPED)) element.remove();
  for (const wrapper of body.querySelectorAll('b, strong')) {
    const weight = styleValue(wrapper, 'font-weight');
    if (wrapper.id.startsWith('docs-internal-guid') || weight === 'normal' || (weight !== null && Number.parseInt(weight, 10) < 600)) {
      unwrapElement(wrapper);
    }
  }
  for (const image of body.querySelectorAll('img')) if (isJunkImage(image)) image.remove();
  convertWordLists(body);
  stylesToMarks(body);
  cleanElement(body);
  promoteHeaderRows(body);
  for (const br of [...body.children].filter((child) => child.tagName === 'BR')) br.remove();
  for (const block of body.querySelectorAll('p, h1, h2, h3, h4, h5, h6, li, a, strong, em')) {
    if (isEmptyBlock(block)) block.remove();
  }
  tidyWhitespace(body);
  return body.innerHTML.trim();
}
