import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { AppError } from '../errors.ts';

/** A category or tag on a WXR item: its taxonomy (`category`, `post_tag`...), its slug and its name. */
export interface WxrTerm {
  domain: string;
  nicename: string;
  name: string;
}

/** One `<item>` of a WordPress export, with the fields the import reads (strings as written, trimmed). */
export interface WxrItem {
  title: string;
  link: string;
  pubDate: string;
  creator: string;
  guid: string;
  content: string;
  excerpt: string;
  postId: number | null;
  postDate: string;
  postDateGmt: string;
  postName: string;
  status: string;
  postType: string;
  terms: WxrTerm[];
  /** The item's wp:postmeta, key to value (the last one wins). */
  meta: Map<string, string>;
  attachmentUrl: string;
  /** wp:post_parent: the post an attachment was uploaded to (WordPress's gallery without ids shows these); null when none. */
  postParent: number | null;
}

/** A category the export lists in its channel (`<wp:category>`): its slug, its parent's slug ('' for none) and its name. */
export interface WxrCategory {
  nicename: string;
  parent: string;
  name: string;
}

/** A parsed WordPress export: the old site's address, its authors (login to display name) and its items. */
export interface WxrDocument {
  version: string;
  siteUrl: string;
  authors: Map<string, string>;
  items: WxrItem[];
  /** The channel's categories, with their parents (the hierarchy the items' own terms do not carry). */
  categories: WxrCategory[];
}

/** Tags that may repeat, read as lists even when there is one. */
const LISTS = new Set(['item', 'category', 'wp:postmeta', 'wp:author', 'wp:category', 'wp:tag', 'wp:term', 'wp:comment']);

/** How deep elements may nest (a WordPress export nests six or seven levels; the parser refuses more than this). */
const MAX_NESTED_TAGS = 100;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  // Only XML's five entities (and numeric ones): a DOCTYPE's own entities are refused before parsing.
  processEntities: true,
  htmlEntities: false,
  isArray: (name) => LISTS.has(name),
  maxNestedTags: MAX_NESTED_TAGS,
});

type Node = Record<string, unknown>;

/** The text of a parsed element (a string, or the `#text` of one with attributes); '' when absent. */
function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  if (value && typeof value === 'object' && '#text' in value) return text((value as Node)['#text']);
  if (Array.isArray(value)) return text(value[0]);
  return '';
}

function list(value: unknown): Node[] {
  return Array.isArray(value) ? (value.filter((entry) => entry && typeof entry === 'object') as Node[]) : [];
}

function readItem(node: Node): WxrItem {
  const meta = new Map<string, string>();
  for (const entry of list(node['wp:postmeta'])) meta.set(text(entry['wp:meta_key']), text(entry['wp:meta_value']));
  const id = Number.parseInt(text(node['wp:post_id']), 10);
  const parent = Number.parseInt(text(node['wp:post_parent']), 10);
  return {
    title: text(node.title),
    link: text(node.link),
    pubDate: text(node.pubDate),
    creator: text(node['dc:creator']),
    guid: text(node.guid),
    content: text(node['content:encoded']),
    excerpt: text(node['excerpt:encoded']),
    postId: Number.isSafeInteger(id) && id > 0 ? id : null,
    postDate: text(node['wp:post_date']),
    postDateGmt: text(node['wp:post_date_gmt']),
    postName: text(node['wp:post_name']),
    status: text(node['wp:status']),
    postType: text(node['wp:post_type']),
    terms: list(node.category).map((term) => ({
      domain: text(term['@_domain']),
      nicename: text(term['@_nicename']),
      name: text(term),
    })),
    meta,
    attachmentUrl: text(node['wp:attachment_url']),
    postParent: Number.isSafeInteger(parent) && parent > 0 ? parent : null,
  };
}

/** The 400 of a file that is not a WordPress export, naming what is wrong. */
function notWxr(reason: string): AppError {
  return new AppError(
    400,
    `This file is not a WordPress export (WXR): ${reason} In WordPress, use Tools → Export and upload the .xml file it gives.`,
  );
}

/**
 * The parsed document; whatever the parser refuses (elements nested past its limit, or anything else) is the 400 of a
 * file that is not an export, never an error of the server.
 */
function parsedXml(xml: string): Node {
  try {
    return parser.parse(xml) as Node;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/nest/i.test(message)) throw notWxr(`its elements are nested more than ${MAX_NESTED_TAGS} levels deep.`);
    throw notWxr(`it could not be read as XML (${message}).`);
  }
}

/**
 * Reads a WordPress export (WXR 1.0-1.2: RSS 2.0 with the wp:, content:, excerpt: and dc: namespaces). A file that
 * is not XML, declares its own entities, or is XML without `wp:wxr_version` in its channel is a 400 with a message.
 */
export function parseWxr(source: Buffer | string): WxrDocument {
  const xml = (typeof source === 'string' ? source : source.toString('utf8')).replace(/^\uFEFF/, '');
  if (xml.trim() === '') throw notWxr('the file is empty.');
  // Entity expansion ("billion laughs") is refused outright: WordPress never writes a DOCTYPE.
  if (/<!DOCTYPE/i.test(xml.slice(0, 4096)) || /<!ENTITY/i.test(xml))
    throw notWxr('it declares a DOCTYPE or entities, which WordPress never writes.');
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw notWxr(`it is not well-formed XML (line ${valid.err.line}: ${valid.err.msg}).`);
  const root = parsedXml(xml);
  const channel = (root.rss as Node | undefined)?.channel as Node | undefined;
  if (!channel || typeof channel !== 'object') throw notWxr('it has no RSS channel.');
  const version = text(channel['wp:wxr_version']);
  if (!version) throw notWxr('its channel has no wp:wxr_version.');
  const authors = new Map<string, string>();
  for (const author of list(channel['wp:author'])) {
    const login = text(author['wp:author_login']);
    if (login) authors.set(login, text(author['wp:author_display_name']) || login);
  }
  return {
    version,
    siteUrl: text(channel['wp:base_blog_url']) || text(channel['wp:base_site_url']) || text(channel.link),
    authors,
    items: list(channel.item).map(readItem),
    categories: list(channel['wp:category']).map((category) => ({
      nicename: text(category['wp:category_nicename']),
      parent: text(category['wp:category_parent']),
      name: text(category['wp:cat_name']),
    })),
  };
}
