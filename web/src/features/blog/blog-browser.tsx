import { blogListingHref, blogListingTitle, type BlogListingAddress } from '@app/contracts/blog-listing-address';
import { useEffect, useId, useRef } from 'react';
import { categoryLabel } from '@app/contracts/blog-post';
import { BlogEmptyState } from './blog-empty-state.tsx';
import { CategoryBreadcrumb } from './category-breadcrumb.tsx';
import { BlogHero } from './blog-hero.tsx';
import { BlogIndexSkeleton } from './blog-index-skeleton.tsx';
import { BlogLoadError } from './blog-load-error.tsx';
import { BlogPagination } from './blog-pagination.tsx';
import { BlogPostGrid } from './blog-post-grid.tsx';
import { BlogResultsSummary } from './blog-results-summary.tsx';
import { FeaturedPostCard } from './featured-post-card.tsx';
import { useBlogListing, type BlogListingState } from './use-blog-listing.ts';

/**
 * The interactive part of the blog index (an island: it needs no app context): the header with the
 * search box and category filters, the results heading with the whole count, the featured article on
 * the first page without a filter, the page's article cards or the empty state, and the links to the
 * other pages. It is given only the page it shows: `listing`, the page `initial` names (see
 * `useBlogListing` for how it asks for the next); `followAddress` keeps the page in the address;
 * `retryHref` is the page's own address, for 'Try again' when it could not be read, and `refusal` what the
 * server said when it refused the page asked for (search text too long). Following the address, the tab's title
 * names the page shown, after /blog's own title `blogTitle`.
 */
export function BlogBrowser({
  listing,
  initial,
  followAddress,
  retryHref,
  refusal,
  blogTitle,
}: {
  listing: BlogListingState;
  initial: BlogListingAddress;
  followAddress: boolean;
  retryHref: string;
  refusal?: string;
  blogTitle: string;
}) {
  const blog = useBlogListing(initial, listing, followAddress);
  const searchRef = useRef<HTMLInputElement>(null);
  const resultsId = useId();
  const shown = blog.shown;
  const filtering = typeof shown === 'object' && (shown.q !== '' || shown.category !== null);
  const atInitial = blogListingHref(blog.address) === blogListingHref(initial);
  const title = blogListingTitle(blogTitle, blog.address);

  useEffect(() => {
    if (followAddress) document.title = title;
  }, [followAddress, title]);

  const showAll = () => {
    blog.clear();
    searchRef.current?.focus();
  };
  const turnTo = (page: number) => {
    blog.setPage(page);
    document.getElementById(resultsId)?.scrollIntoView({ block: 'start' });
  };

  return (
    <>
      <BlogHero
        text={blog.text}
        onTextChange={blog.setText}
        onSearch={blog.searchNow}
        category={blog.address.category}
        onCategoryChange={blog.setCategory}
        searchRef={searchRef}
      />

      <div id={resultsId} className="mx-auto max-w-7xl scroll-mt-24 px-4 pb-20 sm:px-6 lg:px-8">
        {/* Announces the result count as filters change; present from the start so it is heard. */}
        <div aria-live="polite" aria-atomic="true">
          {filtering ? (
            <div className="mb-8">
              {shown.category && shown.categoryParents?.length ? (
                <CategoryBreadcrumb parents={shown.categoryParents} label={categoryLabel(shown.category) ?? shown.category} />
              ) : null}
              <BlogResultsSummary
                search={shown.q}
                category={shown.category}
                count={shown.total}
                bound={shown.totalBound}
                closeMatches={shown.closeMatches}
              />
            </div>
          ) : null}
        </div>

        {shown === 'loading' ? (
          <BlogIndexSkeleton />
        ) : shown === 'failed' ? (
          <BlogLoadError
            what="the articles"
            href={atInitial ? retryHref : blogListingHref(blog.address)}
            reason={atInitial ? refusal : undefined}
          />
        ) : (
          <div aria-busy={blog.pending || undefined} className={blog.pending ? 'opacity-70 transition-opacity' : undefined}>
            {shown.featured ? (
              <section aria-label="Featured article" className="mb-16">
                <FeaturedPostCard post={shown.featured} />
              </section>
            ) : null}
            <section className="render-when-near">
              {filtering ? null : <h2 className="sr-only">Latest articles</h2>}
              {shown.posts.length > 0 ? <BlogPostGrid posts={shown.posts} /> : <BlogEmptyState onReset={showAll} />}
              <BlogPagination page={shown.page} pageCount={shown.pageCount} category={shown.category} q={shown.q} onGo={turnTo} />
            </section>
          </div>
        )}
      </div>
    </>
  );
}
