import { REVIEW_NOTE_MAX, type AdminBlogPost, type PostReview } from '@app/contracts';
import { may } from '@app/contracts/roles';
import { useEffect } from 'react';
import { trpc } from '../../../../lib/trpc.ts';
import type { PostEditor } from '../use-post-editor.ts';
import { postLockReason, submitsForReview } from './post-lock.ts';

/** While a post is in review, its editor asks this often whether an editor has acted on it (sent back, published). */
const IN_REVIEW_POLL_MS = 5000;

/**
 * A post's review in its editor: the review as the server has it, why the signed-in role may not change the post
 * (null when it may), and the calls (Submit for review, Withdraw, Send back) that save first and adopt the answer.
 */
export function usePostReview(editor: PostEditor, role: string | null) {
  const utils = trpc.useUtils();
  const { saved, pending } = editor;
  const inReview = saved.status === 'in_review';
  const query = trpc.postReview.get.useQuery(
    { id: saved.id },
    { enabled: !pending, refetchOnWindowFocus: true, refetchInterval: inReview ? IN_REVIEW_POLL_MS : false },
  );
  const review: PostReview | null = query.data ?? null;

  // An editor acted elsewhere (sent back, published, or it was withdrawn in another tab): read the post afresh.
  const reviewState = query.data === undefined ? undefined : (query.data?.state ?? null);
  const { adopt } = editor;
  useEffect(() => {
    if (reviewState === undefined || pending || editor.dirty) return;
    if ((reviewState === 'in_review') === inReview) return;
    void utils.blogAdmin.byId.fetch({ id: saved.id }, { staleTime: 0 }).then((post) => adopt(post));
    // `editor.dirty` is read, not watched: a post in review has no edits of this tab to keep.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reviewState, inReview, pending, saved.id, utils, adopt]);

  /** Saves what was typed, runs `call`, and takes its answer as the stored post and review. */
  const act = (call: (post: AdminBlogPost) => Promise<{ post: AdminBlogPost; review: PostReview | null }>) =>
    editor.saveThen(async (current) => {
      const answer = await call(current);
      utils.postReview.get.setData({ id: current.id }, answer.review);
      return answer.post;
    });

  return {
    review,
    lockReason: postLockReason(role, saved, review),
    /** Contributors submit a never-published draft; editors and up send back what is in review. */
    canSubmit: submitsForReview(role) && saved.status === 'draft' && !pending,
    canWithdraw: submitsForReview(role) && inReview,
    canSendBack: may(role, 'allContent') && inReview,
    submit: () => act((post) => utils.client.postReview.submit.mutate({ id: post.id })),
    withdraw: () => act((post) => utils.client.postReview.withdraw.mutate({ id: post.id })),
    sendBack: (note: string) =>
      act((post) => utils.client.postReview.sendBack.mutate({ id: post.id, note: note.slice(0, REVIEW_NOTE_MAX) })),
  };
}

/** What `usePostReview` gives the editor's review parts. */
export type PostReviewState = ReturnType<typeof usePostReview>;
