import { useNavigate, useBlocker, useSearch } from '@tanstack/react-router';
import { may, roleAtLeast, type AdminBlogListFilter, type AdminBlogPost } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../lib/toast-store.ts';
import { currentUserQuery } from '../../auth/current-user-query.ts';
import { useRefreshWhenDue } from '../shared/use-refresh-when-due.ts';
import { trpc } from '../../../lib/trpc.ts';
import { BlogPostEditor } from './blog-post-editor.tsx';
import { BlogPostList } from './blog-post-list.tsx';
import { ModalFrame } from './modal-frame.tsx';
import { newPostPlaceholder, PENDING_POST_ID } from './new-post-placeholder.ts';
import type { PostFields } from './post-draft.ts';
import { PostListFilters } from './post-list-filters.tsx';
import { PostTraffic } from './post-traffic.tsx';
import { matchesPostFilter, summaryOf, withRowInOrder } from './post-list-slices.ts';
import { gotNoAnswer, messageOf } from './save-error.ts';
import { MAX_SAVE_RETRY_DELAY_MS } from './use-post-editor.ts';
import { retryDelayMs } from '../../../lib/retry-delay.ts';
import { NO_ANSWER } from '../../../lib/server-fetch.ts';
import { usePostListCache } from './use-post-list-cache.ts';
import { WordPressImport } from './wordpress-import.tsx';

const FROM = '/admin/_panel/dashboard' as const;

/** Opens the blog manager (Editing Blog Page -> 'Manage Blog Posts'); the dashboard's URL says it is open. */
export function ManageBlogPostsButton() {
  const navigate = useNavigate({ from: '/admin/dashboard' });
  return (
    <Button
      size="sm"
      variant="outline"
      onClick={() => void navigate({ search: (prev) => ({ ...prev, blog: 1 as const }), ignoreBlocker: true })}
    >
      Manage Blog Posts
    </Button>
  );
}

/**
 * The blog manager (docs/product.md §2), a full-screen modal over the Blog page's editor while the URL
 * holds `blog=1` (and `post=<id>` for the post being edited): the post list with New Post on the left,
 * the editor or 'No Blog Post Selected' on the right. Leaving a post with unsaved changes asks first. New Post opens
 * the new draft's editor at once (a placeholder until the server's draft arrives), so no keystroke is lost.
 */
export function BlogManager() {
  const search = useSearch({ from: FROM });
  if (!search.blog) return null;
  return <OpenBlogManager postId={search.post ?? null} status={search.status} />;
}

function OpenBlogManager({ postId, status }: { postId: number | null; status?: 'in_review' }) {
  const navigate = useNavigate({ from: '/admin/dashboard' });
  const utils = trpc.useUtils();
  const [filter, setFilter] = useState<AdminBlogListFilter>(() => (status ? { status } : {}));
  // The sidebar's "Posts in review" while the manager is open: the list shows them.
  useEffect(() => {
    if (status) setFilter({ status });
  }, [status]);
  const list = trpc.blogAdmin.list.useInfiniteQuery(filter, {
    getNextPageParam: (slice) => slice.nextCursor,
    // A new search keeps the rows shown until its first slice arrives.
    placeholderData: keepPreviousData,
  });
  // A scheduled post goes live at its time: the list is read again then, so it stops saying "Scheduled".
  const scheduledTimes = (list.data?.pages ?? []).flatMap((slice) =>
    slice.items.filter((item) => item.status === 'scheduled').map((item) => item.offlineUntil ?? item.publishedAt),
  );
  useRefreshWhenDue(scheduledTimes, () => list.refetch());
  const listCache = usePostListCache();
  const categories = trpc.blogAdmin.categories.useQuery();
  const post = trpc.blogAdmin.byId.useQuery(
    { id: postId ?? 0 },
    { enabled: postId !== null, staleTime: 0, refetchOnWindowFocus: false, retry: false },
  );
  const [added, setAdded] = useState<string[]>([]);
  // A ref, not state: a key pressed in the same moment as the last keystroke runs a handler made before that
  // keystroke's render, and must still see the change (nothing is drawn from it).
  const dirty = useRef(false);
  const setDirty = useCallback((next: boolean) => {
    dirty.current = next;
  }, []);
  const [pendingLeave, setPendingLeave] = useState<(() => void) | null>(null);
  const create = trpc.blogAdmin.create.useMutation();
  const user = useQuery(currentUserQuery).data;
  // The WordPress import panel is open in place of the editor (editors and up may import).
  const [importing, setImporting] = useState(false);
  // The "Traffic and SEO" panel in place of the editor (editors and up).
  const [traffic, setTraffic] = useState(false);
  // The New Post draft being opened: its editor's key, the placeholder it starts from, and the server's post once it
  // has answered. It is drawn until the address names that post; from then on the post keeps the editor's key.
  // `seed`: the fields it starts with, when it keeps a post deleted elsewhere.
  const [fresh, setFresh] = useState<{ key: string; placeholder: AdminBlogPost; post: AdminBlogPost | null; seed?: PostFields } | null>(
    null,
  );
  const freshKey = useRef<string | null>(null);
  const editorKeys = useRef(new Map<number, string>());
  const dropFresh = useCallback(() => {
    freshKey.current = null;
    setFresh(null);
  }, []);
  useEffect(() => {
    if (fresh?.post == null || postId !== fresh.post.id) return;
    editorKeys.current.set(fresh.post.id, fresh.key);
    freshKey.current = null;
    setFresh(null);
  }, [fresh, postId]);

  const categoryList = useMemo(() => [...new Set([...(categories.data ?? []), ...added])], [categories.data, added]);

  // Every move inside the manager is a navigation the manager guards itself, so it skips the blockers.
  const go = useCallback(
    (next: { post?: number } | null) =>
      void navigate({
        search: (prev) => (next ? { page: prev.page, blog: 1 as const, ...next } : { page: prev.page }),
        ignoreBlocker: true,
      }),
    [navigate],
  );
  const guard = (action: () => void) => {
    if (dirty.current) setPendingLeave(() => action);
    else action();
  };

  // Leaving the dashboard (a link, Back) with unsaved changes asks the same question.
  const blocker = useBlocker({ shouldBlockFn: () => dirty.current, enableBeforeUnload: () => dirty.current, withResolver: true });

  // Closing the manager ends a New Post still being asked for: no draft is made once nobody is there to write in it.
  useEffect(
    () => () => {
      freshKey.current = null;
    },
    [],
  );

  /**
   * Asks the server for the New Post draft `key` stands for. One that gets no answer (the connection dropped) is asked
   * for again, sooner at first and then less often, while its editor is open: what is typed meanwhile waits in it.
   */
  const createFresh = (key: string, attempt = 0) =>
    create.mutate(undefined, {
      onSuccess: (created) => {
        utils.blogAdmin.byId.setData({ id: created.id }, created);
        listCache.created(created);
        toast({ title: 'New post created', description: 'A new draft post has been created. Start editing now!' });
        // The admin may have moved on (another post, closed the manager) while it was being created.
        if (freshKey.current !== key) return;
        setFresh((current) => (current?.key === key ? { ...current, post: created } : current));
        go({ post: created.id });
      },
      onError: (error) => {
        if (freshKey.current === key && gotNoAnswer(error)) {
          if (attempt === 0) toast({ title: 'Post not created yet', description: `${NO_ANSWER} Trying again…`, variant: 'destructive' });
          setTimeout(
            () => {
              if (freshKey.current === key) createFresh(key, attempt + 1);
            },
            retryDelayMs(attempt, MAX_SAVE_RETRY_DELAY_MS),
          );
          return;
        }
        toast({ title: 'Post not created', description: messageOf(error), variant: 'destructive' });
        if (freshKey.current !== key) return;
        setDirty(false);
        dropFresh();
      },
    });

  const newPost = () =>
    guard(() => {
      const key = `new-${Date.now()}`;
      freshKey.current = key;
      setDirty(false);
      setFresh({ key, placeholder: newPostPlaceholder(user?.name || user?.username || ''), post: null });
      createFresh(key);
    });

  /**
   * Keeps the fields of a post deleted while it was open as a new draft: the draft is made first (the deleted post's
   * editor stays until then, so a failure loses nothing), then opened with the fields, which it saves at once.
   */
  const keepAsNewPost = async (seed: PostFields) => {
    const created = await create.mutateAsync();
    utils.blogAdmin.byId.setData({ id: created.id }, created);
    listCache.created(created);
    const key = `kept-${Date.now()}`;
    freshKey.current = key;
    setDirty(false);
    setFresh({ key, placeholder: created, post: created, seed });
    go({ post: created.id });
    toast({ title: 'Saved as a new draft', description: 'What you had written is kept in a new draft post.' });
  };

  const leaving = pendingLeave !== null || blocker.status === 'blocked';
  const loaded = list.data?.pages.flatMap((slice) => slice.items) ?? [];
  // A New Post draft the server has not answered for yet shows at once, selected, on top (below scheduled posts only).
  const pendingRow =
    fresh !== null && fresh.post === null && matchesPostFilter(fresh.placeholder, filter) ? summaryOf(fresh.placeholder) : null;
  const filtered = filter.q !== undefined || filter.status !== undefined || filter.category !== undefined || filter.imagesMissing === true;

  /** Opens a panel in place of the editor (the WordPress import, or Traffic and SEO), once unsaved changes are dealt with. */
  const openPanel = (panel: 'import' | 'traffic') =>
    guard(() => {
      dropFresh();
      go({});
      setImporting(panel === 'import');
      setTraffic(panel === 'traffic');
    });

  return (
    <ModalFrame
      title="Blog Manager"
      onRequestClose={() =>
        guard(() => {
          dropFresh();
          go(null);
        })
      }
      headerExtra={
        <>
          {may(user?.role, 'readAnalytics') ? (
            <Button size="sm" variant="outline" onClick={() => openPanel('traffic')}>
              Traffic and SEO
            </Button>
          ) : null}
          {roleAtLeast(user?.role, 'editor') ? (
            <Button size="sm" variant="outline" onClick={() => openPanel('import')}>
              Import from WordPress
            </Button>
          ) : null}
        </>
      }
    >
      <BlogPostList
        list={{
          posts: pendingRow ? withRowInOrder(loaded, pendingRow) : loaded,
          total: (list.data?.pages[0]?.total ?? 0) + (pendingRow ? 1 : 0),
          loading: list.isPending,
          error: list.isError ? list.error.message : null,
          hasMore: list.hasNextPage,
          loadingMore: list.isFetchingNextPage,
          onLoadMore: () => void list.fetchNextPage(),
          filtered,
          onClearFilters: () => setFilter({}),
        }}
        filters={<PostListFilters filter={filter} categories={categoryList} onChange={setFilter} />}
        selectedId={fresh === null ? postId : (fresh.post?.id ?? PENDING_POST_ID)}
        creating={create.isPending}
        onSelect={(id) =>
          id !== PENDING_POST_ID &&
          (fresh !== null || id !== postId) &&
          guard(() => {
            dropFresh();
            setImporting(false);
            setTraffic(false);
            go({ post: id });
          })
        }
        onNew={() => {
          setImporting(false);
          setTraffic(false);
          newPost();
        }}
        onRetry={() => void list.refetch()}
      />
      <div className="min-h-0 min-w-0 flex-1 overflow-y-auto px-4 pb-10 sm:px-6">
        {importing ? (
          <WordPressImport onClose={() => setImporting(false)} />
        ) : traffic ? (
          <PostTraffic
            onClose={() => setTraffic(false)}
            onOpen={(id) => {
              setTraffic(false);
              go({ post: id });
            }}
          />
        ) : fresh !== null ? (
          <BlogPostEditor
            key={fresh.key}
            post={fresh.post ?? fresh.placeholder}
            {...(fresh.seed ? { seed: fresh.seed } : {})}
            categoryList={categoryList}
            onCategoryList={(next) => setAdded(next)}
            onDirtyChange={setDirty}
            onDeleted={() => {
              setDirty(false);
              dropFresh();
              go({});
            }}
            onSaveAsNew={keepAsNewPost}
            onBeforeRestore={guard}
          />
        ) : postId === null ? (
          <EmptyEditor onCreate={newPost} creating={create.isPending} />
        ) : post.data ? (
          <BlogPostEditor
            key={editorKeys.current.get(post.data.id) ?? post.data.id}
            post={post.data}
            categoryList={categoryList}
            onCategoryList={(next) => setAdded(next)}
            onDirtyChange={setDirty}
            onDeleted={() => {
              setDirty(false);
              go({});
            }}
            onSaveAsNew={keepAsNewPost}
            onBeforeRestore={guard}
          />
        ) : post.isError ? (
          <div role="alert" className="grid justify-items-start gap-3 py-10 text-sm text-slate-300">
            <p>This post could not be opened: {post.error.message}</p>
            <Button size="sm" variant="outline" onClick={() => go({})}>
              Back to the list
            </Button>
          </div>
        ) : (
          <p role="status" className="flex items-center gap-2 py-10 text-slate-400">
            <Spinner /> Loading the post…
          </p>
        )}
      </div>
      <ConfirmDialog
        open={leaving}
        title="Unsaved changes"
        description="This post has changes that are not saved yet. Leave without saving them?"
        confirmLabel="Leave without saving"
        onConfirm={() => {
          const action = pendingLeave;
          setPendingLeave(null);
          setDirty(false);
          if (blocker.status === 'blocked') blocker.proceed();
          else action?.();
        }}
        onCancel={() => {
          setPendingLeave(null);
          if (blocker.status === 'blocked') blocker.reset();
        }}
      />
    </ModalFrame>
  );
}

/** The editor's empty state: 'No Blog Post Selected' and 'Create New Blog Post'. */
function EmptyEditor({ onCreate, creating }: { onCreate: () => void; creating: boolean }) {
  return (
    <div className="grid min-h-80 place-content-center justify-items-center gap-3 py-16 text-center">
      <h3 className="text-xl font-semibold text-white">No Blog Post Selected</h3>
      <p className="max-w-sm text-sm text-slate-400">Choose a post from the list to edit it, or start a new one.</p>
      <Button onClick={onCreate} disabled={creating}>
        {creating ? <Spinner /> : null}
        Create New Blog Post
      </Button>
    </div>
  );
}
