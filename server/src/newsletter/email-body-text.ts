// The article of a newsletter e-mail as plain text (the message's text/plain part): headings underlined, lists with
// "- " or numbers, quotes with "> ", links as "text (url)", images as their alt text, videos as a line with their link,
// paragraphs wrapped at 72 columns (a long word such as a URL is never broken).
import type { ArticleElement, ArticleNode } from './email-article-tree.ts';
import { textOf } from './email-article-tree.ts';
import { absoluteLink } from './email-urls.ts';
import { videoOfFigure } from './email-video.ts';

/** The column a plain-text line wraps at. */
export const TEXT_WIDTH = 72;

/**
 * `text`'s words in lines of at most `width` characters (a longer word has a line of its own); each line of the
 * input (a `\n`) starts a new one. Linear in the text's length.
 */
export function wrapText(text: string, width = TEXT_WIDTH): string[] {
  const lines: string[] = [];
  for (const segment of text.split('\n')) {
    let line = '';
    for (const word of segment.split(' ')) {
      if (word === '') continue;
      if (line === '') line = word;
      else if (line.length + 1 + word.length <= width) line += ` ${word}`;
      else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** A level of indentation: what its first line starts with, what the others do, and whether the first is written. */
interface Indent {
  first: string;
  rest: string;
  used: boolean;
}

/** Writes article nodes as plain text lines. */
class TextWriter {
  readonly lines: string[] = [];
  private inline: string[] = [];
  private readonly indents: Indent[] = [];

  constructor(private readonly base: string) {}

  private prefix(): string {
    let prefix = '';
    for (const indent of this.indents) {
      prefix += indent.used ? indent.rest : indent.first;
      indent.used = true;
    }
    return prefix;
  }

  private width(): number {
    const indent = this.indents.reduce((sum, level) => sum + level.rest.length, 0);
    return Math.max(24, TEXT_WIDTH - indent);
  }

  /** Writes `lines` at the current indentation. */
  private write(lines: readonly string[]): void {
    for (const line of lines) this.lines.push(`${this.prefix()}${line}`.trimEnd());
  }

  /** A blank line between blocks (one, however many blocks end together; none at the start). */
  private blank(): void {
    const line = this.blankLine();
    if (this.lines.length > 0 && this.lines.at(-1) !== line) this.lines.push(line);
  }

  /** A blank line at the current indentation ('>' inside a quote). */
  private blankLine(): string {
    return this.indents
      .map((level) => level.rest)
      .join('')
      .trimEnd();
  }

  /** Ends the paragraph being gathered, writing it wrapped. */
  private flush(): void {
    const text = this.inline
      .join('')
      .replace(/ *\n */g, '\n')
      .replace(/ {2,}/g, ' ')
      .trim();
    this.inline = [];
    if (text !== '') this.write(wrapText(text, this.width()));
  }

  /** The inline text of `nodes`, gathered apart from the paragraph under way. */
  private inlineOf(nodes: readonly ArticleNode[]): string {
    const saved = this.inline;
    this.inline = [];
    this.nodes(nodes);
    const text = this.inline.join('').replace(/\s+/g, ' ').trim();
    this.inline = saved;
    return text;
  }

  private block(element: ArticleElement, after: 'blank' | 'none' = 'blank'): void {
    this.flush();
    this.nodes(element.children);
    this.flush();
    if (after === 'blank') this.blank();
  }

  private indented(indent: Omit<Indent, 'used'>, run: () => void): void {
    this.flush();
    this.indents.push({ ...indent, used: false });
    const start = this.lines.length;
    run();
    this.flush();
    // A block ending the indented part leaves a blank line at its indentation; the blank after the part replaces it.
    if (this.lines.length > start && this.lines.at(-1) === this.blankLine()) this.lines.pop();
    this.indents.pop();
  }

  nodes(nodes: readonly ArticleNode[]): void {
    for (const node of nodes) {
      if (node.kind === 'text') this.inline.push(node.text.replace(/\s+/g, ' '));
      else this.element(node);
    }
  }

  private element(element: ArticleElement): void {
    switch (element.tag) {
      case 'h1':
      case 'h2':
      case 'h3':
      case 'h4':
      case 'h5':
      case 'h6':
        return this.heading(element);
      case 'p':
      case 'figure':
      case 'figcaption':
      case 'table':
      case 'caption':
      case 'dl':
      case 'dt':
        if (element.tag === 'figure' && this.video(element)) return;
        return this.block(element);
      case 'dd':
        this.indented({ first: '  ', rest: '  ' }, () => this.nodes(element.children));
        return this.blank();
      case 'br':
        this.inline.push('\n');
        return;
      case 'hr':
        this.flush();
        this.write(['----------']);
        return this.blank();
      case 'ul':
      case 'ol':
        return this.list(element);
      case 'blockquote':
        this.flush();
        this.blank();
        this.indented({ first: '> ', rest: '> ' }, () => this.nodes(element.children));
        return this.blank();
      case 'pre':
        return this.pre(element);
      case 'a':
        return this.link(element);
      case 'img': {
        const alt = (element.attrs.alt ?? '').replace(/\s+/g, ' ').trim();
        if (alt !== '') this.inline.push(` [Image: ${alt}] `);
        return;
      }
      case 'tr':
        this.flush();
        this.write(
          wrapText(
            element.children
              .filter((cell): cell is ArticleElement => cell.kind === 'element' && (cell.tag === 'td' || cell.tag === 'th'))
              .map((cell) => this.inlineOf(cell.children))
              .join(' | '),
            this.width(),
          ),
        );
        return;
      default:
        return this.nodes(element.children);
    }
  }

  private heading(element: ArticleElement): void {
    this.flush();
    this.blank();
    const text = this.inlineOf(element.children);
    if (text === '') return;
    const lines = wrapText(text, this.width());
    const longest = Math.max(...lines.map((line) => line.length));
    this.write([...lines, (element.tag === 'h1' || element.tag === 'h2' ? '=' : '-').repeat(longest)]);
    this.blank();
  }

  private list(element: ArticleElement): void {
    this.flush();
    let number = element.tag === 'ol' ? Number.parseInt(element.attrs.start ?? '1', 10) || 1 : 0;
    for (const item of element.children) {
      if (item.kind !== 'element' || item.tag !== 'li') continue;
      const marker = element.tag === 'ol' ? `${number++}. ` : '- ';
      this.indented({ first: marker, rest: ' '.repeat(marker.length) }, () => this.nodes(item.children));
    }
    if (this.indents.length === 0) this.blank();
  }

  private pre(element: ArticleElement): void {
    this.flush();
    this.write(
      textOf(element.children)
        .replace(/\s+$/, '')
        .split('\n')
        .map((line) => `    ${line}`),
    );
    this.blank();
  }

  private link(element: ArticleElement): void {
    const text = this.inlineOf(element.children);
    const href = absoluteLink(element.attrs.href ?? '', this.base);
    if (href === null || text === href || href === `mailto:${text}` || href === `tel:${text}`) this.inline.push(text || (href ?? ''));
    else this.inline.push(text === '' ? href : `${text} (${href})`);
  }

  private video(figure: ArticleElement): boolean {
    const video = videoOfFigure(figure);
    if (video === null) return false;
    this.flush();
    const label = video.caption ? `Video: ${video.caption}` : `Video on ${video.providerName}`;
    this.write(wrapText(`${label} (${video.embed.watchUrl})`, this.width()));
    this.blank();
    return true;
  }
}

/** The article `nodes` (email-article-tree.ts) as plain text, relative links resolved on `base`. */
export function renderArticleText(nodes: readonly ArticleNode[], base: string): string {
  const writer = new TextWriter(base);
  writer.nodes(nodes);
  return writer.lines.join('\n').trim();
}
