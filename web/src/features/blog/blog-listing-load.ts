import { blogCategoryKeyOf, blogListingHref, blogPageNumberOf, type BlogListingAddress } from '@app/contracts/blog-listing-address';
import { notFound, redirect, rootRouteId } from '@tanstack/react-router';
import type { RouterContext } from '../../router-context.ts';
import { loadPageContent } from '../page-content/public-page-edits.tsx';

// What the blog routes' loaders run, apart from their views: a route's loader stays in the app's first chunk, so the
// page it renders (and the islands it holds) loads with the route's component, not with every page of the app.

/**
 * The page a blog route's parameters name (`$category`, `$page`, either may be absent) with the search text
 * `q`. An unknown category or a page that is no whole number of 1 or more is the site's not-found page;
 * `/page/1` moves permanently to the address without it (the server answers both before the app renders).
 */
export function blogListingAddressOf(params: { category?: string; page?: string }, q: string): BlogListingAddress {
  const category = params.category === undefined ? null : blogCategoryKeyOf(params.category);
  const page = params.page === undefined ? 1 : blogPageNumberOf(params.page);
  if ((params.category !== undefined && category === null) || page === null) throw notFound({ routeId: rootRouteId });
  if (params.page !== undefined && page === 1) throw redirect({ href: blogListingHref({ category, q }), statusCode: 301 });
  return { page, category, q };
}

/**
 * A blog route's loader: the page's saved texts and the one page of articles it shows are in the cache
 * before it renders; a page past the last is the site's not-found page. A failed read leaves the query in
 * error and the page offers a retry.
 */
export async function loadBlogListing(context: RouterContext, address: BlogListingAddress): Promise<void> {
  const [, listing] = await Promise.all([
    loadPageContent(context, 'blog'),
    context.trpc.blogPost.list.ensureData({ page: address.page, category: address.category, q: address.q }).catch(() => undefined),
  ]);
  if (listing && address.page > listing.pageCount) throw notFound({ routeId: rootRouteId });
}
