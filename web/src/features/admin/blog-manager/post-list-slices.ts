import type { AdminBlogListFilter, AdminBlogListSlice, AdminBlogPost, AdminBlogPostSummary } from '@app/contracts';
import type { InfiniteData } from '@tanstack/react-query';

/** The slices of the manager's list loaded so far, as the infinite query keeps them (each page param a cursor). */
export type LoadedSlices = InfiniteData<AdminBlogListSlice, string | null | undefined>;

/** True when `post` belongs in a list with `filter`, as the server reads it (title part in any case, status, category). */
export function matchesPostFilter(
  post: Pick<AdminBlogPost, 'title' | 'status' | 'categories' | 'content'>,
  filter: AdminBlogListFilter,
): boolean {
  const q = filter.q?.trim().toLowerCase();
  if (q && !post.title.toLowerCase().includes(q)) return false;
  if (filter.status && post.status !== filter.status) return false;
  if (filter.category && !post.categories.includes(filter.category)) return false;
  if (filter.imagesMissing && !post.content.includes('data-missing-src')) return false;
  return true;
}

/** The list's order (newest first, a post without a date on top, the higher id first): negative when `a` comes first. */
export function compareListed(
  a: Pick<AdminBlogPostSummary, 'id' | 'publishedAt'>,
  b: Pick<AdminBlogPostSummary, 'id' | 'publishedAt'>,
): number {
  if (a.publishedAt !== b.publishedAt) {
    if (a.publishedAt === null) return -1;
    if (b.publishedAt === null) return 1;
    const byTime = Date.parse(b.publishedAt) - Date.parse(a.publishedAt);
    if (byTime !== 0) return byTime;
  }
  return b.id - a.id;
}

/** `rows` with `row` put where the list's order puts it (a row after every loaded one goes last). */
export function withRowInOrder(rows: readonly AdminBlogPostSummary[], row: AdminBlogPostSummary): AdminBlogPostSummary[] {
  const at = rows.findIndex((item) => compareListed(row, item) < 0);
  return at < 0 ? [...rows, row] : [...rows.slice(0, at), row, ...rows.slice(at)];
}

/** The list row of a post the editor holds. */
export function summaryOf(post: AdminBlogPost): AdminBlogPostSummary {
  const { id, title, slug, status, publishedAt, offlineUntil, readTime, featured, revision, updatedAt } = post;
  // As the server's generated images_missing column reads the stored body.
  const imagesMissing = post.content.includes('data-missing-src');
  return { id, title, slug, status, publishedAt, offlineUntil, readTime, featured, revision, updatedAt, imagesMissing };
}

/**
 * The loaded slices with `post` (new, or saved) in its place: taken out of where it was, and put back where the
 * order puts it if it still matches `filter` and that place is among the rows loaded (a later slice brings it
 * otherwise). The total follows a new post that matches and a listed post that no longer does.
 */
export function placePost(slices: LoadedSlices, post: AdminBlogPost, filter: AdminBlogListFilter, isNew: boolean): LoadedSlices {
  const row = summaryOf(post);
  let wasListed = false;
  const pages = slices.pages.map((page) => {
    const items = page.items.filter((item) => item.id !== post.id);
    if (items.length !== page.items.length) wasListed = true;
    return { ...page, items };
  });
  const matches = matchesPostFilter(post, filter);
  if (matches) insertInOrder(pages, row);
  const delta = isNew ? (matches ? 1 : 0) : wasListed && !matches ? -1 : 0;
  return { ...slices, pages: pages.map((page) => ({ ...page, total: Math.max(0, page.total + delta) })) };
}

/** Puts `row` before the first loaded row it precedes, or at the very end when every slice is loaded. */
function insertInOrder(pages: AdminBlogListSlice[], row: AdminBlogPostSummary): void {
  for (const page of pages) {
    const at = page.items.findIndex((item) => compareListed(row, item) < 0);
    if (at >= 0) {
      page.items.splice(at, 0, row);
      return;
    }
  }
  const last = pages.at(-1);
  if (last && last.nextCursor === null) last.items.push(row);
}

/** The loaded slices without the post `id` (deleted), the total one less when it was listed. */
export function removePost(slices: LoadedSlices, id: number): LoadedSlices {
  const wasListed = slices.pages.some((page) => page.items.some((item) => item.id === id));
  if (!wasListed) return slices;
  return {
    ...slices,
    pages: slices.pages.map((page) => ({
      ...page,
      items: page.items.filter((item) => item.id !== id),
      total: Math.max(0, page.total - 1),
    })),
  };
}
