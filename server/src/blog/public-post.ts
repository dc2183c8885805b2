/**
 * Which posts the public sees at `at`: published, with a publish time that has come, and not taken offline until a
 * later time (a live post rescheduled while keeping its date). Compared with the injectable clock (no timer), so a
 * scheduled post goes live on every instance at its time; cached reads expire at the next such time.
 */
export function publicPostFilter(at: Date): {
  status: 'published';
  publishedAt: { $lte: Date };
  $or: [{ offlineUntil: null }, { offlineUntil: { $lte: Date } }];
} {
  return { status: 'published', publishedAt: { $lte: at }, $or: [{ offlineUntil: null }, { offlineUntil: { $lte: at } }] };
}

/** SQL true for a post whose SEO settings let search engines index it (not saved as noindex): the sitemap's and the feed's. */
export const INDEXABLE_POST_SQL = "(coalesce(seo->>'robots', '') not like '%noindex%')";

/** The same condition as SQL over blog_posts, with its bindings (`at` twice). */
export function publicPostSql(at: Date): { sql: string; bindings: Date[] } {
  return { sql: `status = 'published' and published_at <= ? and (offline_until is null or offline_until <= ?)`, bindings: [at, at] };
}

/** The end of a post's time offline as an ISO time, while it is still to come at `at`; else null (it has passed). */
export function pendingOfflineUntil(offlineUntil: Date | null, at: Date): string | null {
  return offlineUntil !== null && offlineUntil > at ? offlineUntil.toISOString() : null;
}

/** A post that is published but waiting: for its first publish time, or offline until a rescheduled time. */
export function isWaiting(post: { status: string; publishedAt: Date | null; offlineUntil: Date | null }, at: Date): boolean {
  if (post.status !== 'published') return false;
  return (post.publishedAt !== null && post.publishedAt > at) || (post.offlineUntil !== null && post.offlineUntil > at);
}
