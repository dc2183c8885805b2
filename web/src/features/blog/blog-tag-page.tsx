import { articlesFoundText } from '@app/contracts/blog-post';
import { blogTagHref, blogTagTitle } from '@app/contracts/blog-tags';
import { PRODUCT_NAME } from '@app/contracts/brand';
import { notFound, rootRouteId, useRouterState } from '@tanstack/react-router';
import { Icon } from '../../components/ui/icon.tsx';
import { trpc } from '../../lib/trpc.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { BlogIndexSkeleton } from './blog-index-skeleton.tsx';
import { BlogLoadError } from './blog-load-error.tsx';
import { BlogPostGrid } from './blog-post-grid.tsx';

const pageLink =
  'inline-flex h-10 items-center gap-1.5 rounded-full border border-white/10 bg-night-800/70 px-4 text-sm font-medium text-slate-300 transition-colors hover:border-white/25 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-soft';

/**
 * A tag's page (/blog/tag/{key}, /blog/tag/{key}/page/{n}): Blog › the tag, 'Articles tagged "{name}"' with the count,
 * the page's article cards newest first and plain links to the newer and older pages. A tag no public article
 * carries, or a page past the last, is the site's not-found page.
 */
export function BlogTagPage({ tag, page }: { tag: string; page: number }) {
  const here = useRouterState({ select: (state) => state.location.href });
  const query = trpc.blogPost.byTag.useQuery({ tag, page });
  const data = query.data;
  useDocumentTitle(data ? blogTagTitle(data.tag.name, page, PRODUCT_NAME) : null);
  if ((query.isError && query.error.data?.code === 'NOT_FOUND') || (data && page > data.pageCount))
    throw notFound({ routeId: rootRouteId });

  return (
    <main id="main" className="relative isolate flex-1 overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute -top-48 left-1/2 -z-10 h-[28rem] w-[56rem] max-w-[150vw] -translate-x-1/2 rounded-full bg-primary/20 blur-3xl"
      />
      <div className="mx-auto max-w-7xl px-4 pt-14 pb-20 sm:px-6 lg:px-8">
        {query.isPending ? (
          <BlogIndexSkeleton />
        ) : query.isError || !data ? (
          <BlogLoadError what="the articles" href={here} onRetry={() => void query.refetch()} />
        ) : (
          <>
            <nav aria-label="Breadcrumb" className="mb-4 text-sm">
              <ol className="flex flex-wrap items-center gap-2">
                <li>
                  <a href="/blog" className="text-slate-400 transition-colors hover:text-white">
                    Blog
                  </a>
                </li>
                <li className="flex items-center gap-2">
                  <span aria-hidden="true" className="text-slate-600">
                    ›
                  </span>
                  <span aria-current="page" className="text-white">
                    #{data.tag.name}
                  </span>
                </li>
              </ol>
            </nav>
            <div className="mb-8 flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-6">
              <h1 className="text-3xl font-bold tracking-tight break-words text-white sm:text-4xl">Articles tagged "{data.tag.name}"</h1>
              <p className="shrink-0 text-sm text-slate-400">{articlesFoundText(data.total)}</p>
            </div>
            <BlogPostGrid posts={data.posts} headingLevel="h2" label={`Articles tagged ${data.tag.name}`} />
            {data.pageCount > 1 ? (
              <nav aria-label="Tag pages" className="mt-12 flex flex-wrap items-center justify-center gap-4">
                {page > 1 ? (
                  <a href={blogTagHref(tag, page - 1)} rel="prev" className={pageLink}>
                    <Icon name="arrow-left" className="size-4" />
                    Newer articles
                  </a>
                ) : null}
                <p className="text-sm text-slate-400">{`Page ${page} of ${data.pageCount}`}</p>
                {page < data.pageCount ? (
                  <a href={blogTagHref(tag, page + 1)} rel="next" className={pageLink}>
                    Older articles
                    <Icon name="arrow-right" className="size-4" />
                  </a>
                ) : null}
              </nav>
            ) : null}
          </>
        )}
      </div>
    </main>
  );
}
