// The article of a newsletter e-mail as HTML mail programs show well: no tables, no classes, no <style>, every style
// inline, every URL absolute, images from the media pipeline at the column's width, videos as linked cards.
import { escapeHtml } from '../html/escape-html.ts';
import type { ArticleElement, ArticleNode } from './email-article-tree.ts';
import { EMAIL_STYLES as S } from './email-styles.ts';
import { absoluteLink, emailImage, srcsetCandidates, type EmailImage } from './email-urls.ts';
import { videoOfFigure, YOUTUBE_THUMBNAIL_SIZE, youtubeThumbnailUrl, type EmailVideo } from './email-video.ts';

/** Inline elements kept as they are, without attributes. */
const PLAIN_INLINE = new Set(['strong', 'em', 'u', 's', 'del', 'ins', 'mark', 'small', 'sub', 'sup']);
const RENAMED: Record<string, string> = { b: 'strong', i: 'em' };

/** A positive whole number attribute (an image's width or height), or null. */
export function sizeAttribute(value: string | undefined): number | null {
  const number = Number.parseInt(value ?? '', 10);
  return Number.isFinite(number) && number > 0 && number <= 100_000 ? number : null;
}

/** The `<img>` of an e-mail image, with its size and alt text. */
export function imageTag(image: EmailImage, alt: string, style: string): string {
  const height = image.height === null ? '' : ` height="${image.height}"`;
  return `<img src="${escapeHtml(image.src)}" width="${image.width}"${height} alt="${escapeHtml(alt)}" style="${style}">`;
}

/** A video as a card: YouTube's thumbnail linked to the video, or (Vimeo: no third-party image) a text card. */
export function videoCardHtml(video: EmailVideo): string {
  const href = escapeHtml(video.embed.watchUrl);
  const title = escapeHtml(video.caption || `Video on ${video.providerName}`);
  const watch = `<p style="margin:0"><a href="${href}" style="${S.videoLink}">&#9654; Watch on ${video.providerName}</a></p>`;
  if (video.embed.provider === 'youtube') {
    const { width, height } = YOUTUBE_THUMBNAIL_SIZE;
    const alt = escapeHtml(video.caption ? `Video: ${video.caption}` : `Video on ${video.providerName}`);
    const thumb = `<a href="${href}"><img src="${youtubeThumbnailUrl(video.embed.id)}" width="${width}" height="${height}" alt="${alt}" style="${S.videoThumb}"></a>`;
    const caption = video.caption ? `<p style="${S.videoTitle}">${title}</p>` : '';
    return `<div style="${S.videoCard}">${thumb}${caption}${watch}</div>`;
  }
  return `<div style="${S.videoCard}"><p style="${S.videoTitle}">${title}</p>${watch}</div>`;
}

/** Writes article nodes as e-mail HTML into `out`. */
class HtmlWriter {
  readonly out: string[] = [];
  private inPre = 0;

  constructor(private readonly base: string) {}

  nodes(nodes: readonly ArticleNode[]): void {
    for (const node of nodes) {
      if (node.kind === 'text') this.out.push(escapeHtml(node.text));
      else this.element(node);
    }
  }

  private wrap(open: string, close: string, element: ArticleElement): void {
    this.out.push(open);
    this.nodes(element.children);
    this.out.push(close);
  }

  private element(element: ArticleElement): void {
    const { tag, attrs } = element;
    switch (tag) {
      case 'h1':
      case 'h2':
        return this.wrap(`<h2 style="${S.h2}">`, '</h2>', element);
      case 'h3':
        return this.wrap(`<h3 style="${S.h3}">`, '</h3>', element);
      case 'h4':
      case 'h5':
      case 'h6':
        return this.wrap(`<${tag} style="${S.h4}">`, `</${tag}>`, element);
      case 'p':
        return this.wrap(`<p style="${S.p}">`, '</p>', element);
      case 'br':
        this.out.push('<br>');
        return;
      case 'hr':
        this.out.push(`<hr style="${S.hr}">`);
        return;
      case 'ul':
        return this.wrap(`<ul style="${S.list}">`, '</ul>', element);
      case 'ol': {
        const start = sizeAttribute(attrs.start);
        return this.wrap(`<ol${start === null ? '' : ` start="${start}"`} style="${S.list}">`, '</ol>', element);
      }
      case 'li':
        return this.wrap(`<li style="${S.li}">`, '</li>', element);
      case 'dl':
        return this.wrap('<div>', '</div>', element);
      case 'dt':
        return this.wrap(`<p style="${S.dt}">`, '</p>', element);
      case 'dd':
        return this.wrap(`<p style="${S.dd}">`, '</p>', element);
      case 'blockquote':
        return this.wrap(`<blockquote style="${S.quote}">`, '</blockquote>', element);
      case 'pre':
        this.inPre += 1;
        this.wrap(`<pre style="${S.pre}">`, '</pre>', element);
        this.inPre -= 1;
        return;
      case 'code':
        return this.inPre > 0 ? this.wrap('<code>', '</code>', element) : this.wrap(`<code style="${S.code}">`, '</code>', element);
      case 'a':
        return this.link(element);
      case 'img':
        return this.image(element, S.image);
      case 'figure':
        return this.figure(element);
      case 'figcaption':
        return this.wrap(`<p style="${S.caption}">`, '</p>', element);
      case 'table':
        return this.wrap(`<div style="${S.tableBlock}">`, '</div>', element);
      case 'caption':
        return this.wrap(`<p style="${S.tableCaption}">`, '</p>', element);
      case 'tr':
        return this.row(element);
      default: {
        const name = RENAMED[tag] ?? tag;
        if (PLAIN_INLINE.has(name)) return this.wrap(`<${name}>`, `</${name}>`, element);
        // thead, tbody, tfoot, a cell outside a row, and anything unknown: its content only.
        return this.nodes(element.children);
      }
    }
  }

  private link(element: ArticleElement): void {
    const href = absoluteLink(element.attrs.href ?? '', this.base);
    if (href === null) return this.nodes(element.children);
    const title = element.attrs.title ? ` title="${escapeHtml(element.attrs.title)}"` : '';
    this.wrap(`<a href="${escapeHtml(href)}"${title} style="${S.link}">`, '</a>', element);
  }

  private image(element: ArticleElement, style: string): void {
    const { attrs } = element;
    const image = emailImage(
      attrs.src ?? '',
      srcsetCandidates(attrs.srcset),
      { width: sizeAttribute(attrs.width), height: sizeAttribute(attrs.height) },
      this.base,
    );
    if (image !== null) this.out.push(imageTag(image, attrs.alt ?? '', style));
  }

  private figure(element: ArticleElement): void {
    const video = videoOfFigure(element);
    if (video !== null) {
      this.out.push(videoCardHtml(video));
      return;
    }
    this.wrap(`<div style="${S.figure}">`, '</div>', element);
  }

  /** A table row as a line of its cells, separated by bars (header cells bold). */
  private row(element: ArticleElement): void {
    this.out.push(`<p style="${S.tableRow}">`);
    let first = true;
    for (const cell of element.children) {
      if (cell.kind !== 'element' || (cell.tag !== 'td' && cell.tag !== 'th')) continue;
      if (!first) this.out.push(`<span style="${S.cellSeparator}"> | </span>`);
      first = false;
      if (cell.tag === 'th') this.wrap('<strong>', '</strong>', cell);
      else this.nodes(cell.children);
    }
    this.out.push('</p>');
  }
}

/**
 * The article `nodes` (email-article-tree.ts) as e-mail HTML: relative links and images resolved on `base` (the
 * article's absolute address), links and images that are not http(s) (mailto/tel for links) left out, nothing but
 * the tags and attributes written here.
 */
export function renderArticleHtml(nodes: readonly ArticleNode[], base: string): string {
  const writer = new HtmlWriter(base);
  writer.nodes(nodes);
  return writer.out.join('');
}
