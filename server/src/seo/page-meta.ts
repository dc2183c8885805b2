import { BLOG_CATEGORIES } from '@app/contracts/blog-post';
import { blogListingHref } from '@app/contracts/blog-listing-address';

/** What a page tells search engines and link previews. */
export interface PageMeta {
  title: string;
  description: string;
  /** Comma-separated keywords, when the page's SEO settings name some. */
  keywords?: string;
  /** Path (or absolute URL) of the canonical URL, e.g. '/pricing'; null for a page that has none (the 404 page). */
  path: string | null;
  /** Open Graph type. */
  type: 'website' | 'article';
  /** Image path or URL for previews (an SVG is swapped for its raster share image, see share-image.ts). */
  image: string;
  /** What the preview image shows (`og:image:alt`). */
  imageAlt: string;
  /** False for pages search engines should not index (account screens, 404, a page or post saved as noindex). */
  index: boolean;
  /** False when search engines should not follow the page's links (saved as nofollow); absent is true. */
  follow?: boolean;
  /** Structured data blocks (JSON-LD). */
  jsonLd: object[];
  /** Article timestamps (ISO), for Open Graph article tags. */
  publishedTime?: string;
  modifiedTime?: string;
  author?: string;
  /** Per-page overrides for link previews (a blog post's or an editable page's SEO settings). */
  social?: Partial<{
    ogTitle: string;
    ogDescription: string;
    ogImage: string;
    twitterCard: string;
    twitterTitle: string;
    twitterDescription: string;
    twitterImage: string;
  }>;
}

/** Public pages listed in the sitemap, in order of importance, then the first page of each of the blog's categories. */
export const SITEMAP_PATHS = [
  '/',
  '/features',
  '/use-cases',
  '/pricing',
  '/about',
  '/blog',
  '/contact',
  '/privacy',
  '/terms',
  ...BLOG_CATEGORIES.map((category) => blogListingHref({ category: category.key, q: '' })),
];
