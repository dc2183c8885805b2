import type { AdminBlogListFilter, AdminBlogPost } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { useMemo } from 'react';
import { trpc } from '../../../lib/trpc.ts';
import { placePost, removePost, type LoadedSlices } from './post-list-slices.ts';

/** The filter of a cached list query, read back from its key (`[path, { input, type }]`). */
function filterOfKey(key: readonly unknown[]): AdminBlogListFilter {
  const input = (key[1] as { input?: AdminBlogListFilter } | undefined)?.input ?? {};
  return {
    q: input.q || undefined,
    status: input.status || undefined,
    category: input.category || undefined,
    imagesMissing: input.imagesMissing || undefined,
  };
}

/**
 * Writes a post's change into every loaded slice of every cached blog-manager list (each search and filter), in place:
 * New Post and a save, publish or unpublish move the row where the order puts it, a delete takes it out. Nothing is
 * fetched again.
 */
export function usePostListCache() {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const each = (change: (slices: LoadedSlices, filter: AdminBlogListFilter) => LoadedSlices) => {
      const queries = queryClient.getQueryCache().findAll({ queryKey: getQueryKey(trpc.blogAdmin.list) });
      for (const query of queries) {
        const slices = query.state.data as LoadedSlices | undefined;
        if (!slices?.pages) continue;
        queryClient.setQueryData<LoadedSlices>(query.queryKey, change(slices, filterOfKey(query.queryKey)));
      }
    };
    return {
      /** A post New Post made: at the top of every list it matches. */
      created: (post: AdminBlogPost) => each((slices, filter) => placePost(slices, post, filter, true)),
      /** A post saved, published or unpublished: moved to its place, or out of a list it no longer matches. */
      saved: (post: AdminBlogPost) => each((slices, filter) => placePost(slices, post, filter, false)),
      /** A deleted post: out of every list. */
      deleted: (id: number) => each((slices) => removePost(slices, id)),
    };
  }, [queryClient]);
}
