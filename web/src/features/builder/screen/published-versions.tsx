import { builtInPageAt, type BuilderPageSummary } from '@app/contracts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../lib/toast-store.ts';
import { trpc } from '../../../lib/trpc.ts';
import { useLiveChangeQuestion } from './live-change-question.tsx';

/**
 * The published versions of the open page (time, author; the live one marked), each with Revert (the page goes
 * back to that tree as new steps, so history stays linear), and Unpublish (the site shows the built-in page again; asked first when it does).
 */
export function PublishedVersions({ page }: { page: BuilderPageSummary }) {
  const pageId = page.id;
  const [open, setOpen] = useState(false);
  // Giving a built-in page's address back asks first (guarded publishing).
  const { ask, question } = useLiveChangeQuestion();
  const utils = trpc.useUtils();
  const versions = trpc.builderPage.publishedVersions.useQuery({ pageId }, { enabled: open });
  const revert = trpc.builderPage.revert.useMutation({
    onSuccess: (result) =>
      toast({ title: 'Page reverted', description: `The page is back to that version (now version ${result.version}).` }),
    onError: (error) => toast({ title: 'Revert failed', description: error.message, variant: 'destructive' }),
  });
  const unpublish = trpc.builderPage.unpublish.useMutation();
  const onUnpublish = () =>
    ask(
      page,
      { operation: 'unpublish' },
      async (confirmedAddresses) => {
        await unpublish.mutateAsync({ pageId, confirmedAddresses });
        await Promise.all([
          utils.builderPage.list.invalidate(),
          utils.builderPage.bySlug.invalidate(),
          utils.builderPage.publishedVersions.invalidate({ pageId }),
        ]);
        const back = builtInPageAt(page.path);
        toast({
          title: 'Page unpublished',
          description: back
            ? `The website shows the built-in ${back.name} page at ${page.path} again.`
            : `Nothing is published at ${page.path} now.`,
        });
      },
      (error) =>
        toast({
          title: 'Unpublish failed',
          description: error instanceof Error ? error.message : 'Please try again.',
          variant: 'destructive',
        }),
    );

  return (
    <div className="relative">
      <Button variant="ghost" size="sm" aria-expanded={open} aria-controls="builder-published-versions" onClick={() => setOpen(!open)}>
        Versions
      </Button>
      {open ? (
        <section
          id="builder-published-versions"
          aria-label="Published versions"
          className="absolute top-11 right-0 z-40 w-80 rounded-xl border border-white/10 bg-night-800 p-4 shadow-2xl"
        >
          <h2 className="mb-2 text-sm font-semibold text-white">Published versions</h2>
          {versions.isPending ? <p className="text-sm text-slate-400">Loading…</p> : null}
          {versions.data?.length === 0 ? <p className="text-sm text-slate-400">This page has not been published yet.</p> : null}
          <ul className="max-h-72 space-y-2 overflow-y-auto">
            {versions.data?.map((version) => (
              <li key={version.publishedAt} className="flex items-center justify-between gap-2 rounded-lg bg-night-700 px-3 py-2 text-sm">
                <div>
                  <p className="text-white">
                    Version {version.version}{' '}
                    {version.live ? <span className="ml-1 rounded bg-emerald-600 px-1.5 text-xs">Live</span> : null}
                  </p>
                  <p className="text-xs text-slate-400">
                    <time dateTime={version.publishedAt}>{formatDateTime(version.publishedAt)}</time>
                    {' · '}
                    {version.author?.name ?? 'Deleted account'}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Revert to version ${version.version}`}
                  disabled={revert.isPending}
                  onClick={() => revert.mutate({ pageId, toVersion: version.version })}
                >
                  Revert
                </Button>
              </li>
            ))}
          </ul>
          {page.publishedVersion !== null ? (
            <Button
              variant="destructive"
              size="sm"
              className="mt-3 w-full"
              disabled={unpublish.isPending}
              onClick={() => void onUnpublish()}
            >
              Unpublish
            </Button>
          ) : null}
        </section>
      ) : null}
      {question}
    </div>
  );
}
