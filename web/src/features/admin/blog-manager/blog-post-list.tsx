import { formatPostDate, type AdminBlogPostSummary } from '@app/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { PostStatusBadge, type PostDisplayStatus } from './post-status-badge.tsx';

const STATUS_LABEL: Record<AdminBlogPostSummary['status'], PostDisplayStatus> = {
  draft: 'Draft',
  published: 'Published',
  scheduled: 'Scheduled',
};

/** The blog manager's left column: New Post and every post with its status badge, date and read time. */
export function BlogPostList({
  posts,
  loading,
  error,
  selectedId,
  creating,
  onSelect,
  onNew,
  onRetry,
}: {
  posts: readonly AdminBlogPostSummary[];
  loading: boolean;
  error: string | null;
  selectedId: number | null;
  creating: boolean;
  onSelect: (id: number) => void;
  onNew: () => void;
  onRetry: () => void;
}) {
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
          <p className="px-2 text-sm text-slate-400">No posts yet.</p>
        ) : (
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
                    {post.publishedAt ? <span>{formatPostDate(post.publishedAt)}</span> : null}
                    <span>{post.readTime}</span>
                    {post.featured ? <span className="text-amber-300">★ Featured</span> : null}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </nav>
  );
}

/** The badge label of a post's status. */
export function statusLabel(status: AdminBlogPostSummary['status']): PostDisplayStatus {
  return STATUS_LABEL[status];
}
