import type { BlogSeo } from './blog-seo.ts';
import { PRODUCT_NAME } from './brand.ts';

/** The blog's category filters (docs/product.md §2): a key for the URL and state, a label for people. */
export const BLOG_CATEGORIES = [
  { key: 'local-seo', label: 'Local SEO' },
  { key: 'google-updates', label: 'Google Updates' },
  { key: 'tips-tricks', label: 'Tips & Tricks' },
  { key: 'case-studies', label: 'Case Studies' },
  { key: 'industry-news', label: 'Industry News' },
  { key: 'tutorials', label: 'Tutorials' },
] as const;

/** A category filter key. */
export type BlogCategoryKey = (typeof BLOG_CATEGORIES)[number]['key'];

/** A published post as the blog index shows it. `publishedAt` is an ISO timestamp. */
export interface BlogPostSummary {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  /** URL of the featured image, served by this site. */
  image: string;
  author: string;
  publishedAt: string;
  /** e.g. '12 min read'. */
  readTime: string;
  /** Category labels, e.g. ['Local SEO', 'Guides']. */
  categories: string[];
  /** Tags, each with its page at /blog/tag/{blogTagKey(tag)}. */
  tags: string[];
  featured: boolean;
}

/** A published post with its sanitised HTML body and SEO metadata, for /blog/{slug}. */
export interface BlogPostDetail extends BlogPostSummary {
  content: string;
  seo: BlogSeo;
  updatedAt: string;
}

/** The label of a category key, or undefined for an unknown key. */
export function categoryLabel(key: string): string | undefined {
  return BLOG_CATEGORIES.find((c) => c.key === key)?.label;
}

/**
 * '{n} article(s) found' with the singular for exactly one; for a search's approximate count (`bound`), 'More than
 * {n} articles found' or 'About {n} articles found', n with a thousands separator.
 */
export function articlesFoundText(count: number, bound?: 'moreThan' | 'about'): string {
  if (bound) return `${bound === 'moreThan' ? 'More than' : 'About'} ${count.toLocaleString('en-US')} articles found`;
  return `${count} ${count === 1 ? 'article' : 'articles'} found`;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * A post date as the blog shows it, e.g. 'April 15, 2025' (UTC, so server and browser agree). Written
 * out rather than through Intl, so it needs no time-zone data and reads the same everywhere.
 */
export function formatPostDate(iso: string): string {
  const date = new Date(iso);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** A post slug: lower case, non-word characters removed, spaces to hyphens, hyphens collapsed. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-');
}

/**
 * The slug a title makes (what a new post's slug follows as the title is typed, and Generate from Title writes): the
 * slugified title without hyphens at either end, at most 200 characters; '' when the title has no letter or digit.
 */
export function titleSlug(title: string): string {
  return slugify(title)
    .replace(/^-+|-+$/g, '')
    .slice(0, 200)
    .replace(/-+$/, '');
}

/** The title of an article's page when its SEO settings give none. */
export function blogArticleTitle(post: { title: string; seo: { metaTitle: string } }): string {
  return post.seo.metaTitle || `${post.title} · ${PRODUCT_NAME} Blog`;
}
