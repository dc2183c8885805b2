import {
  BLOG_MAX_PAGE,
  BLOG_SEARCH_MAX_LENGTH,
  blogListInputSchema,
  categoryLabel,
  PRODUCT_NAME,
  type BlogCategoryKey,
} from '@app/contracts';
import {
  blogCategoryKeyOf,
  blogListingHref,
  blogListingTitle,
  parseBlogListingPath,
  type BlogListingAddress,
} from '@app/contracts/blog-listing-address';
import type { EntityManager } from '@mikro-orm/postgresql';
import { listBlogPage } from '../blog/blog-listing.service.ts';
import type { PageMeta } from '../seo/page-meta.ts';

/** What a path of the blog listing answers: its head, a move (the full new address, query included), or the 404 page. */
export type BlogListingAnswer = { status: 200; meta: PageMeta } | { status: 301; location: string } | { status: 400 | 404 };

/**
 * The number of pages the blog has for a category and search, read as the page itself will be (the same call, so the
 * read cache, or within the request the search read once, serves both).
 */
async function pageCountOf(em: EntityManager, address: BlogListingAddress): Promise<number> {
  const page = await listBlogPage(em, blogListInputSchema.parse({ page: address.page, category: address.category, q: address.q }));
  return page.pageCount;
}

/** The label of a category key ('local-seo' is 'Local SEO'). */
const labelOf = (key: BlogCategoryKey) => categoryLabel(key) ?? key;

/**
 * The head of one page of the blog, from the head of /blog (`base`, with its saved SEO): page 1 without a filter
 * is /blog itself; a later page has its own title ('… · Page 2'), description and canonical URL; a category
 * names the category in its title and description; a search result page is not indexed and has no canonical URL.
 */
export function blogListingMeta(base: PageMeta, address: BlogListingAddress, pageCount: number | null): PageMeta {
  const { page, category, q } = address;
  const title = blogListingTitle(base.title, address);
  const of = pageCount !== null && page > 1 ? ` Page ${page} of ${pageCount}.` : '';
  if (q !== '') {
    const where = category ? ` in ${labelOf(category)}` : '';
    return {
      ...base,
      social: undefined,
      keywords: undefined,
      title,
      description: `Articles of the ${PRODUCT_NAME} blog${where} matching "${q}".${of}`,
      path: null,
      index: false,
    };
  }
  if (category) {
    const label = labelOf(category);
    return {
      ...base,
      social: undefined,
      title,
      description: `${label} articles from the ${PRODUCT_NAME} blog: guides, tips and news to help you win local search.${of}`,
      path: blogListingHref({ page, category, q: '' }),
    };
  }
  if (page === 1) return base;
  return {
    ...base,
    social: undefined,
    title,
    description: `${base.description}${of}`,
    path: blogListingHref({ page, category: null, q: '' }),
  };
}

/**
 * The answer of a path of the blog listing (`/blog`, `/blog/page/{n}`, `/blog/category/{key}`, and their pages)
 * with the query `search`; null for any other path. `/…/page/1` and the old `/blog?category=key` move
 * permanently to the page's address; an unknown category, a page that is no number or one past the last is the
 * 404 page; search text longer than the blog accepts is a 400 (the page then says why, as the blog island
 * reads the refusal). `base` gives the head of /blog.
 */
export async function resolveBlogListing(
  em: EntityManager,
  path: string,
  search: URLSearchParams,
  base: () => Promise<PageMeta>,
): Promise<BlogListingAnswer | null> {
  const parsed = parseBlogListingPath(path);
  if (parsed === null) return null;
  if (parsed.kind === 'not-found' || parsed.page > BLOG_MAX_PAGE) return { status: 404 };
  const q = (search.get('q') ?? '').trim();
  if (q.length > BLOG_SEARCH_MAX_LENGTH) return { status: 400 };
  const oldCategory = parsed.category === null ? blogCategoryKeyOf(search.get('category')) : null;
  const address: BlogListingAddress = { page: parsed.page, category: parsed.category ?? oldCategory, q };
  const href = blogListingHref(address);
  if (oldCategory !== null || path.endsWith('/page/1')) return { status: 301, location: href };
  const pageCount = address.page > 1 ? await pageCountOf(em, address) : null;
  if (pageCount !== null && address.page > pageCount) return { status: 404 };
  return { status: 200, meta: blogListingMeta(await base(), address, pageCount) };
}
