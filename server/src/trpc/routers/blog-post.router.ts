import { z } from 'zod';
import { getPublishedPostOrMoved, listPublishedPosts, relatedPosts } from '../../blog/blog-post.service.ts';
import { publicProcedure, router } from '../trpc.ts';

/** The public blog: published posts only. */
export const blogPostRouter = router({
  /** Every published post, newest first. */
  list: publicProcedure.query(({ ctx }) => listPublishedPosts(ctx.em)),

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
