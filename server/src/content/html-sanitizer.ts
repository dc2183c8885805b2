import { videoEmbedOf } from '@app/contracts/video-url';
import sanitizeHtml from 'sanitize-html';

/**
 * The attribute of an image the WordPress import could not bring in: `<img data-missing-src="old URL" alt="…">`, with
 * no src (so no browser loads the old address). The editor shows it as a placeholder to upload the file into; the
 * public site leaves it out (sanitizePublicArticleHtml); blog_posts.images_missing is generated from its presence.
 */
export const MISSING_IMAGE_ATTRIBUTE = 'data-missing-src';

/** Where an article image may come from: the web over http(s), or this site's media library. */
function isAllowedImageSource(src: string | undefined): boolean {
  return src !== undefined && /^(https?:\/\/[^\s/]|\/media\/)/i.test(src.trim());
}

/**
 * A responsive image's candidate list: each a /media/ path or an https URL (no comma, no space) with a width
 * descriptor, as the media library writes them. Anything else (another scheme, `//host`, density descriptors)
 * and the whole srcset goes; the image keeps its src.
 */
const SRCSET_CANDIDATE = String.raw`(?:/media/|https://[^\s,/])[^\s,]*\s+[1-9]\d{0,4}w`;
const SRCSET = new RegExp(String.raw`^\s*${SRCSET_CANDIDATE}(?:\s*,\s*${SRCSET_CANDIDATE})*\s*$`, 'i');

/** An img's `sizes`: media conditions and lengths, nothing that could carry markup or a URL. */
const SIZES = /^[a-z0-9\s(),:.%+-]{1,300}$/i;

/**
 * The one allow-list of article HTML (blog posts, and any other stored rich text): headings,
 * paragraphs, lists, links, images from http(s) or /media/ (responsive srcset from /media/ or https),
 * figures and video cards, tables, blockquote, code. Applied on save
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
    img: ['src', 'srcset', 'sizes', 'alt', 'title', 'width', 'height', 'loading', MISSING_IMAGE_ATTRIBUTE],
    figure: ['data-embed', 'data-embed-id'],
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
      // A missing image (see MISSING_IMAGE_ATTRIBUTE) has no src: it names the old address only, as text to show.
      const missing = next[MISSING_IMAGE_ATTRIBUTE]?.trim();
      if (next.src === undefined && missing && /^https?:\/\/[^\s/]/i.test(missing)) next[MISSING_IMAGE_ATTRIBUTE] = missing.slice(0, 2000);
      else delete next[MISSING_IMAGE_ATTRIBUTE];
      if (next.srcset !== undefined && !SRCSET.test(next.srcset)) delete next.srcset;
      if (next.sizes !== undefined && (next.srcset === undefined || !SIZES.test(next.sizes))) delete next.sizes;
      return { tagName, attribs: next };
    },
    // A video card names its video by a YouTube or Vimeo id (the article HTML format); any other pair is
    // dropped and the figure stays a plain figure.
    figure: (tagName, attribs) => {
      const { 'data-embed': provider, 'data-embed-id': id, ...rest } = attribs;
      const embed = videoEmbedOf(provider, id);
      return { tagName, attribs: embed ? { ...rest, 'data-embed': embed.provider, 'data-embed-id': embed.id } : rest };
    },
  },
  // An image without an allowed source is no image at all, unless it is a missing image kept for the editor.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src && !frame.attribs[MISSING_IMAGE_ATTRIBUTE],
};

/** The allow-list for the public site: the same, but a missing image goes (its figure keeps its caption). */
const PUBLIC_OPTIONS: sanitizeHtml.IOptions = {
  ...OPTIONS,
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/**
 * Cleans article HTML (blog posts, builder text): only formatting tags survive; no script, style,
 * event handler, iframe, SVG, or `javascript:`/`data:` URL.
 */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/**
 * Cleans article HTML for the public site: as sanitizeArticleHtml, and an image the import could not bring in is left
 * out (a figure keeps its caption; one left empty goes too), so no page points at the old site.
 */
export function sanitizePublicArticleHtml(html: string): string {
  return sanitizeHtml(html, PUBLIC_OPTIONS).replace(/<figure>\s*<\/figure>/g, '');
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
