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

/**
 * Reads the filters from the router's parsed search params, falling back to "no filter" for
 * anything missing or unknown. The router parses values as JSON, so `?q=2025` arrives as a number.
 */
export function parseBlogSearch(raw: Record<string, unknown>): BlogSearch {
  const q = typeof raw.q === 'string' || typeof raw.q === 'number' ? String(raw.q).trim() : '';
  return { q, category: isCategoryKey(raw.category) ? raw.category : null };
}
