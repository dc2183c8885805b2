/** The path of a request URL, without its query string. */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/** The paths answered with JSON, never a page: the REST adapters and tRPC. */
export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/') || path.startsWith('/trpc');
}

/** A path segment decoded, or null when its percent-escapes do not decode (a `%` not starting an escape, or bytes that are not UTF-8). */
export function decodedSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
