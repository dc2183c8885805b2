import { filterPosts, type BlogPostSummary } from '@app/contracts/blog-post';
import { useRef } from 'react';
import { BlogEmptyState } from './blog-empty-state.tsx';
import { BlogHero } from './blog-hero.tsx';
import { BlogIndexSkeleton } from './blog-index-skeleton.tsx';
import { BlogLoadError } from './blog-load-error.tsx';
import { BlogPostGrid } from './blog-post-grid.tsx';
import { BlogResultsSummary } from './blog-results-summary.tsx';
import type { BlogSearch } from './blog-search-params.ts';
import { FeaturedPostCard } from './featured-post-card.tsx';
import { useBlogFilters } from './use-blog-filters.ts';

/** The published articles as the blog index got them: the list, still coming, or not readable. */
export type BlogPostList = BlogPostSummary[] | 'loading' | 'failed';

/**
 * The interactive part of the blog index (an island: it needs no app context): the header with the
 * search box and category filters, the results heading, the featured article while no filter is
 * active, and the article grid or its empty state. `initial` is the filter the page was asked for;
 * `followAddress` keeps the filters in the address (see `useBlogFilters`); `retryHref` is the page's
 * own address, for 'Try again' when the list could not be read.
 */
export function BlogBrowser({
  posts,
  initial,
  followAddress,
  retryHref,
}: {
  posts: BlogPostList;
  initial: BlogSearch;
  followAddress: boolean;
  retryHref: string;
}) {
  const filters = useBlogFilters(initial, followAddress);
  const searchRef = useRef<HTMLInputElement>(null);

  const search = filters.text.trim();
  const filtering = search !== '' || filters.category !== null;
  const all = Array.isArray(posts) ? posts : [];
  const featured = filtering ? undefined : all.find((post) => post.featured);
  const shown = filtering ? filterPosts(all, { search, category: filters.category }) : all.filter((post) => post !== featured);

  const showAll = () => {
    filters.clear();
    searchRef.current?.focus();
  };

  return (
    <>
      <BlogHero
        text={filters.text}
        onTextChange={filters.setText}
        category={filters.category}
        onCategoryChange={filters.setCategory}
        searchRef={searchRef}
      />

      <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
        {/* Announces the result count as filters change; present from the start so it is heard. */}
        <div aria-live="polite" aria-atomic="true">
          {filtering && Array.isArray(posts) ? (
            <div className="mb-8">
              <BlogResultsSummary search={search} category={filters.category} count={shown.length} />
            </div>
          ) : null}
        </div>

        {posts === 'loading' ? (
          <BlogIndexSkeleton />
        ) : posts === 'failed' ? (
          <BlogLoadError what="the articles" href={retryHref} />
        ) : (
          <>
            {featured ? (
              <section aria-label="Featured article" className="mb-16">
                <FeaturedPostCard post={featured} />
              </section>
            ) : null}
            <section className="render-when-near">
              {filtering ? null : <h2 className="sr-only">Latest articles</h2>}
              {shown.length > 0 ? <BlogPostGrid posts={shown} /> : <BlogEmptyState onReset={showAll} />}
            </section>
          </>
        )}
      </div>
    </>
  );
}
