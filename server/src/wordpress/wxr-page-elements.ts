import { createIdGenerator, elementDefaults, LIMITS, parsePage, type BuilderElement, type ElementType } from '@app/builder-engine';
import { richTextElementSchema } from '@app/contracts';
import { htmlToText, MISSING_IMAGE_ATTRIBUTE } from '../content/html-sanitizer.ts';

// A WordPress page as a builder page's elements: one boxed section holding the page's title as a heading, then its
// sanitised article HTML as rich text elements (headings, paragraphs, links, lists, bold and italic, quotes, code and
// tables kept as they are). Rules become divider elements and figures image or video elements (captions as rich
// text), so the builder's image and video settings work on them; each run of text between them is one rich text
// (split at blocks when longer than a rich text may be).

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

/** A block as HTML again: its open tag, inner HTML and closing tag (loose inline content as a paragraph). */
function blockHtml(block: Block): string {
  if (block.tag === '') return `<p>${block.inner.trim()}</p>`;
  return `${block.open}${block.inner}</${block.tag}>`;
}

/**
 * The elements of a page made from a WordPress page: one boxed section holding its title as a heading and its body
 * (sanitised article HTML, images already brought in or marked missing) as rich text, rules and figures. Each rich
 * text is checked with the contracts' schema and the whole tree with the engine.
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
  const children: BuilderElement[] = [make('heading', { content: title.slice(0, LIMITS.contentLength) })];
  const richText = (content: string) => {
    const element = make('richtext', { content });
    const checked = richTextElementSchema.safeParse(element);
    if (!checked.success) throw new Error(`A rich text of the page is not valid: ${checked.error.issues[0]?.message ?? ''}`);
    children.push(element);
  };
  let run = '';
  const flush = () => {
    if (run.trim()) richText(run);
    run = '';
  };
  const addHtml = (piece: string) => {
    if (run.length + piece.length > LIMITS.richTextLength) flush();
    if (piece.length <= LIMITS.richTextLength) {
      run += piece;
      return;
    }
    // One block longer than a rich text may be (a huge table): its text, line by line, as a text element.
    const content = lines(piece).join('\n');
    if (content) children.push(make('text', { content: content.slice(0, LIMITS.contentLength) }));
  };
  const image = (tag: string): BuilderElement => {
    const src = attribute(tag, 'src');
    const alt = attribute(tag, 'alt')?.trim();
    const missing = attribute(tag, MISSING_IMAGE_ATTRIBUTE);
    // Only images in the media library: a missing one draws the builder's empty image box, described by its alt text.
    const content = (alt || (missing ? `Image missing: ${missing.split('/').pop() ?? ''}` : 'Image')).slice(0, 500);
    return make('image', src?.startsWith('/media/') ? { src, content } : { content });
  };
  for (const block of htmlBlocks(html)) {
    if (block.tag === 'hr') {
      flush();
      children.push(make('divider', {}));
    } else if (block.tag === 'figure') {
      flush();
      const video = videoUrl(block.open);
      if (video) children.push(make('video', { src: video }));
      const [tag] = video ? [] : (block.inner.match(/<img\b[^>]*>/i) ?? []);
      if (tag) children.push(image(tag));
      const caption = /<figcaption>([\s\S]*?)<\/figcaption>/i.exec(block.inner)?.[1];
      if (caption && htmlToText(caption)) addHtml(`<p>${caption.trim()}</p>`);
      flush();
    } else {
      addHtml(blockHtml(block));
    }
  }
  flush();
  const elements = [make('section', {}, children)];
  const parsed = parsePage({ id: 'import', name: 'import', slug: 'import', elements });
  if (!parsed.ok) throw new Error(`The page's elements are not a valid builder page: ${parsed.error.message}`);
  return elements;
}
