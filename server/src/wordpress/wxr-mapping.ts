import { createHash } from 'node:crypto';
import {
  BLOG_CATEGORIES,
  DEFAULT_BLOG_CATEGORIES,
  keptBlogTags,
  reservedAddressProblem,
  slugify,
  type WordPressCategoryMapping,
} from '@app/contracts';
import { htmlToText } from '../content/html-sanitizer.ts';
import type { WxrCategory, WxrItem } from './wxr-document.ts';

/** What an item becomes: a post with this status, or skipped for the reason given. */
export type ItemFate = { status: 'published' | 'draft' } | { skip: string };

/**
 * The mapping of WordPress's post types and statuses: posts only (pages, revisions, menu items, attachments and other
 * types are skipped); `publish` and `future` become published posts (a future one scheduled for its date); `draft`,
 * `pending` and `private` become drafts (this site has no private posts: a private one is kept off the public site);
 * `trash`, `auto-draft` and `inherit` are skipped.
 */
export function itemFate(item: Pick<WxrItem, 'postType' | 'status'>): ItemFate {
  if (item.postType !== 'post') {
    const named: Record<string, string> = {
      // Not met by the import: pages become builder pages (wordpress-pages.ts) before an item's fate is asked.
      page: 'a page (pages are not blog posts)',
      attachment: 'an attachment (media: used for featured images and body images, not a post)',
      revision: 'a revision (only the current version of a post is imported)',
      nav_menu_item: 'a menu item (menus are not imported)',
    };
    return { skip: `Skipped: ${named[item.postType] ?? `of type "${item.postType || 'none'}", not a blog post`}.` };
  }
  if (item.status === 'publish' || item.status === 'future') return { status: 'published' };
  if (item.status === 'draft' || item.status === 'pending' || item.status === 'private') return { status: 'draft' };
  return { skip: `Skipped: its status is "${item.status || 'none'}" (trashed and automatic drafts are not imported).` };
}

/** A WordPress date 'YYYY-MM-DD HH:MM:SS' read as UTC; null for none or WordPress's zero date. */
function wordpressDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(value);
  if (!match || match[1] === '0000') return null;
  const date = new Date(`${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** When the item was published: wp:post_date_gmt, else pubDate, else wp:post_date taken as UTC; null when none. */
export function publishedDate(item: Pick<WxrItem, 'postDateGmt' | 'pubDate' | 'postDate'>): Date | null {
  const gmt = wordpressDate(item.postDateGmt);
  if (gmt) return gmt;
  const rss = item.pubDate ? new Date(item.pubDate) : null;
  if (rss && !Number.isNaN(rss.getTime()) && rss.getUTCFullYear() > 1970) return rss;
  return wordpressDate(item.postDate);
}

/** The slug the item asks for: wp:post_name (percent-decoded, made one of ours), else one made from the title. */
export function wantedSlug(item: Pick<WxrItem, 'postName' | 'title' | 'postId'>): string {
  let name = item.postName;
  try {
    name = decodeURIComponent(name);
  } catch {
    // Left as it is: slugify keeps only what a slug may hold.
  }
  const fromName = (value: string) =>
    slugify(value.normalize('NFKD').replace(/[\u0300-\u036f]/g, ''))
      .replace(/^-+|-+$/g, '')
      .slice(0, 200)
      .replace(/-+$/, '');
  return fromName(name) || fromName(plainTitle(item.title)) || `wordpress-post-${item.postId ?? 'untitled'}`;
}

/** Our category labels, by their lower-case label and by their slug. */
const KNOWN = new Map<string, string>();
for (const label of [...DEFAULT_BLOG_CATEGORIES, ...BLOG_CATEGORIES.map((category) => category.label)]) {
  KNOWN.set(label.toLowerCase(), label);
  KNOWN.set(slugify(label), label);
}
for (const category of BLOG_CATEGORIES) KNOWN.set(category.key, category.label);

/**
 * A WordPress category as a category label here: one of ours when its name or slug matches (any case), else its
 * own name (at most 50 characters); WordPress's default "Uncategorized" is dropped (null).
 */
export function mapCategory(nicename: string, name: string): string | null {
  if (nicename === 'uncategorized' || name.toLowerCase() === 'uncategorized') return null;
  const known = KNOWN.get(name.toLowerCase()) ?? KNOWN.get(nicename) ?? KNOWN.get(slugify(name));
  if (known) return known;
  const own = name.replace(/\s+/g, ' ').trim().slice(0, 50).trim();
  return own || null;
}

/** The item's categories as labels here (tags are not categories: left out), each once, at most 20; the mappings used are added to `seen`. */
export function itemCategories(item: Pick<WxrItem, 'terms'>, seen: Map<string, WordPressCategoryMapping>): string[] {
  const labels: string[] = [];
  for (const term of item.terms) {
    if (term.domain !== 'category') continue;
    const label = mapCategory(term.nicename, term.name);
    if (!seen.has(term.name)) seen.set(term.name, { from: term.name, to: label });
    if (label && !labels.includes(label)) labels.push(label);
  }
  return labels.slice(0, 20);
}

/**
 * The item's tags (its `post_tag` terms) as tags here: their names, trimmed, at most 50 characters, each tag once
 * (ignoring case and spelling of spaces and hyphens), at most 20; a name with no letter or digit is left out.
 */
export function itemTags(item: Pick<WxrItem, 'terms'>): string[] {
  return keptBlogTags(item.terms.filter((term) => term.domain === 'post_tag').map((term) => term.name || term.nicename));
}

/**
 * The parent of each category label, from the export's channel categories (`<wp:category_parent>` names the parent's
 * nicename): both mapped as an item's categories are (mapCategory); a pair where either is dropped (Uncategorized) or
 * both map to one label is left out.
 */
export function categoryParents(categories: readonly WxrCategory[]): Map<string, string> {
  const byNicename = new Map(categories.map((category) => [category.nicename, category]));
  const parents = new Map<string, string>();
  for (const category of categories) {
    const parent = category.parent ? byNicename.get(category.parent) : undefined;
    if (!parent) continue;
    const label = mapCategory(category.nicename, category.name || category.nicename);
    const parentLabel = mapCategory(parent.nicename, parent.name || parent.nicename);
    if (label && parentLabel && label !== parentLabel) parents.set(label, parentLabel);
  }
  return parents;
}

const BLOCK_TAG = /<(p|div|h[1-6]|ul|ol|blockquote|pre|table|figure)[\s>]/i;

/**
 * WordPress's classic editor stores paragraphs as blank lines (its wpautop adds the <p> on display): text between
 * blank lines, outside block elements, becomes a paragraph. Block-editor content passes unchanged.
 */
export function paragraphs(html: string): string {
  const withoutComments = html.replace(/<!--[\s\S]*?-->/g, '');
  return withoutComments
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk) => (BLOCK_TAG.test(chunk.slice(0, 20)) ? chunk : `<p>${chunk.replace(/\n/g, '<br />\n')}</p>`))
    .join('\n');
}

/** The old site's paths of an item (without a trailing slash): /YYYY/MM/slug, /YYYY/MM/DD/slug, its link's path, /?p=ID. */
export function oldPaths(item: Pick<WxrItem, 'link' | 'postId' | 'postName'>, date: Date | null, localDate: Date | null): string[] {
  const paths = new Set<string>();
  const name = item.postName;
  for (const when of [localDate, date]) {
    if (!when || !name) continue;
    const [year, month, day] = when.toISOString().slice(0, 10).split('-');
    paths.add(`/${year}/${month}/${name}`);
    paths.add(`/${year}/${month}/${day}/${name}`);
  }
  try {
    const link = new URL(item.link);
    const path = link.pathname.replace(/\/+$/, '');
    if (path && path !== '/' && !link.search) paths.add(path);
  } catch {
    // No usable link: the other paths stand.
  }
  if (item.postId) paths.add(`/?p=${item.postId}`);
  return [...paths].map((path) => path.toLowerCase());
}

/** Whether `path` is WordPress's plain link to a post, `/?p=ID` (the only old address at this site's home page). */
export function isPlainPostLink(path: string): boolean {
  return /^\/\?p=\d{1,12}$/.test(path);
}

/**
 * Why the import may not redirect `path` to a post here, or null when it may: an address the site serves itself
 * (see reservedAddressProblem: every route and file, however the path is written) is never taken over.
 */
export function oldPathProblem(path: string): string | null {
  return isPlainPostLink(path) ? null : reservedAddressProblem(path);
}

/** The local publication time, for the /YYYY/MM/ of a permalink (WordPress builds it from wp:post_date). */
export function localDate(item: Pick<WxrItem, 'postDate'>): Date | null {
  return wordpressDate(item.postDate);
}

/** Yoast SEO's title and description (postmeta), as our post SEO fields; empty when absent. */
export function seoOf(item: Pick<WxrItem, 'meta'>): Record<string, string> {
  const seo: Record<string, string> = {};
  const title = item.meta.get('_yoast_wpseo_title')?.trim();
  const description = item.meta.get('_yoast_wpseo_metadesc')?.trim();
  // Yoast's %%title%% style variables mean "derive": left empty, our own default derives it.
  if (title && !title.includes('%%')) seo.metaTitle = title.slice(0, 255);
  if (description && !description.includes('%%')) seo.metaDescription = description.slice(0, 500);
  return seo;
}

/**
 * Identifies an item across imports: its WordPress post id, scoped to the export's site (a GUID is not unique: copied
 * and re-imported posts keep theirs); an item without an id falls back to legacySourceKey.
 */
export function sourceKey(item: Pick<WxrItem, 'guid' | 'postId' | 'link'>, siteUrl: string): string {
  if (item.postId === null) return legacySourceKey(item, siteUrl);
  return `wordpress-post:${siteUrl.replace(/\/+$/, '').toLowerCase()}#${item.postId}`;
}

/** The key imports before issue 42 recorded an item under (its guid, else the old site's address with its id): read to recognise them. */
export function legacySourceKey(item: Pick<WxrItem, 'guid' | 'postId' | 'link'>, siteUrl: string): string {
  return item.guid || `${siteUrl}/?p=${item.postId ?? item.link}`;
}

/** A hash of everything the import reads from an item: unchanged means a second import has nothing to do. */
export function sourceHash(item: WxrItem): string {
  // postParent was added later: left out so an item imported before hashes the same.
  const { postParent: _parent, ...read } = item;
  return createHash('sha256')
    .update(JSON.stringify({ ...read, meta: [...item.meta].sort() }))
    .digest('hex');
}

/** A title as plain text: WordPress allows markup in titles (`Title <em>With</em>`); tags go, entities are decoded. */
export function plainTitle(title: string): string {
  return htmlToText(title);
}
