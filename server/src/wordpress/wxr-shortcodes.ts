import { parseVideoEmbed, VIDEO_PROVIDER_NAMES } from '@app/contracts/video-url';
import { htmlToText } from '../content/html-sanitizer.ts';

/** An attachment of the export, as a gallery or caption shows it: its file, alt text and caption. */
export interface WxrAttachment {
  id: number;
  url: string;
  alt: string;
  caption: string;
  parent: number | null;
}

/** What converting one item's content needs: the export's attachments, the item's id, and where unknown shortcodes are counted. */
export interface ShortcodeContext {
  attachments: ReadonlyMap<number, WxrAttachment>;
  postId: number | null;
  /** Shortcodes this site has no equivalent for, by name: how often each was met (their inner text was kept). */
  unknown: Map<string, number>;
}

const escapeText = (value: string): string => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string): string => escapeText(value).replace(/"/g, '&quot;');

/** A block of our article HTML, on its own between blank lines (so the classic editor's paragraphs do not wrap it). */
const block = (html: string): string => `\n\n${html}\n\n`;

/** An image figure as the editor writes it: the image, then the caption when there is one. */
function figure(image: string, caption: string): string {
  const text = caption.trim();
  return block(`<figure>${image}${text ? `<figcaption>${escapeText(text)}</figcaption>` : ''}</figure>`);
}

/** An image of an attachment, with its alt text. */
const attachmentImage = (attachment: WxrAttachment): string =>
  `<img src="${escapeAttribute(attachment.url)}" alt="${escapeAttribute(attachment.alt)}" />`;

/**
 * A media link: a YouTube or Vimeo URL becomes our click-to-load video card (`<figure data-embed data-embed-id>` with
 * its "Watch on" link, the editor's format); any other http(s) URL a plain link; anything else nothing.
 */
export function mediaLink(url: string, caption = ''): string {
  const address = url.trim().replace(/&amp;/g, '&');
  const embed = parseVideoEmbed(address);
  if (embed) {
    const text = caption.trim();
    return block(
      `<figure data-embed="${embed.provider}" data-embed-id="${embed.id}"><a href="${escapeAttribute(embed.watchUrl)}">Watch on ${VIDEO_PROVIDER_NAMES[embed.provider]}</a>${text ? `<figcaption>${escapeText(text)}</figcaption>` : ''}</figure>`,
    );
  }
  if (!/^https?:\/\/[^\s<>"]+$/i.test(address)) return '';
  const link = `<a href="${escapeAttribute(address)}">${escapeText(address)}</a>`;
  return block(`<p>${link}${caption.trim() ? ` ${escapeText(caption.trim())}` : ''}</p>`);
}

/** A shortcode's attributes as WordPress's shortcode_parse_atts reads them (name="v", name='v', name=v; positional ones by index). */
export function shortcodeAttributes(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  let position = 0;
  const pattern = /([\w-]+)\s*=\s*"([^"]*)"|([\w-]+)\s*=\s*'([^']*)'|([\w-]+)\s*=\s*([^\s'"]+)|"([^"]*)"|'([^']*)'|(\S+)/g;
  for (const match of text.replace(/[\u00a0\u200b]/g, ' ').matchAll(pattern)) {
    if (match[1] !== undefined) attributes[match[1].toLowerCase()] = match[2]!;
    else if (match[3] !== undefined) attributes[match[3].toLowerCase()] = match[4]!;
    else if (match[5] !== undefined) attributes[match[5].toLowerCase()] = match[6]!;
    else attributes[String(position++)] = match[7] ?? match[8] ?? match[9]!;
  }
  return attributes;
}

/** `[caption]`: the image (unwrapped from its link) with its alt text, and the rest of the inner text as the caption. */
function caption(attributes: Record<string, string>, inner: string): string {
  const image = /<img\b[^>]*>/i.exec(inner)?.[0];
  if (!image) return inner;
  const rest = inner.replace(/<a\b[^>]*>\s*<img\b[^>]*>\s*<\/a>|<img\b[^>]*>/i, '');
  return figure(image, htmlToText(attributes.caption ?? rest));
}

/** `[gallery]`: a figure for each attachment named (ids, or include), else each image attached to the post, as WordPress shows. */
function gallery(attributes: Record<string, string>, context: ShortcodeContext): string {
  const named = (attributes.ids ?? attributes.include ?? '')
    .split(',')
    .map((id) => Number.parseInt(id.trim(), 10))
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  const attachments =
    named.length > 0
      ? named.flatMap((id) => context.attachments.get(id) ?? [])
      : [...context.attachments.values()]
          .filter((attachment) => attachment.parent !== null && attachment.parent === context.postId)
          .filter((attachment) => /\.(jpe?g|png|gif|webp|avif)([?#]|$)/i.test(attachment.url))
          .sort((a, b) => a.id - b.id);
  return attachments.map((attachment) => figure(attachmentImage(attachment), attachment.caption)).join('');
}

/** The names of the shortcodes the import converts; any other keeps only its inner text. */
const KNOWN = new Set(['caption', 'wp_caption', 'gallery', 'embed', 'video', 'audio']);

function convertOne(name: string, attributes: Record<string, string>, inner: string, context: ShortcodeContext): string {
  switch (name) {
    case 'caption':
    case 'wp_caption':
      return caption(attributes, inner);
    case 'gallery':
      return gallery(attributes, context);
    case 'embed':
      return mediaLink(htmlToText(inner) || (attributes.src ?? attributes.url ?? ''));
    case 'video':
      return mediaLink(attributes.src ?? attributes.mp4 ?? attributes.m4v ?? attributes.webm ?? attributes.ogv ?? htmlToText(inner));
    case 'audio':
      return mediaLink(attributes.src ?? attributes.mp3 ?? attributes.m4a ?? attributes.ogg ?? attributes.wav ?? htmlToText(inner));
    default:
      return inner;
  }
}

/**
 * `[name attributes]`, `[name attributes /]`, `[/name]`: names in lower case, as shortcodes are registered (a bracketed
 * `[Read more]` or `[1]` in the text is not one); WordPress's escaped `[[name]]` is read as the shortcode too.
 */
const OPENING = /\[\/?([a-z_][a-z0-9_-]*)((?:\s[^\][]*)?)\]/g;

/**
 * An editor's note in brackets, as prose writes it ("[sic]", "[citation needed]", "[emphasis added]"): not a
 * shortcode, though its first word reads like one, so it stays as written when it stands alone (no closing tag).
 */
const EDITORIAL_NOTE =
  /^\[(?:sic!?|citation needed|emphasis (?:added|mine)|ed\.?|editor'?s note|inaudible|crosstalk|laughs|laughter|applause)\]$/i;

/** A `<pre>` or `<code>` element, whose text shows shortcodes as they are written (a tutorial about them). */
const CODE_ELEMENT = /<(pre|code)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;

/**
 * The content with every shortcode converted (see convertOne): caption, gallery, embed, video and audio to our
 * figures, video cards and links; any other shortcode to its inner text, counted in `context.unknown`. A closing
 * tag without its opening one is dropped. Inside `<pre>` and `<code>` nothing is converted, and a bracketed editor's
 * note standing alone ("[sic]") stays as written.
 */
export function convertShortcodes(content: string, context: ShortcodeContext): string {
  let out = '';
  let at = 0;
  for (const code of content.matchAll(CODE_ELEMENT)) {
    out += convertOutsideCode(content.slice(at, code.index), context) + code[0];
    at = code.index + code[0].length;
  }
  return out + convertOutsideCode(content.slice(at), context);
}

function convertOutsideCode(content: string, context: ShortcodeContext): string {
  let out = '';
  let at = 0;
  OPENING.lastIndex = 0;
  for (;;) {
    OPENING.lastIndex = at;
    const match = OPENING.exec(content);
    if (!match) break;
    out += content.slice(at, match.index);
    at = match.index + match[0].length;
    if (match[0].startsWith('[/')) continue;
    const name = match[1]!.toLowerCase();
    const selfClosing = /\/\s*$/.test(match[2]!);
    const closing = new RegExp(`\\[\\/${match[1]!.replace(/[-]/g, '\\-')}\\]`, 'i');
    let inner = '';
    const close = selfClosing ? null : closing.exec(content.slice(at));
    if (close) {
      inner = content.slice(at, at + close.index);
      at += close.index + close[0].length;
    } else if (EDITORIAL_NOTE.test(match[0])) {
      out += match[0];
      continue;
    }
    if (!KNOWN.has(name)) context.unknown.set(name, (context.unknown.get(name) ?? 0) + 1);
    const attributes = shortcodeAttributes(match[2]!.replace(/\/\s*$/, ''));
    out += convertOne(name, attributes, convertShortcodes(inner, context), context);
  }
  return out + content.slice(at);
}

/** A block's comment attributes (`<!-- wp:embed {"url":"…"} -->`), or {} when there are none or they do not parse. */
function blockAttributes(json: string | undefined): Record<string, unknown> {
  if (!json) return {};
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A block's `<figcaption>` text, or ''. */
const figcaptionOf = (html: string): string => htmlToText(/<figcaption\b[^>]*>([\s\S]*?)<\/figcaption>/i.exec(html)?.[1] ?? '');

/** A gallery block's images: each innermost figure holding an image (its caption kept), else each image. */
function galleryBlock(html: string): string {
  const figures = [...html.matchAll(/<figure\b[^>]*>((?:(?!<\/?figure\b)[\s\S])*?<img\b(?:(?!<\/?figure\b)[\s\S])*?)<\/figure>/gi)];
  const images =
    figures.length > 0
      ? figures.map((found) => figure(/<img\b[^>]*>/i.exec(found[1]!)![0], figcaptionOf(found[1]!)))
      : [...html.matchAll(/<img\b[^>]*>/gi)].map((found) => figure(found[0], ''));
  const outer = /<figcaption\b[^>]*class="[^"]*blocks-gallery-caption[^"]*"[^>]*>([\s\S]*?)<\/figcaption>/i.exec(html);
  return images.join('') + (outer ? block(`<p>${escapeText(htmlToText(outer[1]!))}</p>`) : '');
}

/** `<video>`/`<audio>` elements as media links (a card for YouTube or Vimeo), their sources kept. */
function mediaElements(html: string): string {
  return html.replace(/<(video|audio)\b([^>]*)>([\s\S]*?)<\/\1>/gi, (_all, _tag, attributes: string, inner: string) => {
    const src = /\ssrc\s*=\s*"([^"]*)"/i.exec(attributes)?.[1] ?? /<source\b[^>]*\ssrc\s*=\s*"([^"]*)"/i.exec(inner)?.[1] ?? '';
    return mediaLink(src);
  });
}

/**
 * Gutenberg's block markup read as our article HTML: every `<!-- wp:… -->` comment dropped and its content kept,
 * a gallery block as one figure per image, an embed, video or audio block as a video card or link (its caption
 * kept), other video and audio elements as links.
 */
export function convertBlocks(content: string): string {
  const blocks = content
    .replace(
      /<!--\s*wp:((?:core-)?embed(?:\/[\w-]+)?)\s*(\{[\s\S]*?\})?\s*-->([\s\S]*?)<!--\s*\/wp:\1\s*-->/g,
      (_all, _name, json: string | undefined, inner: string) => {
        const url = blockAttributes(json).url;
        const fromWrapper = htmlToText(/<div\b[^>]*wp-block-embed__wrapper[^>]*>([\s\S]*?)<\/div>/i.exec(inner)?.[1] ?? '');
        return mediaLink(typeof url === 'string' && url ? url : fromWrapper, figcaptionOf(inner));
      },
    )
    .replace(/<!--\s*wp:gallery\b[\s\S]*?-->([\s\S]*?)<!--\s*\/wp:gallery\s*-->/g, (_all, inner: string) => galleryBlock(inner))
    .replace(/<!--\s*wp:(video|audio)\b[\s\S]*?-->([\s\S]*?)<!--\s*\/wp:\1\s*-->/g, (_all, _name, inner: string) => {
      const src = /<(?:video|audio|source)\b[^>]*\ssrc\s*=\s*"([^"]*)"/i.exec(inner)?.[1] ?? '';
      return mediaLink(src, figcaptionOf(inner));
    });
  return mediaElements(blocks).replace(/<!--\s*\/?wp:[\s\S]*?-->/g, '');
}

/**
 * A YouTube or Vimeo URL alone on its line (WordPress's auto-embed) as a video card; any other URL stays as written
 * (it may sit inside other markup, where a block would not belong). Inside `<pre>` and `<code>` a URL is text (a post
 * showing an address), as WordPress leaves it: each such element is set aside while the lines are read, in place of a
 * marker that is not white space (a private-use character, taken out of the text first), so a URL after one on the same
 * line is not alone on it either.
 */
export function convertBareUrls(content: string): string {
  const code: string[] = [];
  const marked = content.replace(/\uE000/g, '').replace(CODE_ELEMENT, (element) => `\uE000${code.push(element) - 1}\uE000`);
  return marked
    .replace(/^[ \t]*(https?:\/\/[^\s<>"]+)[ \t]*$/gm, (line, url: string) =>
      parseVideoEmbed(url.replace(/&amp;/g, '&')) ? mediaLink(url) : line,
    )
    .replace(/\uE000(\d+)\uE000/g, (_marker, index: string) => code[Number(index)]!);
}

/**
 * An item's content as our article HTML, before paragraphs and sanitising: Gutenberg blocks, then shortcodes, then
 * bare video URLs converted (see convertBlocks, convertShortcodes, convertBareUrls).
 */
export function convertContent(content: string, context: ShortcodeContext): string {
  return convertBareUrls(convertShortcodes(convertBlocks(content), context));
}
