import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../lib/toast-store.ts';
import { trpc } from '../../../lib/trpc.ts';
import { fieldsOfPost } from './post-draft.ts';
import { differingFields } from './post-versions.ts';
import { messageOf } from './save-error.ts';
import type { PostEditor } from './use-post-editor.ts';

/**
 * Shown when a save was refused because someone saved this post since it was opened: reload their
 * version, or see both versions side by side (the fields that differ) and keep theirs or save mine.
 */
export function StaleSaveBanner({ editor, currentRevision }: { editor: PostEditor; currentRevision: number }) {
  const [comparing, setComparing] = useState(false);
  const [busy, setBusy] = useState(false);
  const theirs = trpc.blogAdmin.byId.useQuery({ id: editor.saved.id }, { enabled: comparing, staleTime: 0 });
  const differences = theirs.data ? differingFields(editor.draft, fieldsOfPost(theirs.data)) : [];

  const act = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      toast({ title: done });
    } catch (error) {
      toast({ title: 'Changes not saved', description: messageOf(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div role="alert" className="grid gap-3 rounded-2xl border border-amber-500/30 bg-amber-950/60 p-4 text-sm text-amber-100">
      <p>
        This post was saved elsewhere (another tab or admin, now revision {currentRevision}) after you opened it. Your changes are not saved
        yet and nothing was overwritten.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" disabled={busy} onClick={() => void act(editor.reload, 'Post reloaded')}>
          Reload their version
        </Button>
        <Button size="sm" variant="outline" aria-expanded={comparing} disabled={busy} onClick={() => setComparing((open) => !open)}>
          {comparing ? 'Hide versions' : 'See both versions'}
        </Button>
        {busy ? <Spinner /> : null}
      </div>
      {comparing ? (
        theirs.isPending ? (
          <p role="status" className="flex items-center gap-2">
            <Spinner /> Loading their version…
          </p>
        ) : theirs.isError ? (
          <p>Their version could not be loaded: {theirs.error.message}</p>
        ) : (
          <div className="grid gap-3">
            {differences.length === 0 ? (
              <p>Both versions hold the same fields.</p>
            ) : (
              <div className="overflow-x-auto">
                <table className="w-full table-fixed text-left text-xs text-slate-200">
                  <caption className="mb-2 text-left text-sm font-semibold text-amber-100">Fields that differ</caption>
                  <thead>
                    <tr className="border-b border-white/15">
                      <th scope="col" className="w-36 py-2 pr-3">
                        Field
                      </th>
                      <th scope="col" className="py-2 pr-3">
                        Your version
                      </th>
                      <th scope="col" className="py-2">
                        Their version
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {differences.map((difference) => (
                      <tr key={difference.label} className="border-b border-white/10 align-top">
                        <th scope="row" className="py-2 pr-3 font-medium">
                          {difference.label}
                        </th>
                        <td className="max-h-40 py-2 pr-3 break-words whitespace-pre-wrap">{difference.mine}</td>
                        <td className="py-2 break-words whitespace-pre-wrap">{difference.theirs}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <div className="flex flex-wrap gap-2">
              <Button size="sm" variant="outline" disabled={busy} onClick={() => void act(editor.reload, 'Post reloaded')}>
                Keep their version
              </Button>
              <Button size="sm" variant="destructive" disabled={busy} onClick={() => void act(editor.keepMine, 'Changes saved')}>
                Save my changes over theirs
              </Button>
            </div>
          </div>
        )
      ) : null}
    </div>
  );
}
