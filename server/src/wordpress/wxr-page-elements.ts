import { createIdGenerator, elementDefaults, LIMITS, parsePage, type BuilderElement, type ElementType } from '@app/builder-engine';
import { htmlToText, MISSING_IMAGE_ATTRIBUTE } from '../content/html-sanitizer.ts';

// A WordPress page as a builder page's elements. The builder has no element that renders HTML (its text element
// holds plain text, React escapes it), so the page's sanitised article HTML is read block by block: headings become
// heading elements, paragraphs, lists, quotes, code and tables text elements (line by line), images image elements
// and videos video elements, in one boxed section under the page's title. Links and inline formatting are not kept.

/** The block tags of sanitised article HTML read as one element each (`hr` has no closing tag). */
const BLOCK_OPEN = /<(h[2-6]|p|ul|ol|dl|blockquote|pre|table|figure|hr)\b[^>]*>/gi;

/** Where the element `tag` opened at `from` (its open tag ends at `bodyStart`) closes: the index after its closing tag. */
function closingEnd(html: string, tag: string, bodyStart: number): { innerEnd: number; end: number } {
  const pattern = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'gi');
  pattern.lastIndex = bodyStart;
  let depth = 1;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return { innerEnd: match.index, end: match.index + match[0].length };
  }
  return { innerEnd: html.length, end: html.length };
}

/** One top-level block: its tag ('' for loose inline content between blocks), its open tag and its inner HTML. */
interface Block {
  tag: string;
  open: string;
  inner: string;
}

/** The top-level blocks of sanitised article HTML, in order. */
export function htmlBlocks(html: string): Block[] {
  const blocks: Block[] = [];
  let at = 0;
  BLOCK_OPEN.lastIndex = 0;
  for (let match = BLOCK_OPEN.exec(html); match; match = BLOCK_OPEN.exec(html)) {
    if (match.index < at) continue;
    const loose = html.slice(at, match.index);
    if (loose.trim()) blocks.push({ tag: '', open: '', inner: loose });
    const tag = match[1]!.toLowerCase();
    const bodyStart = match.index + match[0].length;
    if (tag === 'hr') {
      blocks.push({ tag, open: match[0], inner: '' });
      at = bodyStart;
    } else {
      const { innerEnd, end } = closingEnd(html, tag, bodyStart);
      blocks.push({ tag, open: match[0], inner: html.slice(bodyStart, innerEnd) });
      at = end;
    }
    BLOCK_OPEN.lastIndex = at;
  }
  const rest = html.slice(at);
  if (rest.trim()) blocks.push({ tag: '', open: '', inner: rest });
  return blocks;
}

/** The value of attribute `name` in a tag as sanitize-html writes it (double quotes, entities for & and "). */
function attribute(tag: string, name: string): string | undefined {
  const found = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
  return found
    ?.replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Text lines of an HTML fragment: a line per `<br>`, paragraph, list item, table row or term; each as plain text. */
function lines(html: string, bullet = ''): string[] {
  let number = 0;
  const marked = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|li|tr|dt|dd|h[2-6]|blockquote|figcaption|caption)>/gi, '\n')
    .replace(/<(td|th)\b[^>]*>/gi, ' \t ')
    .replace(/<li\b[^>]*>/gi, () => {
      number += 1;
      return `\n${bullet === '1.' ? `${number}. ` : bullet}`;
    });
  return marked
    .split('\n')
    .map((line) =>
      htmlToText(line.replace(/\t/g, '|'))
        .replace(/^\|\s*/, '')
        .replace(/\s*\|\s*/g, ' | '),
    )
    .filter(Boolean);
}

/** A YouTube or Vimeo figure's watch address (the sanitiser keeps only these ids), or null. */
function videoUrl(open: string): string | null {
  const provider = attribute(open, 'data-embed');
  const id = attribute(open, 'data-embed-id');
  if (!id) return null;
  if (provider === 'youtube') return `https://www.youtube.com/watch?v=${id}`;
  if (provider === 'vimeo') return `https://vimeo.com/${id}`;
  return null;
}

type ElementFields = Partial<Pick<BuilderElement, 'content' | 'src' | 'url'>>;

/**
 * The elements of a page made from a WordPress page: one boxed section holding its title as a heading and its body
 * (sanitised article HTML, images already brought in or marked missing) block by block. Checked with the engine.
 */
export function pageElements(title: string, html: string, now = Date.now()): BuilderElement[] {
  const ids = createIdGenerator({ now: () => now });
  const make = (type: ElementType, fields: ElementFields, children: BuilderElement[] = []): BuilderElement => {
    const defaults = elementDefaults(type);
    const element: Record<string, unknown> = { id: ids.next(), type, name: defaults.name, style: defaults.style, children };
    if (type === 'section') element.contentWidth = defaults.contentWidth;
    for (const [key, value] of Object.entries(fields)) if (value !== undefined) element[key] = value;
    return element as unknown as BuilderElement;
  };
  const text = (content: string) => make('text', { content: content.slice(0, LIMITS.contentLength) });
  const image = (tag: string): BuilderElement => {
    const src = attribute(tag, 'src');
    const alt = attribute(tag, 'alt')?.trim();
    const missing = attribute(tag, MISSING_IMAGE_ATTRIBUTE);
    // Only images in the media library: a missing one draws the builder's empty image box, described by its alt text.
    const content = (alt || (missing ? `Image missing: ${missing.split('/').pop() ?? ''}` : 'Image')).slice(0, 500);
    return make('image', src?.startsWith('/media/') ? { src, content } : { content });
  };
  const children: BuilderElement[] = [make('heading', { content: title.slice(0, LIMITS.contentLength) })];
  const textWithImages = (inner: string) => {
    for (const tag of inner.match(/<img\b[^>]*>/gi) ?? []) children.push(image(tag));
    const content = lines(inner).join('\n');
    if (content) children.push(text(content));
  };
  for (const block of htmlBlocks(html)) {
    switch (block.tag) {
      case 'h2':
      case 'h3':
      case 'h4':
      case 'h5':
      case 'h6': {
        const content = htmlToText(block.inner);
        if (content) children.push(make('heading', { content: content.slice(0, LIMITS.contentLength) }));
        break;
      }
      case 'hr':
        children.push(make('divider', {}));
        break;
      case 'ul':
      case 'ol': {
        const content = lines(block.inner, block.tag === 'ol' ? '1.' : '• ').join('\n');
        if (content) children.push(text(content));
        break;
      }
      case 'figure': {
        const video = videoUrl(block.open);
        if (video) children.push(make('video', { src: video }));
        const [tag] = video ? [] : (block.inner.match(/<img\b[^>]*>/i) ?? []);
        if (tag) children.push(image(tag));
        const caption = /<figcaption>([\s\S]*?)<\/figcaption>/i.exec(block.inner)?.[1];
        const captionText = caption ? htmlToText(caption) : '';
        if (captionText) children.push(text(captionText));
        break;
      }
      case 'pre': {
        const content = block.inner
          .split('\n')
          .map((line) => htmlToText(line))
          .join('\n')
          .trim();
        if (content) children.push(text(content));
        break;
      }
      default:
        textWithImages(block.inner);
    }
  }
  const elements = [make('section', {}, children)];
  const parsed = parsePage({ id: 'import', name: 'import', slug: 'import', elements });
  if (!parsed.ok) throw new Error(`The page's elements are not a valid builder page: ${parsed.error.message}`);
  return elements;
}
