import sanitizeHtml from 'sanitize-html';

/** Where an article image may come from: the web over http(s), or this site's media library. */
function isAllowedImageSource(src: string | undefined): boolean {
  return src !== undefined && /^(https?:\/\/[^\s/]|\/media\/)/i.test(src.trim());
}

/**
 * The one allow-list of article HTML (blog posts, and any other stored rich text): headings,
 * paragraphs, lists, links, images from http(s) or /media/, tables, blockquote, code. Applied on save
 * and again on render.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'strong',
    'em',
    'b',
    'i',
    'u',
    's',
    'del',
    'ins',
    'mark',
    'small',
    'sub',
    'sup',
    'a',
    'blockquote',
    'code',
    'pre',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedClasses: { code: ['language-*'], pre: ['language-*'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // Dropped with their text: nothing inside these is article text.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'xmp',
    'noscript',
    'noembed',
    'noframes',
    'iframe',
    'template',
    'title',
    'object',
    'svg',
    'math',
  ],
  transformTags: {
    // The article's own title is the page's only h1.
    h1: 'h2',
    a: (tagName, attribs) => {
      // A link may open a new tab, and then must not hand the opener to the other site; rel is ours to set.
      const { rel: _rel, target, ...rest } = attribs;
      return { tagName, attribs: target === '_blank' ? { ...rest, target, rel: 'noopener noreferrer' } : rest };
    },
    img: (tagName, attribs) => {
      const next = { ...attribs };
      if (isAllowedImageSource(next.src)) next.src = next.src!.trim();
      else delete next.src;
      return { tagName, attribs: next };
    },
  },
  // An image without an allowed source is no image at all.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/**
 * Cleans article HTML (blog posts, builder text): only formatting tags survive; no script, style,
 * event handler, iframe, SVG, or `javascript:`/`data:` URL.
 */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** The entities sanitize-html writes into text it outputs, and what they stand for. */
const OUTPUT_ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/**
 * Plain text of an HTML fragment, whitespace collapsed (for descriptions and feeds): text, not HTML, so
 * `a &amp; b` is `a & b` (the caller escapes it for where it goes; left encoded, it would show as `&amp;`).
 */
export function htmlToText(html: string): string {
  return (
    sanitizeHtml(html, { allowedTags: [], allowedAttributes: {}, nonTextTags: OPTIONS.nonTextTags })
      // One pass, so `&amp;lt;` becomes `&lt;` as written, not `<`.
      .replace(/&(?:amp|lt|gt|quot);/g, (entity) => OUTPUT_ENTITIES[entity]!)
      .replace(/\s+/g, ' ')
      .trim()
  );
}
