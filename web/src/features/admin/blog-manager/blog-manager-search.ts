/**
 * The dashboard's search params that address the blog manager: `blog=1` opens it, `post=<id>` picks a post,
 * `status=in_review` opens its list on the posts in review (the sidebar's "Posts in review").
 */
export interface BlogManagerSearch {
  blog?: 1;
  post?: number;
  status?: 'in_review';
}

/** Reads the blog manager's params from a raw search object; anything malformed is dropped. */
export function parseBlogManagerSearch(search: Record<string, unknown>): BlogManagerSearch {
  const post = typeof search.post === 'number' ? search.post : typeof search.post === 'string' ? Number(search.post) : NaN;
  const result: BlogManagerSearch = {};
  if (Number.isSafeInteger(post) && post > 0) result.post = post;
  if (search.status === 'in_review') result.status = 'in_review';
  if (search.blog === 1 || search.blog === '1' || search.blog === true || result.post !== undefined || result.status !== undefined)
    result.blog = 1;
  return result;
}
