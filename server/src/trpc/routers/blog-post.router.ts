import { blogListInputSchema, blogTagPageInputSchema } from '@app/contracts';
import { z } from 'zod';
import { listBlogPage } from '../../blog/blog-listing.service.ts';
import { getPublishedPostOrMoved, relatedPosts } from '../../blog/blog-post.service.ts';
import { loadTagPage } from '../../blog/blog-tag-page.ts';
import { AppError } from '../../errors.ts';
import { publicProcedure, router } from '../trpc.ts';

/** The public blog: published posts only. */
export const blogPostRouter = router({
  /**
   * One page of the blog (12 posts): the newest with the featured post apart, a category's, or the results of a
   * full-text search with the passages that matched. Never the whole archive.
   */
  list: publicProcedure.input(blogListInputSchema).query(async ({ ctx, input }) => {
    const page = await listBlogPage(ctx.em, input);
    // What a search found, for the site-search terms (their counts come from the requests: siteSearchPlugin).
    if (input.q !== '' && input.page === 1) ctx.siteSearch?.found(input.q, page.total);
    return page;
  }),

  /**
   * One page of a tag's articles, newest first (12 a page); NOT_FOUND for a tag no public article carries. A page past
   * the last has no posts.
   */
  byTag: publicProcedure.input(blogTagPageInputSchema).query(async ({ ctx, input }) => {
    const page = await loadTagPage(ctx.em, input.tag, input.page);
    if (page === null || page.total === 0) throw new AppError(404, 'No published article has that tag.');
    return page;
  }),

  /**
   * One published post with related posts; an old slug of a renamed post answers that post with
   * `redirectedFrom` set (its URL moved); NOT_FOUND otherwise.
   */
  bySlug: publicProcedure
    .input(z.object({ slug: z.string().trim().min(1, 'A slug is required').max(255) }))
    .query(async ({ ctx, input }) => {
      const post = await getPublishedPostOrMoved(ctx.em, input.slug);
      return { ...post, related: await relatedPosts(ctx.em, post) };
    }),
});
