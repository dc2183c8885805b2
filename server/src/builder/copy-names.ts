// The name and slug of a duplicated builder page: "<name> (copy)" at <slug>-copy, <slug>-copy-2, …, within the
// 100 characters a name and a slug may have.

const MAX_LENGTH = 100;
const NAME_SUFFIX = ' (copy)';

/** The name of a page's copy: "<name> (copy)", the name shortened when the whole would pass 100 characters. */
export function copyName(name: string): string {
  return `${name.slice(0, MAX_LENGTH - NAME_SUFFIX.length).trimEnd()}${NAME_SUFFIX}`;
}

/** The n-th slug a copy of the page at `slug` may take (n from 1): `<slug>-copy`, then `<slug>-copy-2`, … within 100 characters. */
export function copySlug(slug: string, n: number): string {
  const suffix = n === 1 ? '-copy' : `-copy-${n}`;
  return `${slug.slice(0, MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
}

/**
 * The beginning every copy slug of `slug` up to the `tries`-th shares (copy slugs are shortened from the end of
 * `slug` only), so one prefix query finds all of them that are taken.
 */
export function copySlugPrefix(slug: string, tries: number): string {
  return slug.slice(0, MAX_LENGTH - `-copy-${tries}`.length).replace(/-+$/, '');
}
