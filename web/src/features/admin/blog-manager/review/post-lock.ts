import type { AdminBlogPost, PostReview } from '@app/contracts';
import { may } from '@app/contracts/roles';

/** Why the signed-in role may not change a post, as the editor says before anyone types; null when they may. */
export function postLockReason(role: string | null, post: Pick<AdminBlogPost, 'status'>, review: PostReview | null): string | null {
  // Authors and up change what they can open (the server keeps authors to their own posts).
  if (may(role, 'publishPosts')) return null;
  if (post.status === 'published' || post.status === 'scheduled') {
    return 'Published by an editor: ask an editor to change it.';
  }
  if (post.status === 'in_review' || review?.state === 'in_review') {
    return 'In review: an editor is reading it. Withdraw it from review to change it.';
  }
  return null;
}

/** Whether the signed-in role submits its finished drafts for review (contributors) rather than publishing them. */
export function submitsForReview(role: string | null): boolean {
  return may(role, 'posts') && !may(role, 'publishPosts');
}
