import { blogArticleTitle } from '@app/contracts';
import { getRouteApi, Navigate, notFound, rootRouteId, useRouterState } from '@tanstack/react-router';
import { trpc } from '../../lib/trpc.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { BlogArticle, BlogArticleLayout } from './blog-article.tsx';
import { BlogArticleSkeleton } from './blog-article-skeleton.tsx';
import { BlogLoadError } from './blog-load-error.tsx';

const routeApi = getRouteApi('/_public/blog/$slug');

/**
 * One article at /blog/{slug}: categories, title, byline, featured image, the sanitised body,
 * a call to action and related articles. An unknown or unpublished slug shows the site's
 * not-found page (handed to the root route, so the page keeps a single header and footer).
 */
export function BlogArticlePage() {
  const { slug } = routeApi.useParams();
  const here = useRouterState({ select: (state) => state.location.href });
  const query = trpc.blogPost.bySlug.useQuery({ slug });
  const post = query.data;
  useDocumentTitle(post ? blogArticleTitle(post) : null);

  if (query.isError && query.error.data?.code === 'NOT_FOUND') {
    throw notFound({ routeId: rootRouteId });
  }
  // An old slug of a renamed post answers the post: show it at its current URL (the server 301s a fresh load).
  if (post && post.slug !== slug) {
    return <Navigate to="/blog/$slug" params={{ slug: post.slug }} replace />;
  }

  return (
    <BlogArticleLayout>
      {query.isPending ? (
        <div className="px-4 pt-8 pb-24 sm:px-6">
          <BlogArticleSkeleton />
        </div>
      ) : query.isError || !post ? (
        <div className="px-4 pt-8 pb-24">
          <BlogLoadError what="this article" href={here} onRetry={() => void query.refetch()} />
        </div>
      ) : (
        <BlogArticle post={post} />
      )}
    </BlogArticleLayout>
  );
}
