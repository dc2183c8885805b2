import type { BlogCategoryKey } from '@app/contracts';

/**
 * The address of the blog index showing these filters: `/blog`, `/blog?q=text`,
 * `/blog?category=key` or both. An empty search text (after trimming) and a null category are left out.
 */
export function blogFilterHref({ q, category }: { q: string; category: BlogCategoryKey | null }): string {
  const params = new URLSearchParams();
  const text = q.trim();
  if (text) params.set('q', text);
  if (category) params.set('category', category);
  const query = params.toString();
  return query ? `/blog?${query}` : '/blog';
}
