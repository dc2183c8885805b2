import type { BlogListPage, BlogPostSummary } from '@app/contracts';
import type { TestClient } from './test-server.ts';
import { trpcQuery } from './trpc-query.ts';

/**
 * Every post the public blog lists, as an anonymous visitor reads it page by page over tRPC: the featured post
 * first, then the pages' posts, newest first. Throws on an answer that is not a blog page.
 */
export async function publicBlogPosts(client: TestClient): Promise<BlogPostSummary[]> {
  const posts: BlogPostSummary[] = [];
  for (let page = 1; ; page += 1) {
    const res = await trpcQuery(client, 'blogPost.list', { page });
    if (res.status !== 200) throw new Error(`blogPost.list page ${page} answered ${res.status}: ${res.text}`);
    const answer = (res.json as { result: { data: BlogListPage } }).result.data;
    if (answer.featured) posts.push(answer.featured);
    posts.push(...answer.posts);
    if (page >= answer.pageCount) return posts;
  }
}

/** The slugs of every post the public blog lists (see `publicBlogPosts`). */
export async function publicBlogSlugs(client: TestClient): Promise<string[]> {
  return (await publicBlogPosts(client)).map((post) => post.slug);
}
