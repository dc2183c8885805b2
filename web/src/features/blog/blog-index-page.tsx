import { filterPosts } from '@app/contracts';
import { useRef } from 'react';
import { trpc } from '../../lib/trpc.ts';
import { BlogEmptyState } from './blog-empty-state.tsx';
import { BlogHero } from './blog-hero.tsx';
import { BlogIndexSkeleton } from './blog-index-skeleton.tsx';
import { BlogLoadError } from './blog-load-error.tsx';
import { BlogNewsletterBand } from './blog-newsletter-band.tsx';
import { BlogPostGrid } from './blog-post-grid.tsx';
import { BlogResultsSummary } from './blog-results-summary.tsx';
import { FeaturedPostCard } from './featured-post-card.tsx';
import { useBlogFilters } from './use-blog-filters.ts';
import { useEditablePageTitle } from '../page-content/use-editable-page-title.ts';

/**
 * The blog index (spec section 2): title, tagline, search and category filters (kept in the URL),
 * the featured article while no filter is active, the article grid or its empty state, and the
 * newsletter band.
 */
export function BlogIndexPage() {
  useEditablePageTitle('blog');
  const posts = trpc.blogPost.list.useQuery();
  const filters = useBlogFilters();
  const searchRef = useRef<HTMLInputElement>(null);

  const search = filters.text.trim();
  const filtering = search !== '' || filters.category !== null;
  const all = posts.data ?? [];
  const featured = filtering ? undefined : all.find((post) => post.featured);
  const shown = filtering
    ? filterPosts(all, { search, category: filters.category })
    : all.filter((post) => post !== featured);

  const showAll = () => {
    filters.clear();
    searchRef.current?.focus();
  };

  return (
    <main id="main" className="relative isolate flex-1 overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute -top-48 left-1/2 -z-10 h-[28rem] w-[56rem] max-w-[150vw] -translate-x-1/2 rounded-full bg-primary/20 blur-3xl"
      />
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
          {filtering && posts.isSuccess ? (
            <div className="mb-8">
              <BlogResultsSummary search={search} category={filters.category} count={shown.length} />
            </div>
          ) : null}
        </div>

        {posts.isPending ? (
          <BlogIndexSkeleton />
        ) : posts.isError ? (
          <BlogLoadError what="the articles" onRetry={() => void posts.refetch()} />
        ) : (
          <>
            {featured ? (
              <section aria-label="Featured article" className="mb-16">
                <FeaturedPostCard post={featured} />
              </section>
            ) : null}
            <section>
              {filtering ? null : <h2 className="sr-only">Latest articles</h2>}
              {shown.length > 0 ? <BlogPostGrid posts={shown} /> : <BlogEmptyState onReset={showAll} />}
            </section>
          </>
        )}
      </div>

      <BlogNewsletterBand />
    </main>
  );
}
