import type { BuilderTemplate } from '@app/contracts';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../lib/toast-store.ts';
import { trpc } from '../../../lib/trpc.ts';
import { useSearchText } from '../../../lib/use-search-text.ts';
import { insertTemplate } from './edit-actions.ts';
import { useBuilderSession } from './session-context.ts';
import { TemplatePreview } from './template-preview.tsx';

/** One template in the group: a button that inserts it (its preview and name) and one that deletes it. */
function TemplateItem({ template, onDelete }: { template: BuilderTemplate; onDelete: () => void }) {
  const session = useBuilderSession();
  return (
    <li className="rounded-lg border border-white/10 bg-night-700 p-2">
      <button
        type="button"
        onClick={() => insertTemplate(session, template.element)}
        className="block w-full rounded-md text-left hover:opacity-90 focus-visible:outline-2 focus-visible:outline-indigo-400"
      >
        <TemplatePreview element={template.element} width={206} height={72} />
        <span className="mt-2 block truncate text-xs font-medium text-slate-200">
          <span className="sr-only">Insert </span>
          {template.name}
        </span>
      </button>
      <div className="mt-1 flex items-center justify-between gap-2 text-[11px] text-slate-400">
        <span>
          {template.elementCount} {template.elementCount === 1 ? 'element' : 'elements'}
        </span>
        <button type="button" onClick={onDelete} className="underline hover:text-red-300">
          Delete<span className="sr-only"> template {template.name}</span>
        </button>
      </div>
    </li>
  );
}

/**
 * The templates a list page (50) at a time from the server, searched by name, the next list page added with
 * 'More templates'. Its key starts with `builderTemplate.list`'s, so invalidating that list refreshes it.
 */
function useTemplatePages(search: string) {
  const utils = trpc.useUtils();
  return useInfiniteQuery({
    queryKey: [...getQueryKey(trpc.builderTemplate.list), { input: { q: search }, type: 'infinite' }],
    queryFn: ({ pageParam }) => utils.client.builderTemplate.list.query({ page: pageParam, q: search || undefined }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.pageCount ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
  });
}

/** 'Find a template': searches once typing pauses. */
function TemplateSearch({ search, onSearch }: { search: string; onSearch: (search: string) => void }) {
  const id = useId();
  const { text, setText } = useSearchText(search, onSearch);
  return (
    <div className="mb-2 grid gap-1">
      <label htmlFor={id} className="text-[11px] text-slate-400">
        Find a template
      </label>
      <input
        id={id}
        type="search"
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.target.value)}
        className="h-8 rounded-md border border-white/10 bg-night-800 px-2 text-xs text-white"
      />
    </div>
  );
}

/**
 * The Elements tab's Templates group: the saved sections, each with a small preview, 50 at a time ('More templates'
 * for the next), with 'Find a template' once there are templates. Clicking one inserts a copy with fresh ids at the
 * page root (after the selected section, or last); Delete asks first. Pages keep copies already made.
 */
export function TemplatesGroup() {
  const [search, setSearch] = useState('');
  const templates = useTemplatePages(search);
  const utils = trpc.useUtils();
  const remove = trpc.builderTemplate.delete.useMutation();
  const [deleting, setDeleting] = useState<BuilderTemplate | null>(null);
  const items = templates.data?.pages.flatMap((page) => page.items) ?? [];
  const total = templates.data?.pages[0]?.total ?? 0;

  return (
    <section aria-label="Templates">
      <details open>
        <summary className="mb-2 cursor-pointer text-xs font-semibold tracking-wide text-slate-300 uppercase">Templates</summary>
        {total > 0 || search !== '' ? <TemplateSearch search={search} onSearch={setSearch} /> : null}
        {templates.isPending ? (
          <p className="flex items-center gap-2 text-xs text-slate-400">
            <Spinner /> Loading templates...
          </p>
        ) : templates.isError ? (
          <p role="alert" className="text-xs text-red-300">
            {templates.error.message}
          </p>
        ) : items.length === 0 ? (
          <p className="text-xs text-slate-400">
            {search !== '' ? 'No template has that name.' : 'No templates yet. Select a section, then Save as template in its Settings.'}
          </p>
        ) : (
          <>
            <ul className="space-y-2">
              {items.map((template) => (
                <TemplateItem key={template.id} template={template} onDelete={() => setDeleting(template)} />
              ))}
            </ul>
            {templates.hasNextPage ? (
              <Button
                variant="ghost"
                size="sm"
                className="mt-2 w-full"
                aria-busy={templates.isFetchingNextPage || undefined}
                onClick={() => !templates.isFetchingNextPage && void templates.fetchNextPage()}
              >
                {templates.isFetchingNextPage ? <Spinner /> : null}
                More templates
              </Button>
            ) : null}
          </>
        )}
      </details>
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete template ${deleting?.name ?? ''}?`}
        description="Pages it was inserted on keep their copies."
        confirmLabel="Delete template"
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting === null) return;
          remove.mutate(
            { templateId: deleting.id },
            {
              onSuccess: () => toast({ title: 'Template deleted' }),
              onError: (error) => toast({ title: 'The template was not deleted', description: error.message, variant: 'destructive' }),
              onSettled: () => void utils.builderTemplate.list.invalidate().then(() => setDeleting(null)),
            },
          );
        }}
      />
    </section>
  );
}
