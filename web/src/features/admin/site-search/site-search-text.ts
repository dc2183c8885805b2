import { countText } from '../shared/count-text.ts';

/**
 * What the terms list says when it has no row: that nothing was searched yet, or that nothing matches the search `q`
 * and the "found nothing" filter.
 */
export function emptyTermsText(q: string, nothingFound: boolean): string {
  if (q && nothingFound) return `No term holding “${q}” found nothing.`;
  if (q) return `No term matches “${q}”.`;
  if (nothingFound) return 'Every term’s last search found at least one post.';
  return 'No searches yet. Terms appear here as visitors search the blog.';
}

/** The Found cell of a term: "3 posts", "1 post", "Nothing found" for none, null when not known (its last search was not run here). */
export function foundText(lastResults: number | null): string | null {
  if (lastResults === null) return null;
  if (lastResults === 0) return 'Nothing found';
  return `${lastResults.toLocaleString('en-US')} ${lastResults === 1 ? 'post' : 'posts'}`;
}

/** The count of the terms matching the filters: "1 term", "1,204 terms". */
export function termCountText(total: number): string {
  return countText(total, 'term', 'terms');
}
