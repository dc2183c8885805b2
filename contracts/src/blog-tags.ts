// A post's tags (issue 42): free words a writer adds, each with a public page /blog/tag/{key}. Free of zod, so the
// public blog's chunks can use the key without the schemas (blog-tags-schema.ts holds those).

/** At most this many tags on one post. */
export const BLOG_TAGS_MAX = 20;

/** The longest tag, in characters (after trimming). */
export const BLOG_TAG_MAX_LENGTH = 50;

/**
 * Accented Latin letters and the plain letter a tag's key writes for each (the same two strings, letter for letter,
 * are in the SQL function derived.blog_tag_key of Migration20261207010000_blog_tags: keep them equal).
 */
export const TAG_KEY_ACCENTED = 'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖØòóôõöøÙÚÛÜùúûüÝýÿ';
/** The plain letters of `TAG_KEY_ACCENTED`, in the same order. */
export const TAG_KEY_PLAIN = 'AAAAAAaaaaaaCcEEEEeeeeIIIIiiiiNnOOOOOOooooooUUUUuuuuYyy';

/**
 * The blocks whose capital letters a tag's key of other letters than Latin writes small (Latin-1 and Latin Extended-A,
 * Greek, Cyrillic, Armenian, Georgian, Latin Extended Additional, Greek Extended), each letter by itself with Unicode's
 * lower case when that is one letter outside ASCII. Migration20261208030000_unicode_tag_keys lists the same letters,
 * letter for letter, for the SQL function derived.blog_tag_key (a database test compares every one of them).
 */
export const TAG_KEY_CASED_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0xc0, 0xde],
  [0x100, 0x17f],
  [0x370, 0x3ff],
  [0x400, 0x52f],
  [0x531, 0x556],
  [0x10a0, 0x10c5],
  [0x1e00, 0x1eff],
  [0x1f00, 0x1fff],
];

/**
 * The characters beyond ASCII that separate words in a key of other letters than Latin, as code point ranges:
 * spaces, punctuation and symbols of the common blocks (Latin-1's, general punctuation to the miscellaneous symbols,
 * CJK and full-width punctuation, the scripts' full stops and commas), private use, variation selectors and emoji.
 * Letters, marks and digits of every script are kept. The same ranges are in the SQL function derived.blog_tag_key of
 * Migration20261208030000_unicode_tag_keys: keep them equal (a database test compares each range's ends).
 */
export const TAG_KEY_SEPARATOR_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x80, 0xbf],
  [0xd7, 0xd7],
  [0xf7, 0xf7],
  [0x37e, 0x37e],
  [0x387, 0x387],
  [0x55a, 0x55f],
  [0x589, 0x58a],
  [0x5be, 0x5be],
  [0x5c0, 0x5c0],
  [0x5c3, 0x5c3],
  [0x5c6, 0x5c6],
  [0x5f3, 0x5f4],
  [0x600, 0x60f],
  [0x61b, 0x61f],
  [0x66a, 0x66d],
  [0x6d4, 0x6d4],
  [0x964, 0x965],
  [0x970, 0x970],
  [0xe3f, 0xe3f],
  [0xe4f, 0xe4f],
  [0xe5a, 0xe5b],
  [0xf04, 0xf12],
  [0x104a, 0x104f],
  [0x10fb, 0x10fb],
  [0x1360, 0x1368],
  [0x166d, 0x166e],
  [0x1680, 0x1680],
  [0x17d4, 0x17d6],
  [0x17d8, 0x17da],
  [0x1800, 0x180a],
  [0x2000, 0x2bff],
  [0x2e00, 0x2e7f],
  [0x2ff0, 0x2fff],
  [0x3000, 0x3004],
  [0x3008, 0x3020],
  [0x3030, 0x3030],
  [0x303d, 0x303f],
  [0x30a0, 0x30a0],
  [0x30fb, 0x30fb],
  [0x3200, 0x33ff],
  [0xe000, 0xf8ff],
  [0xfd3e, 0xfd3f],
  [0xfe00, 0xfe19],
  [0xfe30, 0xfe6f],
  [0xfeff, 0xfeff],
  [0xff01, 0xff0f],
  [0xff1a, 0xff20],
  [0xff3b, 0xff40],
  [0xff5b, 0xff65],
  [0xffe0, 0xffee],
  [0xfff0, 0xffff],
  [0x1f000, 0x1faff],
  [0xe0000, 0xe007f],
  [0xe0100, 0xe01ef],
  [0xf0000, 0x10ffff],
];

const hex = (code: number) => `\\u{${code.toString(16)}}`;

/** A run of what separates words in a key of other letters than Latin: every ASCII character, and the ranges above. */
const UNICODE_KEY_SEPARATORS = new RegExp(
  `[${hex(0x0)}-${hex(0x7f)}${TAG_KEY_SEPARATOR_RANGES.map(([from, to]) => (from === to ? hex(from) : `${hex(from)}-${hex(to)}`)).join('')}]+`,
  'gu',
);

/** `char` written small when it is a capital of TAG_KEY_CASED_RANGES with a one-letter lower case beyond ASCII. */
function keyLowerCase(char: string): string {
  const code = char.codePointAt(0)!;
  if (!TAG_KEY_CASED_RANGES.some(([from, to]) => code >= from && code <= to)) return char;
  const lower = char.toLowerCase();
  return lower.length === 1 && lower !== char && lower.charCodeAt(0) >= 0x80 ? lower : char;
}

/** The key of a tag by its Latin letters and digits (accents taken off), '' when it has none. */
function latinTagKey(tag: string): string {
  let plain = '';
  for (const char of tag) {
    const at = TAG_KEY_ACCENTED.indexOf(char);
    plain += at === -1 ? char : TAG_KEY_PLAIN[at];
  }
  return plain
    .replace(/[^A-Za-z0-9]+/g, '-')
    .toLowerCase()
    .replace(/^-+|-+$/g, '');
}

/**
 * The key of a tag with no Latin letter or digit ('кафе', '日本'): its letters, marks and digits as written (in Unicode's
 * composed form, the capitals of TAG_KEY_CASED_RANGES small), every run of separators a hyphen, none at either end.
 * It always holds a character beyond ASCII (or is ''), so it is never a Latin key.
 */
function unicodeTagKey(tag: string): string {
  let lowered = '';
  // A lone surrogate (no character at all) becomes U+FFFD, a separator: the key is always well-formed text.
  for (const char of tag.replace(/[\uD800-\uDFFF]/gu, '\uFFFD').normalize('NFC')) lowered += keyLowerCase(char);
  return lowered.replace(UNICODE_KEY_SEPARATORS, '-').replace(/^-+|-+$/g, '');
}

/**
 * A tag's key, for its address and for telling tags apart. A tag with a Latin letter or digit keeps the key it always
 * had: accents taken off the common Latin letters, every run of other characters than A-Z, a-z and 0-9 a hyphen, lower
 * case, no hyphen at either end ('Google Maps' and 'google-maps' are one tag, 'google-maps'), so no address of a tag
 * ever moves. A tag with none ('кафе', '日本', 'Ελλάδα') keeps its own letters ('кафе', percent-encoded in its URL; see
 * unicodeTagKey) instead of being refused; such a key always holds a letter beyond ASCII, so it never equals a Latin
 * key. '' when the tag has no letter or digit at all. The database computes the same (derived.blog_tag_key) with the
 * same listed letters and ranges, so both agree whatever the database's locale.
 */
export function blogTagKey(tag: string): string {
  return latinTagKey(tag) || unicodeTagKey(tag);
}

/** Whether `key` is a key some tag has (what a tag page's address may name): a Latin key or a key of other letters. */
export function isBlogTagKey(key: string): boolean {
  if (key.length === 0 || key.length > 100) return false;
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(key) || unicodeTagKey(key) === key;
}

/** The address of a tag's page: `/blog/tag/{key}` (percent-encoded beyond ASCII), and `/page/{n}` past the first. */
export function blogTagHref(key: string, page = 1): string {
  return `/blog/tag/${encodeURIComponent(key)}${page > 1 ? `/page/${page}` : ''}`;
}

/** What is wrong with a post's list of tags (trimmed), or null when it may be saved. */
export function blogTagsProblem(tags: readonly string[]): string | null {
  if (tags.length > BLOG_TAGS_MAX) return `A post may have at most ${BLOG_TAGS_MAX} tags (this one has ${tags.length}).`;
  const seen = new Map<string, string>();
  for (const tag of tags) {
    if (tag === '') return 'A tag cannot be empty.';
    if (tag.length > BLOG_TAG_MAX_LENGTH) return `The tag "${tag.slice(0, 20)}…" is longer than ${BLOG_TAG_MAX_LENGTH} characters.`;
    const key = blogTagKey(tag);
    if (key === '') return `The tag "${tag}" needs at least one letter or digit.`;
    const before = seen.get(key);
    if (before !== undefined)
      return before.toLowerCase() === tag.toLowerCase()
        ? `The tag "${tag}" is there twice (tags ignore case).`
        : `The tags "${before}" and "${tag}" are the same tag (both are /blog/tag/${key}).`;
    seen.set(key, tag);
  }
  return null;
}

/**
 * The tags of a list that may be kept, for content from elsewhere (a WordPress export): trimmed, spaces collapsed,
 * cut to the longest a tag may be, without the ones with no letter or digit and the later of two with one key, at
 * most `BLOG_TAGS_MAX`.
 */
export function keptBlogTags(tags: readonly string[]): string[] {
  const kept = new Map<string, string>();
  for (const raw of tags) {
    const tag = raw.replace(/\s+/g, ' ').trim().slice(0, BLOG_TAG_MAX_LENGTH).trim();
    const key = blogTagKey(tag);
    if (key !== '' && !kept.has(key)) kept.set(key, tag);
  }
  return [...kept.values()].slice(0, BLOG_TAGS_MAX);
}

/** What a path under /blog/tag names: a page of a tag (its key and a 1-based page), the 404 page, or no tag page at all. */
export type BlogTagPath = { kind: 'tag'; key: string; page: number } | { kind: 'not-found' } | null;

const TAG_PATH = /^\/blog\/tag\/([^/]+)(?:\/page\/([^/]+))?$/;

/**
 * Reads a tag page's path, `/blog/tag/{key}` or `/blog/tag/{key}/page/{n}`, its key as written or percent-encoded: a key
 * that is no tag key (see isBlogTagKey) or a page that is no whole number of 1 or more is `not-found`; any other path
 * is null.
 */
export function parseBlogTagPath(path: string): BlogTagPath {
  const match = TAG_PATH.exec(path);
  if (!match) return null;
  const [, rawKey = '', rawPage] = match;
  const page = rawPage === undefined ? 1 : /^[1-9]\d{0,8}$/.test(rawPage) ? Number(rawPage) : null;
  const key = decodedKey(rawKey);
  if (key === null || !isBlogTagKey(key) || page === null) return { kind: 'not-found' };
  return { kind: 'tag', key, page };
}

/** A path segment percent-decoded (a key has no '%' of its own, so decoding one already decoded leaves it), or null when it does not decode. */
function decodedKey(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The `<title>` of a tag's page: 'Articles tagged "{name}"', with ' · Page n' past the first. */
export function blogTagTitle(name: string, page: number, productName: string): string {
  return `Articles tagged "${name}"${page > 1 ? ` · Page ${page}` : ''} · ${productName} Blog`;
}
