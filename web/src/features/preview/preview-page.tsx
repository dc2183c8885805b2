import type { AppRouter } from '@app/server/router';
import { notFound, rootRouteId } from '@tanstack/react-router';
import { isTRPCClientError } from '@trpc/client';
import { lazy, Suspense } from 'react';
import { formatDateTime } from '../../lib/format-date-time.ts';
import { BlogArticle, BlogArticleLayout } from '../blog/blog-article.tsx';
import { importPublishedPageView, loadedPublishedPageView } from '../builder/public/builder-page-loader.ts';
import { trpc } from '../../lib/trpc.ts';

const LazyPublishedPageView = lazy(async () => ({ default: (await importPublishedPageView()).PublishedBuilderPageView }));

/** The banner over every preview: what is shown is not on the website, and until when the link works. */
function PreviewBanner({ expiresAt }: { expiresAt: string }) {
  return (
    <aside aria-label="Preview" className="border-b border-amber-300/40 bg-amber-300 px-4 py-2 text-center text-sm text-slate-950">
      <strong className="font-semibold">Preview: not published</strong>
      <span className="ml-2">This link works until {formatDateTime(expiresAt)}.</span>
    </aside>
  );
}

/**
 * The page of a preview link: a banner, then the draft drawn with the public site's own components (the article of
 * /blog/{slug}, or the builder page's view). A link that does not work (any reason) is the site's 404.
 */
export function PreviewPage({ token }: { token: string }) {
  const query = trpc.previewLink.view.useQuery({ token }, { retry: false });
  if (query.isError && isTRPCClientError<AppRouter>(query.error) && query.error.data?.code === 'NOT_FOUND') {
    throw notFound({ routeId: rootRouteId });
  }
  const draft = query.data;
  if (!draft) return null;
  if (draft.kind === 'post') {
    return (
      <>
        <PreviewBanner expiresAt={draft.expiresAt} />
        <BlogArticleLayout>
          <BlogArticle post={draft.post} />
        </BlogArticleLayout>
      </>
    );
  }
  const View = loadedPublishedPageView()?.PublishedBuilderPageView ?? LazyPublishedPageView;
  return (
    <>
      <PreviewBanner expiresAt={draft.expiresAt} />
      <Suspense fallback={null}>
        <View page={draft.page} />
      </Suspense>
    </>
  );
}
