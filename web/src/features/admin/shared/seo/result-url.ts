/**
 * The address line of a search result as Google draws it: the host, then the path's segments as breadcrumbs
 * ('localrank.example › blog › local-seo-tips'). A full URL (a canonical URL on another address) shows its own host.
 */
export function resultBreadcrumbs(origin: string, path: string): string {
  let url: URL;
  try {
    url = new URL(path || '/', origin);
  } catch {
    // No origin to resolve against (outside a web page): the path as given.
    return path;
  }
  const segments = url.pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
  return [url.host.replace(/^www\./, ''), ...segments].join(' › ');
}
