import type { BuilderPageSummary } from '@app/contracts';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../lib/toast-store.ts';
import { trpc } from '../../../lib/trpc.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { localInputValue, publishTimeProblem } from '../../admin/shared/datetime-local.ts';
import { useRefreshWhenDue } from '../../admin/shared/use-refresh-when-due.ts';
import { useLiveChangeQuestion } from './live-change-question.tsx';
import type { BuilderSession } from './builder-session.ts';

/** Where the page stands, in one sentence. */
function standing(page: BuilderPageSummary): string {
  const live = page.publishedAt ? `Live since ${formatDateTime(page.publishedAt)}` : 'Not on the website';
  return page.scheduledAt ? `${live}; version ${page.scheduledVersion} goes live on ${formatDateTime(page.scheduledAt)}.` : `${live}.`;
}

/**
 * 'Schedule' in the builder's top bar: publish the page as it is now at a time to come (on every instance, with no
 * one online), or cancel a scheduled publish. A page already live stays as it is until then, so scheduling it asks
 * first, as the post editor does. It publishes through the same server publish as 'Publish'.
 */
export function SchedulePublish({ session, page }: { session: BuilderSession; page: BuilderPageSummary }) {
  const titleId = useId();
  const utils = trpc.useUtils();
  const [open, setOpen] = useState(false);
  const [at, setAt] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState<string | null>(null);
  const publish = trpc.builderPage.publish.useMutation();
  const cancel = trpc.builderPage.cancelSchedule.useMutation();
  const busy = publish.isPending || cancel.isPending;

  const refresh = () =>
    Promise.all([
      utils.builderPage.list.invalidate(),
      utils.builderPage.bySlug.invalidate(),
      utils.builderPage.publishedVersions.invalidate({ pageId: page.id }),
    ]);

  // At its time the scheduled version goes live: the page is read again, so this tab says so without a reload.
  useRefreshWhenDue([page.scheduledAt], refresh);

  // A page at a built-in page's address asks first, as Publish does (guarded publishing).
  const { ask, question } = useLiveChangeQuestion();
  const schedule = (when: string) =>
    ask(
      page,
      { operation: 'publish' },
      async (confirmedAddresses) => {
        // The publish takes the server's current version, so every queued step goes first.
        await session.whenSent();
        const saved = await publish.mutateAsync({ pageId: page.id, at: when, confirmedAddresses });
        await refresh();
        setOpen(false);
        toast({ title: 'Publish scheduled', description: `Version ${saved.scheduledVersion} goes live on ${formatDateTime(when)}.` });
      },
      (failure) =>
        toast({
          title: 'Not scheduled',
          description: failure instanceof Error ? failure.message : 'Please try again.',
          variant: 'destructive',
        }),
    );

  const onSchedule = () => {
    const problem = publishTimeProblem(at);
    setError(problem);
    if (problem) return;
    const when = new Date(at);
    if (page.publishedVersion === null) return void schedule(when.toISOString());
    setConfirming(when.toISOString());
  };

  const onCancelSchedule = async () => {
    try {
      await cancel.mutateAsync({ pageId: page.id });
      await refresh();
      setOpen(false);
      toast({ title: 'Schedule canceled', description: 'The website keeps showing what it shows now.' });
    } catch (failure) {
      toast({
        title: 'Not canceled',
        description: failure instanceof Error ? failure.message : 'Please try again.',
        variant: 'destructive',
      });
    }
  };

  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        {page.scheduledAt ? 'Scheduled' : 'Schedule'}
      </Button>
      <ModalDialog
        open={open}
        labelledBy={titleId}
        className="w-[min(30rem,calc(100vw-2rem))]"
        onOpen={() => {
          setAt(page.scheduledAt ? localInputValue(page.scheduledAt) : '');
          setError(undefined);
        }}
        onClose={() => setOpen(false)}
      >
        <div className="grid gap-4">
          <h2 id={titleId} className="text-lg font-semibold text-white">
            Schedule publish
          </h2>
          <p className="text-sm text-slate-300">{standing(page)}</p>
          <TextField
            label="Publish at"
            type="datetime-local"
            value={at}
            error={error}
            hint="The page as it is now goes live at this time (your time zone)."
            onChange={(event) => setAt(event.target.value)}
          />
          <div className="flex flex-wrap justify-end gap-2">
            {page.scheduledAt ? (
              <Button variant="destructive" disabled={busy} onClick={() => void onCancelSchedule()}>
                Cancel schedule
              </Button>
            ) : null}
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Close
            </Button>
            <Button disabled={busy} onClick={onSchedule}>
              Schedule
            </Button>
          </div>
        </div>
        <ConfirmDialog
          open={confirming !== null}
          title="Replace the live page at that time?"
          description={`This page is live. It stays as it is until ${confirming ? formatDateTime(confirming) : ''}; then the page as it is now replaces it on the website.`}
          confirmLabel="Schedule"
          onConfirm={() => {
            if (confirming) void schedule(confirming);
            setConfirming(null);
          }}
          onCancel={() => setConfirming(null)}
        />
        {question}
      </ModalDialog>
    </>
  );
}
