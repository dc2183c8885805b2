/** Where a link (an activity entry's, an SEO report row's) leads inside the app, as the router's Link takes it: a path and its search params. */
export interface InAppLink {
  to: string;
  search: Record<string, string>;
}

/** A stand-in origin: an entry's link is resolved against it to tell an in-app path from anything else. */
const APP = 'http://app.invalid';

/**
 * Reads an entry's link (an in-app path such as `/admin/team?search=bob`) as a path and its search
 * params; anything that would leave the app (another origin, `//host`, a scheme) is null.
 */
export function inAppLink(link: string): InAppLink | null {
  if (!link.startsWith('/') || link.startsWith('//') || link.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(link, APP);
  } catch {
    return null;
  }
  if (url.origin !== APP) return null;
  return { to: url.pathname, search: Object.fromEntries(url.searchParams) };
}
