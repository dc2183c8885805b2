import type { AdminBlogPostSummary } from '@app/contracts';
import { formatDate } from '../../../lib/format-date-time.ts';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { PostStatusBadge, type PostDisplayStatus } from './post-status-badge.tsx';

const STATUS_LABEL: Record<AdminBlogPostSummary['status'], PostDisplayStatus> = {
  draft: 'Draft',
  in_review: 'In review',
  published: 'Published',
  scheduled: 'Scheduled',
};

/** What the list has loaded and how to load more. */
export interface LoadedPostList {
  /** The rows loaded so far, in order (a New Post draft still on its way first). */
  posts: readonly AdminBlogPostSummary[];
  /** How many posts match in all. */
  total: number;
  loading: boolean;
  error: string | null;
  /** True when a later slice remains. */
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** True when a search or filter narrows the list (the empty state says so). */
  filtered: boolean;
  onClearFilters: () => void;
}

/**
 * The blog manager's left column: New Post, the search and filters, and the posts with their status badge, date and
 * read time, a slice at a time: the next one loads when the end of the list scrolls into view, or with 'Load more'.
 */
export function BlogPostList({
  list,
  filters,
  selectedId,
  creating,
  onSelect,
  onNew,
  onRetry,
}: {
  list: LoadedPostList;
  filters: ReactNode;
  selectedId: number | null;
  creating: boolean;
  onSelect: (id: number) => void;
  onNew: () => void;
  onRetry: () => void;
}) {
  const { posts, loading, error } = list;
  return (
    <nav
      aria-label="Blog posts"
      className="flex max-h-[40dvh] flex-col border-b border-white/10 bg-night-800/60 lg:max-h-none lg:w-80 lg:shrink-0 lg:border-r lg:border-b-0"
    >
      <div className="flex items-center justify-between gap-2 px-4 py-3">
        <h3 className="text-sm font-semibold tracking-wide text-slate-300 uppercase">Posts</h3>
        <Button size="sm" onClick={onNew} disabled={creating} aria-busy={creating || undefined}>
          {creating ? <Spinner /> : null}
          New Post
        </Button>
      </div>
      {filters}
      <div className="min-h-0 flex-1 overflow-y-auto px-2 pb-4">
        {loading ? (
          <p role="status" className="flex items-center gap-2 px-2 text-sm text-slate-400">
            <Spinner /> Loading posts…
          </p>
        ) : error ? (
          <div role="alert" className="grid justify-items-start gap-2 px-2 text-sm text-red-300">
            <p>The posts could not be loaded: {error}</p>
            <Button size="sm" variant="outline" onClick={onRetry}>
              Try again
            </Button>
          </div>
        ) : posts.length === 0 ? (
          list.filtered ? (
            <div className="grid justify-items-start gap-2 px-2 text-sm text-slate-400">
              <p>No posts match this search.</p>
              <Button size="sm" variant="outline" onClick={list.onClearFilters}>
                Clear search and filters
              </Button>
            </div>
          ) : (
            <p className="px-2 text-sm text-slate-400">No posts yet.</p>
          )
        ) : (
          <>
            <p role="status" className="px-2 pb-2 text-xs text-slate-400">
              {posts.length < list.total
                ? `${posts.length} of ${list.total} posts`
                : `${list.total} ${list.total === 1 ? 'post' : 'posts'}`}
            </p>
            <ul className="grid gap-1">
              {posts.map((post) => (
                <li key={post.id}>
                  <button
                    type="button"
                    aria-current={post.id === selectedId ? 'true' : undefined}
                    onClick={() => onSelect(post.id)}
                    className="grid w-full gap-1 rounded-lg px-3 py-2.5 text-left transition-colors hover:bg-white/5 focus-visible:outline-2 focus-visible:outline-primary-soft aria-[current]:bg-primary/20"
                  >
                    <span className="line-clamp-2 text-sm font-medium text-white">{post.title}</span>
                    <span className="flex flex-wrap items-center gap-2 text-xs text-slate-400">
                      <PostStatusBadge status={STATUS_LABEL[post.status]} />
                      {post.publishedAt ? <span>{formatDate(post.publishedAt)}</span> : null}
                      <span>{post.readTime}</span>
                      {post.featured ? <span className="text-amber-300">★ Featured</span> : null}
                      {post.imagesMissing ? <span className="text-rose-300">Images missing</span> : null}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            {list.hasMore ? <LoadMore loading={list.loadingMore} onLoadMore={list.onLoadMore} /> : null}
          </>
        )}
      </div>
    </nav>
  );
}

/** 'Load more' at the end of the list: clicked, or scrolled into view, it loads the next slice. */
export function LoadMore({ loading, onLoadMore }: { loading: boolean; onLoadMore: () => void }) {
  const end = useRef<HTMLDivElement>(null);
  const load = useRef(onLoadMore);
  useEffect(() => {
    load.current = onLoadMore;
  }, [onLoadMore]);

  useEffect(() => {
    const element = end.current;
    if (!element || loading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) load.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [loading]);

  return (
    <div ref={end} className="flex justify-center px-2 pt-3">
      {/* Not disabled while loading: the focus of a keyboard user stays on it. */}
      <Button size="sm" variant="outline" onClick={() => !loading && onLoadMore()} aria-busy={loading || undefined}>
        {loading ? <Spinner /> : null}
        Load more
      </Button>
    </div>
  );
}

/** The badge label of a post's status. */
export function statusLabel(status: AdminBlogPostSummary['status']): PostDisplayStatus {
  return STATUS_LABEL[status];
}
