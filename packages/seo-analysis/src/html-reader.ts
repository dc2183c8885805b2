// A small reader of the sanitised body HTML our editor stores: it turns the markup into ordered text blocks,
// links and images. It is no general HTML parser; it needs no DOM, so it runs the same in the browser and on
// the server.

/** What kind of text a block holds: prose kinds count for readability, headings and code do not. */
export type BlockKind = 'paragraph' | 'heading' | 'list-item' | 'quote' | 'code' | 'cell';

/** One block of text in document order; `level` is the heading level (2 for h2) on headings. */
export interface TextBlock {
  kind: BlockKind;
  text: string;
  level?: number;
}

/** A link with its target as written and its visible text; `nofollow` when its rel says so. */
export interface Link {
  href: string;
  text: string;
  nofollow: boolean;
}

/** An image with its source and alternative text ('' when the alt attribute is missing or empty). */
export interface Image {
  src: string;
  alt: string;
}

/** The structure of a body: its blocks in order, its links and images. */
export interface BodyStructure {
  blocks: TextBlock[];
  links: Link[];
  images: Image[];
}

const BLOCK_KINDS: Readonly<Record<string, BlockKind>> = {
  p: 'paragraph',
  h1: 'heading',
  h2: 'heading',
  h3: 'heading',
  h4: 'heading',
  h5: 'heading',
  h6: 'heading',
  li: 'list-item',
  blockquote: 'quote',
  pre: 'code',
  td: 'cell',
  th: 'cell',
  figcaption: 'paragraph',
  dt: 'list-item',
  dd: 'list-item',
  div: 'paragraph',
};

/** Elements whose content is never text (dropped whole). */
const SKIPPED = new Set(['script', 'style', 'template', 'noscript', 'svg', 'iframe', 'object']);

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  copy: '©',
  reg: '®',
  trade: '™',
  euro: '€',
  pound: '£',
  eacute: 'é',
  egrave: 'è',
  agrave: 'à',
  ccedil: 'ç',
  ouml: 'ö',
  uuml: 'ü',
  auml: 'ä',
  szlig: 'ß',
  shy: '',
};

/** Replaces character references (`&amp;`, `&#39;`, `&#x2014;`) with their characters; unknown ones stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const TAG = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE = /([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/** The attributes of a start tag, names lower-cased and values decoded. */
function attributes(source: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = (match[1] ?? '').toLowerCase();
    if (name === '' || found.has(name)) continue;
    found.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return found;
}

interface OpenBlock {
  tag: string;
  kind: BlockKind;
  level?: number;
  order: number;
  parts: string[];
}

/**
 * Reads body HTML into blocks, links and images. Text outside any block becomes a paragraph; a block inside
 * another (a paragraph in a quote) is its own block; `<br>` separates words; whitespace is collapsed.
 */
export function readHtml(html: string): BodyStructure {
  const done: (TextBlock & { order: number })[] = [];
  const links: Link[] = [];
  const images: Image[] = [];
  const stack: OpenBlock[] = [];
  let loose: OpenBlock | null = null;
  let order = 0;
  let link: { href: string; parts: string[]; nofollow: boolean } | null = null;
  let skipping: string | null = null;

  const finish = (block: OpenBlock): void => {
    const text = block.parts.join('').replace(/\s+/g, ' ').trim();
    if (text === '') return;
    const entry: TextBlock & { order: number } = { kind: block.kind, text, order: block.order };
    if (block.level !== undefined) entry.level = block.level;
    done.push(entry);
  };
  const addText = (text: string): void => {
    if (text === '') return;
    const top = stack[stack.length - 1];
    if (top !== undefined) top.parts.push(text);
    else {
      if (loose === null) {
        if (text.trim() === '') return;
        loose = { tag: '', kind: 'paragraph', order: order++, parts: [] };
      }
      loose.parts.push(text);
    }
    if (link !== null) link.parts.push(text);
  };
  const closeLoose = (): void => {
    if (loose !== null) finish(loose);
    loose = null;
  };

  let position = 0;
  // Tags are looked for only up to the last '>': text cut off inside a tag (a paste in progress) then costs
  // one pass rather than one per '<'.
  const tagged = html.slice(0, html.lastIndexOf('>') + 1);
  for (const match of tagged.matchAll(TAG)) {
    const index = match.index;
    if (skipping === null) addText(decodeEntities(html.slice(position, index)));
    position = index + match[0].length;
    if (match[2] === undefined) continue; // a comment
    const closing = match[1] === '/';
    const tag = match[2].toLowerCase();
    if (skipping !== null) {
      if (closing && tag === skipping) skipping = null;
      continue;
    }
    if (SKIPPED.has(tag)) {
      if (!closing && !/\/\s*$/.test(match[3] ?? '')) skipping = tag;
      continue;
    }
    const kind = BLOCK_KINDS[tag];
    if (kind !== undefined) {
      if (!closing) {
        if (stack.length === 0) closeLoose();
        const block: OpenBlock = { tag, kind, order: order++, parts: [] };
        if (kind === 'heading') block.level = Number(tag.slice(1));
        stack.push(block);
      } else {
        const at = stack.map((open) => open.tag).lastIndexOf(tag);
        if (at !== -1) for (const open of stack.splice(at).reverse()) finish(open);
      }
      continue;
    }
    if (tag === 'a') {
      if (link !== null) links.push({ href: link.href, text: link.parts.join('').replace(/\s+/g, ' ').trim(), nofollow: link.nofollow });
      link = null;
      if (!closing) {
        const attrs = attributes(match[3] ?? '');
        const rel = (attrs.get('rel') ?? '').toLowerCase().split(/\s+/);
        link = {
          href: (attrs.get('href') ?? '').trim(),
          parts: [],
          nofollow: rel.includes('nofollow') || rel.includes('sponsored') || rel.includes('ugc'),
        };
      }
    } else if (tag === 'img' && !closing) {
      const attrs = attributes(match[3] ?? '');
      images.push({ src: (attrs.get('src') ?? '').trim(), alt: (attrs.get('alt') ?? '').replace(/\s+/g, ' ').trim() });
    } else if (tag === 'br' || tag === 'hr' || tag === 'tr' || tag === 'ul' || tag === 'ol' || tag === 'table') {
      addText(' ');
      if (stack.length === 0) closeLoose();
    }
  }
  if (skipping === null) addText(decodeEntities(html.slice(position)));
  if (link !== null) links.push({ href: link.href, text: link.parts.join('').replace(/\s+/g, ' ').trim(), nofollow: link.nofollow });
  for (const open of stack.reverse()) finish(open);
  closeLoose();
  done.sort((a, b) => a.order - b.order);
  return { blocks: done.map(({ order: _order, ...block }) => block), links, images };
}
