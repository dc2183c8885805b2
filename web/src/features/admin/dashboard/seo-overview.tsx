import { SEO_CONTENT_KINDS, type SeoContentKind, type SeoRating, type SeoReportRow } from '@app/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { trpc } from '../../../lib/trpc.ts';
import { inAppLink } from '../shared/in-app-link.ts';
import { LoadMore } from '../blog-manager/blog-post-list.tsx';
import { AdminTable } from '../shared/admin-table.tsx';
import { SEO_RATING_LABELS, SeoLight } from './seo-light.tsx';

/** Rows a slice of the overview loads. */
const SLICE = 50;
const KIND_LABELS: Record<SeoContentKind, string> = { post: 'Blog post', page: 'Page', builder: 'Builder page' };
const KIND_FILTER_LABELS: Record<SeoContentKind, string> = { post: 'Blog posts', page: 'Built-in pages', builder: 'Builder pages' };
const RATINGS: readonly SeoRating[] = ['bad', 'ok', 'good'];
const COLUMNS = ['Name', 'Path', 'Focus keyphrase', 'SEO', 'Readability', 'Worst problem'] as const;

/**
 * The content manager's 'SEO overview': every page and post with the lights the server's analysis gave it on its last
 * save and its worst problem, worst SEO score first, filtered by kind and light, a slice at a time.
 */
export function SeoOverview() {
  const [kind, setKind] = useState<SeoContentKind | undefined>();
  const [rating, setRating] = useState<SeoRating | undefined>();
  const report = trpc.seoReport.list.useInfiniteQuery(
    { kind, rating, limit: SLICE },
    { getNextPageParam: (slice) => slice.nextCursor, placeholderData: keepPreviousData },
  );
  const slices = report.data?.pages ?? [];
  const rows = slices.flatMap((slice) => slice.rows);
  const first = slices[0];

  return (
    <section
      aria-labelledby="seo-overview-heading"
      // While another filter's first slice loads, the rows shown are the previous filter's.
      aria-busy={report.isPlaceholderData || undefined}
      className="grid gap-4 px-6 pb-8"
    >
      <div className="grid gap-1">
        <h2 id="seo-overview-heading" className="text-lg font-semibold text-white">
          SEO overview
        </h2>
        <p className="text-sm text-slate-400">
          Every page and post, worst SEO score first, as the analysis scored it when it was last saved.
        </p>
      </div>
      {/* A group, not a form: each choice applies at once, so there is nothing to submit (a form would need a submit button, WCAG H32). */}
      <div role="group" aria-label="Filter the SEO overview" className="flex flex-wrap gap-3">
        <SelectField
          label="Kind"
          name="kind"
          value={kind ?? ''}
          onChange={(event) => setKind((event.target.value || undefined) as SeoContentKind | undefined)}
        >
          <option value="">All pages and posts</option>
          {SEO_CONTENT_KINDS.map((value) => (
            <option key={value} value={value}>
              {KIND_FILTER_LABELS[value]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="SEO light"
          name="rating"
          value={rating ?? ''}
          onChange={(event) => setRating((event.target.value || undefined) as SeoRating | undefined)}
        >
          <option value="">All lights</option>
          {RATINGS.map((value) => (
            <option key={value} value={value}>
              {SEO_RATING_LABELS[value]}
              {first ? ` (${first.counts[value]})` : ''}
            </option>
          ))}
        </SelectField>
      </div>
      {report.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-400">
          <Spinner /> Loading the SEO overview…
        </p>
      ) : report.isError ? (
        <div role="alert" className="grid justify-items-start gap-2 text-sm text-red-300">
          <p>The SEO overview could not be loaded: {report.error.message}</p>
          <Button size="sm" variant="outline" onClick={() => void report.refetch()}>
            Try again
          </Button>
        </div>
      ) : rows.length === 0 ? (
        <p className="text-sm text-slate-400">{kind || rating ? 'Nothing matches these filters.' : 'Nothing has been analysed yet.'}</p>
      ) : (
        <>
          <p role="status" className="text-xs text-slate-400">
            {rows.length < (first?.total ?? 0) ? `${rows.length} of ${first?.total} shown` : `${rows.length} shown`}
          </p>
          <AdminTable caption="SEO overview" columns={COLUMNS}>
            {rows.map((row) => (
              <SeoOverviewRow key={`${row.kind}:${row.id}`} row={row} />
            ))}
          </AdminTable>
          {report.hasNextPage ? <LoadMore loading={report.isFetchingNextPage} onLoadMore={() => void report.fetchNextPage()} /> : null}
        </>
      )}
    </section>
  );
}

/** One row: the name linking to its editor, the path (and its robots directive, if any), the keyphrase, both lights and the worst problem. */
function SeoOverviewRow({ row }: { row: SeoReportRow }) {
  const target = inAppLink(row.adminHref);
  return (
    <tr>
      <td className="px-4 py-3">
        <span className="grid gap-0.5">
          {target ? (
            <Link to={target.to} search={target.search} className="font-medium text-white underline-offset-2 hover:underline">
              {row.name}
            </Link>
          ) : (
            <span className="font-medium text-white">{row.name}</span>
          )}
          <span className="text-xs text-slate-400">{KIND_LABELS[row.kind]}</span>
        </span>
      </td>
      <td className="px-4 py-3 font-mono text-xs break-all text-slate-300">
        {row.path}
        {row.robots ? <span className="block pt-1 text-amber-300">{row.robots.replace(',', ', ')}</span> : null}
      </td>
      <td className="px-4 py-3 text-slate-300">{row.focusKeyphrase || <span className="text-slate-400 italic">None</span>}</td>
      <td className="px-4 py-3">
        <SeoLight rating={row.seoRating} score={row.seoScore} />
      </td>
      <td className="px-4 py-3">
        <SeoLight rating={row.readabilityRating} score={row.readabilityScore} />
      </td>
      <td className="px-4 py-3 text-slate-300">{row.worst ? row.worst.text : 'No problems found.'}</td>
    </tr>
  );
}
