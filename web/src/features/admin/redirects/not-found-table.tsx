import { keepPreviousData } from '@tanstack/react-query';
import { NOT_FOUND_SORTS, type NotFoundPath, type RedirectRuleInput } from '@app/contracts';
import { Fragment, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { toast } from '../../../lib/toast-store.ts';
import { trpc } from '../../../lib/trpc.ts';
import { AdminTable } from '../shared/admin-table.tsx';
import { QueryState } from '../shared/query-state.tsx';
import { useRecheckOnRefusal } from '../shared/use-recheck-admin-access.ts';
import { ListSearchField } from '../shared/list-search-field.tsx';
import { SortField } from '../shared/sort-field.tsx';
import { draftForNotFound } from './redirect-draft.ts';
import { RedirectRuleForm } from './redirect-rule-form.tsx';
import { ShowMoreButton } from '../shared/show-more-button.tsx';
import { useShowMore } from '../shared/use-show-more.ts';
import { countText } from '../shared/count-text.ts';

/** One of the 404 list's orders. */
type NotFoundSort = (typeof NOT_FOUND_SORTS)[number];

const SORT_LABELS: Record<NotFoundSort, string> = { hits: 'Most hits', recent: 'Most recent' };

const COLUMNS = ['Path', 'Hits', 'Last seen', 'Came from'] as const;

/** What a rule created from a 404 does, for its toast. */
function createdDescription(rule: RedirectRuleInput): string {
  return rule.status === 410 ? `${rule.source} now answers 410 Gone.` : `${rule.source} now goes to ${rule.target}.`;
}

/** Where visitors to a 404 came from: the linking pages with their hits, or that none was sent. */
function Referrers({ referrers }: { referrers: NotFoundPath['referrers'] }) {
  if (referrers.length === 0) return <span className="text-slate-400">No referring page</span>;
  return (
    <ul className="grid gap-0.5">
      {referrers.map(({ referrer, hits }) => (
        <li key={referrer} className="break-all">
          {referrer} <span className="text-slate-400 tabular-nums">({hits.toLocaleString('en-US')})</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The "Not found (404)" section: the paths that answered 404, searched and in the order chosen (most hits or most
 * recent), 50 at a time with Show more. Each row's Redirect opens a form under it, its source the path and its target
 * the server's suggestion (so a 404 with one becomes a redirect in two clicks; without one, the Target field takes
 * focus); once the rule is made the path leaves the list. Dismiss forgets a path until it is reached again.
 */
export function NotFoundTable() {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const utils = trpc.useUtils();
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<NotFoundSort>('hits');
  const { afters, showMore } = useShowMore(`${sort} ${q}`);
  const results = trpc.useQueries((t) => afters.map((after) => t.notFound.list({ q, sort, after }, { placeholderData: keepPreviousData })));
  const first = results[0]!;
  const last = results.at(-1)!;
  const recheck = useRecheckOnRefusal(first.error);
  const paths = results.flatMap((result) => result.data?.paths ?? []);
  // The path whose Redirect form is open, if any.
  const [opened, setOpened] = useState<string | null>(null);

  const create = trpc.redirect.create.useMutation({ onError: recheck });
  const dismiss = trpc.notFound.dismiss.useMutation({
    onError: (error) => {
      recheck(error);
      toast({ title: 'Could not dismiss the path', description: error.message, variant: 'destructive' });
    },
  });

  /** After a row leaves the list, focus goes to the section's heading rather than the page's start. */
  const refresh = async () => {
    headingRef.current?.focus();
    await Promise.all([utils.notFound.list.invalidate(), utils.redirect.list.invalidate()]);
  };

  /** Puts focus back on a row's Redirect button once its form closes without a rule. */
  const focusRedirectOf = (path: string) =>
    requestAnimationFrame(() => document.querySelector<HTMLButtonElement>(`[data-redirect-path="${CSS.escape(path)}"]`)?.focus());

  const createFrom = async (rule: RedirectRuleInput): Promise<boolean> => {
    try {
      await create.mutateAsync(rule);
    } catch {
      return false;
    }
    toast({ title: 'Redirect created', description: createdDescription(rule) });
    setOpened(null);
    await refresh();
    return true;
  };

  const dismissPath = async (path: string) => {
    try {
      await dismiss.mutateAsync({ path });
    } catch {
      return;
    }
    toast({ title: '404 dismissed', description: `${path} is off the list until a visitor reaches it again.` });
    if (opened === path) setOpened(null);
    await refresh();
  };

  const total = first.data?.total;
  return (
    <section aria-labelledby={headingId} className="grid grid-cols-1 gap-4">
      <div>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-white focus:outline-none">
          Not found (404)
        </h2>
        <p className="text-sm text-slate-300">
          Addresses visitors reached that answered 404, counted without their address or browser.
          {/* How many there are, or how many match the search. */}
          {total === undefined ? '' : ` ${q ? countText(total, 'matching path', 'matching paths') : countText(total, 'path', 'paths')}.`}
        </p>
      </div>
      <div className="flex flex-wrap items-start gap-4">
        <ListSearchField name="404 path search" label="Search 404 paths" hint="Part of a path." value={q} onSearch={setQ} />
        <SortField sorts={NOT_FOUND_SORTS} labels={SORT_LABELS} value={sort} onSort={setSort} />
      </div>
      {!first.data ? (
        <QueryState loadingText="Loading the 404s…" error={first.error} onRetry={() => void first.refetch()} />
      ) : paths.length === 0 ? (
        <p className="text-sm text-slate-300">
          {q ? `No 404 path matches “${q}”.` : 'No 404s to show. Paths visitors reach that answer 404 appear here.'}
        </p>
      ) : (
        <AdminTable caption="Paths that answered 404" columns={COLUMNS} hiddenColumns={['Actions']}>
          {paths.map((item) => (
            <Fragment key={item.path}>
              <tr>
                <td className="px-4 py-2 font-medium break-all text-white">{item.path}</td>
                <td className="px-4 py-2 text-right text-slate-200 tabular-nums">{item.hits.toLocaleString('en-US')}</td>
                <td className="px-4 py-2 whitespace-nowrap text-slate-300">
                  <time dateTime={item.lastSeenAt}>{formatDateTime(item.lastSeenAt)}</time>
                </td>
                <td className="px-4 py-2 text-slate-300">
                  <Referrers referrers={item.referrers} />
                </td>
                <td className="px-4 py-2">
                  <div className="flex justify-end gap-2">
                    <Button
                      size="sm"
                      variant={opened === item.path ? 'secondary' : 'outline'}
                      data-redirect-path={item.path}
                      aria-label={`Redirect ${item.path}`}
                      aria-expanded={opened === item.path}
                      onClick={() => {
                        create.reset();
                        setOpened(opened === item.path ? null : item.path);
                      }}
                    >
                      Redirect
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Dismiss ${item.path}`}
                      disabled={dismiss.isPending}
                      onClick={() => void dismissPath(item.path)}
                    >
                      Dismiss
                    </Button>
                  </div>
                </td>
              </tr>
              {opened === item.path ? (
                <tr>
                  <td colSpan={COLUMNS.length + 1} className="bg-night-800/60 px-4 py-3">
                    <RedirectRuleForm
                      name={`New redirect for ${item.path}`}
                      initial={draftForNotFound(item)}
                      submitLabel="Create redirect"
                      focus={item.suggestion ? 'submit' : 'target'}
                      pending={create.isPending}
                      error={create.error?.message ?? null}
                      onSubmit={createFrom}
                      onCancel={() => {
                        setOpened(null);
                        focusRedirectOf(item.path);
                      }}
                    />
                  </td>
                </tr>
              ) : null}
            </Fragment>
          ))}
        </AdminTable>
      )}
      <ShowMoreButton
        next={last.data?.next ?? null}
        pagesRead={afters.length}
        fetching={last.isFetching}
        error={last.error}
        onRetry={() => void last.refetch()}
        onMore={showMore}
      />
    </section>
  );
}
