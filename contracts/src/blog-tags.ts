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
 * A tag's key, for its address and for telling tags apart: accents taken off the common Latin letters, every run of
 * other characters than A-Z, a-z and 0-9 a hyphen, lower case, no hyphen at either end ('Google Maps' and
 * 'google-maps' are one tag, 'google-maps'). '' when the tag has no such letter or digit. The database computes the
 * same (derived.blog_tag_key): only ASCII is lowered, so both agree whatever the database's locale.
 */
export function blogTagKey(tag: string): string {
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

/** The address of a tag's page: `/blog/tag/{key}`, and `/page/{n}` past the first. */
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
    if (key === '') return `The tag "${tag}" needs at least one letter or digit (a-z, 0-9).`;
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
 * Reads a tag page's path, `/blog/tag/{key}` or `/blog/tag/{key}/page/{n}`: a key that is no tag key or a page that is
 * no whole number of 1 or more is `not-found`; any other path is null.
 */
export function parseBlogTagPath(path: string): BlogTagPath {
  const match = TAG_PATH.exec(path);
  if (!match) return null;
  const [, key = '', rawPage] = match;
  const page = rawPage === undefined ? 1 : /^[1-9]\d{0,8}$/.test(rawPage) ? Number(rawPage) : null;
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(key) || key.length > 100 || page === null) return { kind: 'not-found' };
  return { kind: 'tag', key, page };
}

/** The `<title>` of a tag's page: 'Articles tagged "{name}"', with ' · Page n' past the first. */
export function blogTagTitle(name: string, page: number, productName: string): string {
  return `Articles tagged "${name}"${page > 1 ? ` · Page ${page}` : ''} · ${productName} Blog`;
}
