// The public blog's addresses (Ghost's model), shared by the server (status, head, redirects) and the web app
// (links, the island's history entries). Free of zod, so the blog island's chunk stays small.
import { PRODUCT_NAME } from './brand.ts';
import { BLOG_CATEGORIES, categoryLabel, type BlogCategoryKey } from './blog-post.ts';

/** One page of the blog as an address names it: a 1-based page, a category key or null, and search text ('' for none). */
export interface BlogListingAddress {
  page: number;
  category: BlogCategoryKey | null;
  q: string;
}

/** What a path under /blog names: a page of the listing, the 404 page (an unknown category, a bad page), or no listing at all. */
export type BlogListingPath = { kind: 'listing'; page: number; category: BlogCategoryKey | null } | { kind: 'not-found' } | null;

const LISTING_PATH = /^\/blog(?:\/category\/([^/]+))?(?:\/page\/([^/]+))?$/;

/** The category key `value` names, or null when it is none of the six. */
export function blogCategoryKeyOf(value: unknown): BlogCategoryKey | null {
  return BLOG_CATEGORIES.find((category) => category.key === value)?.key ?? null;
}

/** A page number as written in an address (`/page/{n}`): digits without a leading zero, 1 or more; null otherwise. */
export function blogPageNumberOf(segment: string): number | null {
  return /^[1-9]\d{0,8}$/.test(segment) ? Number(segment) : null;
}

/**
 * Reads a path of the blog listing: `/blog`, `/blog/page/{n}`, `/blog/category/{key}` and
 * `/blog/category/{key}/page/{n}`. An unknown key or a page that is no whole number of 1 or more is
 * `not-found`; any other path (an article, `/blog/rss.xml`) is null.
 */
export function parseBlogListingPath(path: string): BlogListingPath {
  const match = LISTING_PATH.exec(path);
  if (!match) return null;
  const [, rawCategory, rawPage] = match;
  const category = rawCategory === undefined ? null : blogCategoryKeyOf(rawCategory);
  const page = rawPage === undefined ? 1 : blogPageNumberOf(rawPage);
  if ((rawCategory !== undefined && category === null) || page === null) return { kind: 'not-found' };
  return { kind: 'listing', page, category };
}

/**
 * The address of one page of the blog: `/blog`, `/blog/page/2`, `/blog/category/tutorials/page/3`, with
 * `?q=text` for a search (trimmed; left out when empty). Page 1 has no `/page/1`.
 */
export function blogListingHref({ page = 1, category, q }: { page?: number; category: BlogCategoryKey | null; q: string }): string {
  const path = `${category ? `/blog/category/${category}` : '/blog'}${page > 1 ? `/page/${page}` : ''}`;
  const text = q.trim();
  return text ? `${path}?q=${encodeURIComponent(text).replace(/%20/g, '+')}` : path;
}

/**
 * The `<title>` of one page of the blog, given the title of /blog (`blogTitle`, its saved SEO title or the built-in
 * one): /blog's own for the first page without a filter, '… · Page n' for a later one, the category's label for a
 * category, 'Search results for "…"' for a search. The server writes it; the blog island sets it as it turns pages.
 */
export function blogListingTitle(blogTitle: string, { page, category, q }: BlogListingAddress): string {
  const suffix = page > 1 ? ` · Page ${page}` : '';
  const label = category ? (categoryLabel(category) ?? category) : null;
  if (q !== '') return `Search results for "${q}"${label ? ` in ${label}` : ''}${suffix} · ${PRODUCT_NAME} Blog`;
  if (label) return `${label} articles${suffix} · ${PRODUCT_NAME} Blog`;
  return `${blogTitle}${suffix}`;
}
