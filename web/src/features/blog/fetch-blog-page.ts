import type { BlogListInput, BlogListPage } from '@app/contracts/blog-listing';
import { serverFetch } from '../../lib/server-fetch.ts';

/**
 * Asks the server for one page of the blog (`blogPost.list`, a plain tRPC GET: the blog island has no tRPC
 * client, whose code would ride along in its chunk). Rejects when the answer is not a page (offline, a
 * refused input, a server failure); `signal` cancels a request the visitor has moved on from.
 */
export async function fetchBlogPage(input: BlogListInput, signal?: AbortSignal): Promise<BlogListPage> {
  const res = await serverFetch(`/trpc/blogPost.list?input=${encodeURIComponent(JSON.stringify(input))}`, {
    credentials: 'include',
    signal,
  });
  if (!res.ok) throw new Error(`The blog page could not be read (HTTP ${res.status}).`);
  const body = (await res.json()) as { result?: { data?: BlogListPage } };
  if (!body.result?.data) throw new Error('The blog page could not be read.');
  return body.result.data;
}
