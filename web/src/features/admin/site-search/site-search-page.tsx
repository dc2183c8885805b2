import { keepPreviousData } from '@tanstack/react-query';
import { SITE_SEARCH_EXPORT_URL, SITE_SEARCH_SORTS } from '@app/contracts';
import { useState } from 'react';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { trpc } from '../../../lib/trpc.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { AdminPageHeader } from '../shared/admin-page-header.tsx';
import { CsvDownloadLink } from '../shared/csv-download-link.tsx';
import { ListSearchField } from '../shared/list-search-field.tsx';
import { SortField } from '../shared/sort-field.tsx';
import { QueryState } from '../shared/query-state.tsx';
import { ShowMoreButton } from '../shared/show-more-button.tsx';
import { useRecheckOnRefusal } from '../shared/use-recheck-admin-access.ts';
import { useShowMore } from '../shared/use-show-more.ts';
import { SiteSearchTable } from './site-search-table.tsx';
import { emptyTermsText, termCountText } from './site-search-text.ts';

/** One of the terms list's orders. */
type SiteSearchSort = (typeof SITE_SEARCH_SORTS)[number];

const SORT_LABELS: Record<SiteSearchSort, string> = { searches: 'Most searched', recent: 'Most recent' };

/**
 * /admin/site-search (issue 44): what visitors search the blog for, as ideas for posts. The terms, searched, most
 * searched or most recent first, all or only those whose last search found nothing, 50 at a time with Show more, with
 * how many match and the CSV download of them all.
 */
export function SiteSearchPage() {
  useDocumentTitle('Site search · Admin');
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<SiteSearchSort>('searches');
  const [nothingFound, setNothingFound] = useState(false);
  const { afters, showMore } = useShowMore(`${sort} ${nothingFound ? 'nothing' : 'all'} ${q}`);
  const results = trpc.useQueries((t) =>
    afters.map((after) => t.siteSearch.list({ q, sort, nothingFound, after }, { placeholderData: keepPreviousData })),
  );
  const first = results[0]!;
  const last = results.at(-1)!;
  useRecheckOnRefusal(first.error);
  const terms = results.flatMap((result) => result.data?.terms ?? []);
  const total = first.data?.total;

  return (
    <main>
      <AdminPageHeader
        title="Site search"
        description="What visitors searched the blog for. Searches that found nothing are ideas for posts."
        actions={<CsvDownloadLink href={SITE_SEARCH_EXPORT_URL} />}
      />
      <div className="grid max-w-5xl grid-cols-1 gap-4 p-4 sm:p-6">
        <div className="flex flex-wrap items-start gap-4">
          <ListSearchField name="Term search" label="Search terms" hint="Part of a term." value={q} onSearch={setQ} />
          <SortField sorts={SITE_SEARCH_SORTS} labels={SORT_LABELS} value={sort} onSort={setSort} />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-4">
          <Checkbox
            label="Only searches that found nothing"
            name="nothingFound"
            checked={nothingFound}
            onChange={(event) => setNothingFound(event.target.checked)}
          />
          {/* How many terms match the search and the filter (all of them when neither is set). */}
          {total !== undefined ? <p className="text-sm text-slate-300 tabular-nums">{termCountText(total)}</p> : null}
        </div>
        {!first.data ? (
          <QueryState loadingText="Loading the search terms…" error={first.error} onRetry={() => void first.refetch()} />
        ) : terms.length === 0 ? (
          <p className="text-sm text-slate-300">{emptyTermsText(q, nothingFound)}</p>
        ) : (
          <SiteSearchTable terms={terms} />
        )}
        <ShowMoreButton
          next={last.data?.next ?? null}
          pagesRead={afters.length}
          fetching={last.isFetching}
          error={last.error}
          onRetry={() => void last.refetch()}
          onMore={showMore}
        />
      </div>
    </main>
  );
}
