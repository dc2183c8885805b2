import { keepPreviousData } from '@tanstack/react-query';
import { REDIRECTS_EXPORT_URL, type RedirectRuleInput } from '@app/contracts';
import { useId, useState } from 'react';
import { toast } from '../../../lib/toast-store.ts';
import { trpc } from '../../../lib/trpc.ts';
import { CsvDownloadLink } from '../shared/csv-download-link.tsx';
import { QueryState } from '../shared/query-state.tsx';
import { useRecheckOnRefusal } from '../shared/use-recheck-admin-access.ts';
import { ListSearchField } from '../shared/list-search-field.tsx';
import { EMPTY_REDIRECT_DRAFT } from './redirect-draft.ts';
import { RedirectImport } from './redirect-import.tsx';
import { RedirectRuleForm } from './redirect-rule-form.tsx';
import { RedirectRulesTable } from './redirect-rules-table.tsx';
import { ShowMoreButton } from '../shared/show-more-button.tsx';
import { useShowMore } from '../shared/use-show-more.ts';
import { countText } from '../shared/count-text.ts';

/**
 * The "Redirects" section: the form that adds a rule (the server's refusal beside it: a live page, a reserved
 * address, a loop or a chain), Import CSV and Export CSV, then the rules by source, searched, 50 at a time with Show
 * more, each to edit or delete.
 */
export function RedirectRulesSection() {
  const headingId = useId();
  const utils = trpc.useUtils();
  const [q, setQ] = useState('');
  const { afters, showMore } = useShowMore(q);
  const results = trpc.useQueries((t) => afters.map((after) => t.redirect.list({ q, after }, { placeholderData: keepPreviousData })));
  const first = results[0]!;
  const last = results.at(-1)!;
  const recheck = useRecheckOnRefusal(first.error);
  const rules = results.flatMap((result) => result.data?.rules ?? []);
  const create = trpc.redirect.create.useMutation({ onError: recheck });

  /** Reads both lists again: a rule takes its source off the 404 list, and deleting it may bring it back. */
  const refresh = async () => {
    await Promise.all([utils.redirect.list.invalidate(), utils.notFound.list.invalidate()]);
  };

  const add = async (rule: RedirectRuleInput): Promise<boolean> => {
    try {
      await create.mutateAsync(rule);
    } catch {
      return false;
    }
    toast({
      title: 'Redirect added',
      description: rule.status === 410 ? `${rule.source} now answers 410 Gone.` : `${rule.source} now goes to ${rule.target}.`,
    });
    await refresh();
    return true;
  };

  const total = first.data?.total;
  return (
    <section aria-labelledby={headingId} className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id={headingId} className="text-xl font-semibold text-white">
            Redirects
          </h2>
          <p className="text-sm text-slate-300">
            Answered before the 404 page: 301 and 302 send the visitor on (the query kept), 410 says the page is gone for good.
            {/* How many there are, or how many match the search. */}
            {total === undefined ? '' : ` ${q ? countText(total, 'matching rule', 'matching rules') : countText(total, 'rule', 'rules')}.`}
          </p>
        </div>
        <CsvDownloadLink href={REDIRECTS_EXPORT_URL} />
      </div>
      <div className="rounded-xl border border-white/10 p-4">
        <RedirectRuleForm
          name="Add a redirect"
          initial={EMPTY_REDIRECT_DRAFT}
          submitLabel="Add redirect"
          resetOnSuccess
          pending={create.isPending}
          error={create.error?.message ?? null}
          onSubmit={add}
        />
      </div>
      <RedirectImport onImported={refresh} recheck={recheck} />
      <ListSearchField
        name="Redirect rule search"
        label="Search redirects"
        hint="Part of a source or a target."
        value={q}
        onSearch={setQ}
      />
      {!first.data ? (
        <QueryState loadingText="Loading the redirects…" error={first.error} onRetry={() => void first.refetch()} />
      ) : rules.length === 0 ? (
        <p className="text-sm text-slate-300">
          {q ? `No redirect matches “${q}”.` : 'No redirects yet. Add one above, import a CSV file, or redirect a 404 from the list above.'}
        </p>
      ) : (
        <RedirectRulesTable rules={rules} onChanged={refresh} recheck={recheck} />
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
