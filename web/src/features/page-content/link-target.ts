/** Where a link goes: a path of this site (for the router), an http(s) address, or anything else a browser follows itself. */
export type LinkTarget =
  { type: 'internal'; path: string; hash: string | undefined } | { type: 'external'; href: string } | { type: 'plain'; href: string };

/**
 * Sorts a link target: '/pricing#faq' is internal (path and hash, for the router); http(s) is
 * external; anchors, mailto:, tel: and site paths with a query string are followed by the browser.
 */
export function linkTarget(href: string): LinkTarget {
  if (/^https?:\/\//i.test(href)) return { type: 'external', href };
  if (href.startsWith('/') && !href.startsWith('//') && !href.includes('?')) {
    const hashAt = href.indexOf('#');
    if (hashAt === -1) return { type: 'internal', path: href, hash: undefined };
    return { type: 'internal', path: href.slice(0, hashAt), hash: href.slice(hashAt + 1) || undefined };
  }
  return { type: 'plain', href };
}
