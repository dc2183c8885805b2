import { createFileRoute, notFound, rootRouteId } from '@tanstack/react-router';
import type { AppRouter } from '@app/server/router';
import { isTRPCClientError } from '@trpc/client';
import { BlogArticlePage } from '../../features/blog/blog-article-page.tsx';

export const Route = createFileRoute('/_public/blog/$slug')({
  // An article is read, not used: served as islands (the newsletter form and the toasts), with no app script.
  staticData: { islands: true },
  // The article is in the cache before the page renders; an unknown or unpublished slug is the
  // site's not-found page, any other failure leaves the query in error and the page offers a retry.
  loader: async ({ context, params }) => {
    try {
      await context.trpc.blogPost.bySlug.ensureData({ slug: params.slug });
    } catch (error) {
      if (isTRPCClientError<AppRouter>(error) && error.data?.code === 'NOT_FOUND') throw notFound({ routeId: rootRouteId });
    }
  },
  component: BlogArticlePage,
});
