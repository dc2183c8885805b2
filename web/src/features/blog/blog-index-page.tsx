import { useMatch, useRouterState } from '@tanstack/react-router';
import { BlogBrowserIsland } from '../../islands/blog-browser.island.tsx';
import { trpc } from '../../lib/trpc.ts';
import { usePageEditsUnder } from '../page-content/page-edits-context.tsx';
import { useEditablePageTitle } from '../page-content/use-editable-page-title.ts';
import type { BlogPostList } from './blog-browser.tsx';
import { BlogNewsletterBand } from './blog-newsletter-band.tsx';
import { parseBlogSearch, type BlogSearch } from './blog-search-params.ts';

const NO_FILTER: BlogSearch = { q: '', category: null };

/**
 * The blog index (docs/product.md §2): title, tagline, search and category filters (kept in the URL),
 * the featured article while no filter is active, the article grid or its empty state (all of it the
 * blog browser island, given the list and the filter asked for), and the newsletter band. Outside the
 * blog route (the admin's in-page editor shows the page) the filters are not put in the address.
 */
export function BlogIndexPage() {
  useEditablePageTitle('blog');
  const query = trpc.blogPost.list.useQuery();
  const routeSearch = useMatch({
    from: '/_public/blog/',
    shouldThrow: false,
    select: (match) => parseBlogSearch(match.search as Record<string, unknown>),
  });
  const here = useRouterState({ select: (state) => state.location.href });
  const edits = usePageEditsUnder('blog.');
  // Interim until the paged blog lands: page 1 of the list, the featured post first.
  const posts: BlogPostList = query.isPending
    ? 'loading'
    : query.isError
      ? 'failed'
      : [...(query.data.featured ? [query.data.featured] : []), ...query.data.posts];

  return (
    <main id="main" className="relative isolate flex-1 overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute -top-48 left-1/2 -z-10 h-[28rem] w-[56rem] max-w-[150vw] -translate-x-1/2 rounded-full bg-primary/20 blur-3xl"
      />
      <BlogBrowserIsland
        posts={posts}
        initial={routeSearch ?? NO_FILTER}
        followAddress={routeSearch !== undefined}
        retryHref={here}
        {...edits}
      />
      <BlogNewsletterBand />
    </main>
  );
}
