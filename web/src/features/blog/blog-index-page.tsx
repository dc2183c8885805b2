import type { BlogListingAddress } from '@app/contracts/blog-listing-address';
import { PAGE_META } from '@app/contracts/page-meta';
import { useRouterState } from '@tanstack/react-router';
import { BlogBrowserIsland } from './blog-browser.island.tsx';
import { trpc } from '../../lib/trpc.ts';
import { readTrpcError } from '../../lib/trpc-error.ts';
import { usePageContent } from '../page-content/page-content-query.ts';
import { usePageEditsUnder } from '../page-content/page-edits-context.tsx';
import { useEditablePageTitle } from '../page-content/use-editable-page-title.ts';
import { BlogNewsletterBand } from './blog-newsletter-band.tsx';
import type { BlogListingState } from './use-blog-listing.ts';

const FIRST_PAGE: BlogListingAddress = { page: 1, category: null, q: '' };

/**
 * The blog index (docs/product.md §2): title, tagline, search and category filters, the featured article on
 * the first page without a filter, the page's article grid or its empty state and the links to the other
 * pages (all of it the blog browser island, given the one page `address` names), and the newsletter band.
 * A blog route passes the `address` it serves; without one (the admin's in-page editor shows the page outside
 * the blog's routes) it shows the first page and keeps what the visitor picks in state, not in the address.
 */
export function BlogIndexPage({ address }: { address?: BlogListingAddress }) {
  useEditablePageTitle('blog');
  const wanted = address ?? FIRST_PAGE;
  const query = trpc.blogPost.list.useQuery({ page: wanted.page, category: wanted.category, q: wanted.q });
  const here = useRouterState({ select: (state) => state.location.href });
  const edits = usePageEditsUnder('blog.');
  // The title the server gives /blog (its saved SEO title, else the built-in one): the island names each page after it.
  const blogTitle = usePageContent('blog')?.seo.title || PAGE_META['/blog'].title;
  const listing: BlogListingState = query.isPending ? 'loading' : query.isError ? 'failed' : query.data;
  // A request the server refused (search text too long) says why, rather than to check the connection.
  const refused = readTrpcError(query.error);
  const refusal = refused?.status === 400 ? refused.message : undefined;

  return (
    <main id="main" className="relative isolate flex-1 overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute -top-48 left-1/2 -z-10 h-[28rem] w-[56rem] max-w-[150vw] -translate-x-1/2 rounded-full bg-primary/20 blur-3xl"
      />
      <BlogBrowserIsland
        listing={listing}
        initial={wanted}
        followAddress={address !== undefined}
        retryHref={here}
        blogTitle={blogTitle}
        {...(refusal ? { refusal } : {})}
        {...edits}
      />
      <BlogNewsletterBand />
    </main>
  );
}
