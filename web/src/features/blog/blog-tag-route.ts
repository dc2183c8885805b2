import { blogTagHref, parseBlogTagPath } from '@app/contracts/blog-tags';
import type { AppRouter } from '@app/server/router';
import { isTRPCClientError } from '@trpc/client';
import { notFound, redirect, rootRouteId } from '@tanstack/react-router';
import type { RouterContext } from '../../router-context.ts';

/**
 * The tag page a route's parameters name (`$tag`, `$page` absent on the first): a key that is no tag key or a page
 * that is no whole number of 1 or more is the site's not-found page; `/page/1` moves to the tag's address.
 */
export function blogTagAddressOf(params: { tag: string; page?: string }): { tag: string; page: number } {
  const parsed = parseBlogTagPath(`/blog/tag/${params.tag}${params.page === undefined ? '' : `/page/${params.page}`}`);
  if (parsed === null || parsed.kind === 'not-found') throw notFound({ routeId: rootRouteId });
  if (params.page !== undefined && parsed.page === 1) throw redirect({ href: blogTagHref(parsed.key), statusCode: 301 });
  return { tag: parsed.key, page: parsed.page };
}

/** A tag route's loader: the page's articles are in the cache before it renders; an unknown tag is the not-found page. */
export async function loadBlogTag(context: RouterContext, address: { tag: string; page: number }): Promise<void> {
  try {
    const page = await context.trpc.blogPost.byTag.ensureData(address);
    if (address.page > page.pageCount) throw notFound({ routeId: rootRouteId });
  } catch (error) {
    if (isTRPCClientError<AppRouter>(error) && error.data?.code === 'NOT_FOUND') throw notFound({ routeId: rootRouteId });
    if (!isTRPCClientError(error)) throw error;
  }
}
