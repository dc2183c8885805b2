import { BLOG_CATEGORIES, type BlogCategoryKey } from '@app/contracts';

/** The blog index's filters as they live in the URL: `?q=text&category=key`. */
export interface BlogSearch {
  /** The search text, trimmed; '' when there is none. */
  q: string;
  /** A known category key, or null for 'All Posts'. */
  category: BlogCategoryKey | null;
}

function isCategoryKey(value: unknown): value is BlogCategoryKey {
  return BLOG_CATEGORIES.some((category) => category.key === value);
}

// The router parses each value as JSON, so a search typed into the plain GET form for `2025`, `true`
// or `null` arrives as a number, a boolean or null: each is still the text the visitor typed.
function searchText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  return '';
}

/**
 * Reads the filters from the router's parsed search params, falling back to "no filter" for
 * anything missing or unknown. The router parses values as JSON, so `?q=2025` arrives as a number.
 */
export function parseBlogSearch(raw: Record<string, unknown>): BlogSearch {
  const q = searchText(raw.q);
  return { q, category: isCategoryKey(raw.category) ? raw.category : null };
}
