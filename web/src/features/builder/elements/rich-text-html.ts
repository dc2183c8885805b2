import { safeHref } from './safe-href.ts';

// A rich text's HTML as the builder's canvas may draw it: the server's allow-list of article HTML (blog posts), applied
// in the browser to HTML typed on this screen before the server has seen it. The public site draws rich text the
// server already sanitised (the published and preview reads), so this runs only where there is a DOM.

/** The tags article HTML may hold (server/src/content/html-sanitizer.ts); any other is unwrapped, its text kept. */
const TAGS = new Set(
  'h2 h3 h4 h5 h6 p br hr ul ol li dl dt dd strong em b i u s del ins mark small sub sup a blockquote code pre img figure figcaption table caption thead tbody tfoot tr th td'.split(
    ' ',
  ),
);

/** Elements dropped with everything inside them: nothing in these is article text, and some run or load things. */
const DROPPED = new Set(
  'script style textarea option xmp noscript noembed noframes iframe template title object embed svg math frame frameset link meta base form input button select'.split(
    ' ',
  ),
);

/** The attributes each tag may keep. */
const ATTRIBUTES: Readonly<Record<string, ReadonlySet<string>>> = {
  a: new Set(['href', 'title', 'target', 'rel']),
  img: new Set(['src', 'srcset', 'sizes', 'alt', 'title', 'width', 'height', 'loading', 'data-missing-src']),
  figure: new Set(['data-embed', 'data-embed-id']),
  th: new Set(['scope', 'colspan', 'rowspan']),
  td: new Set(['colspan', 'rowspan']),
  ol: new Set(['start']),
  code: new Set(['class']),
  pre: new Set(['class']),
};

/** Where an image may come from: the web over http(s), or this site's media library. */
const IMAGE_SOURCE = /^(?:https?:\/\/[^\s/]|\/media\/)/i;

/** Keeps the attributes of `element` that its tag may have, with safe values. */
function cleanAttributes(element: Element, tag: string): void {
  const allowed = ATTRIBUTES[tag];
  for (const { name } of [...element.attributes]) if (!allowed?.has(name)) element.removeAttribute(name);
  if (tag === 'a') {
    const href = element.getAttribute('href');
    const safe = href === null ? undefined : safeHref(href);
    // mailto:, tel:, http(s), a site path or an anchor; anything else (javascript:, data:) loses its link.
    if (safe === undefined) element.removeAttribute('href');
    element.removeAttribute('rel');
    if (element.getAttribute('target') === '_blank') element.setAttribute('rel', 'noopener noreferrer');
    else element.removeAttribute('target');
  } else if (tag === 'img') {
    const src = element.getAttribute('src')?.trim();
    if (src === undefined || !IMAGE_SOURCE.test(src)) element.removeAttribute('src');
    element.removeAttribute('srcset');
    element.removeAttribute('sizes');
  } else if (tag === 'code' || tag === 'pre') {
    const language = (element.getAttribute('class') ?? '').split(/\s+/).filter((name) => /^language-[\w-]+$/.test(name));
    if (language.length > 0) element.setAttribute('class', language.join(' '));
    else element.removeAttribute('class');
  } else if (tag === 'figure') {
    const provider = element.getAttribute('data-embed');
    const id = element.getAttribute('data-embed-id') ?? '';
    if (!(provider === 'youtube' || provider === 'vimeo') || !/^[\w-]{1,64}$/.test(id)) {
      element.removeAttribute('data-embed');
      element.removeAttribute('data-embed-id');
    }
  }
}

/**
 * `html` with only article HTML left: the allowed tags and attributes, links to /, #, mailto:, tel: or http(s) only,
 * images from http(s) or /media/ (one without a source goes, unless it is a missing image kept for the editor), no
 * script, style, frame, SVG, event handler or comment. An h1 becomes an h2, as on the server. Where there is no DOM
 * (the server's render) it gives '' rather than HTML it could not clean.
 */
export function cleanRichTextHtml(html: string): string {
  if (typeof DOMParser === 'undefined') return '';
  const body = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html').body;
  // Innermost first (the reverse of document order), without recursion, so no nesting depth can overflow the stack.
  const elements = [...body.querySelectorAll('*')].reverse();
  for (const element of elements) {
    if (!element.isConnected) continue;
    const tag = element.tagName.toLowerCase();
    if (DROPPED.has(tag)) {
      element.remove();
      continue;
    }
    let kept: Element = element;
    if (tag === 'h1') {
      kept = element.ownerDocument.createElement('h2');
      kept.append(...element.childNodes);
      element.replaceWith(kept);
    } else if (!TAGS.has(tag)) {
      element.replaceWith(...element.childNodes);
      continue;
    }
    const name = kept.tagName.toLowerCase();
    cleanAttributes(kept, name);
    if (name === 'img' && !kept.hasAttribute('src') && !kept.hasAttribute('data-missing-src')) kept.remove();
  }
  // Comments and processing instructions say nothing to a reader.
  const walker = body.ownerDocument.createTreeWalker(body, NodeFilter.SHOW_COMMENT | NodeFilter.SHOW_PROCESSING_INSTRUCTION);
  const stray: Node[] = [];
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) stray.push(node);
  for (const node of stray) node.parentNode?.removeChild(node);
  return body.innerHTML;
}
