import type { BlogRevisionSummary } from '@app/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { trpc } from '../../../lib/trpc.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { EditorCard } from './editor-card.tsx';

const ACTION_LABEL: Record<BlogRevisionSummary['action'], string> = {
  created: 'Created',
  saved: 'Saved',
  published: 'Published',
  unpublished: 'Unpublished',
  restored: 'Restored',
  updated: 'Updated (went live)',
};

/** The Revisions card: the last 20 saves of the post (time, author, what happened), each restorable. */
export function PostRevisions({
  postId,
  currentRevision,
  restoring,
  onRestore,
}: {
  postId: number;
  currentRevision: number;
  restoring: boolean;
  onRestore: (revision: number) => void;
}) {
  const revisions = trpc.blogAdmin.revisions.useQuery({ id: postId });
  return (
    <EditorCard title="Revisions" description="The last 20 saves of this post. Restoring one brings back its fields; the status stays.">
      {revisions.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-400">
          <Spinner /> Loading revisions…
        </p>
      ) : revisions.isError ? (
        <p role="alert" className="text-sm text-red-300">
          The revisions could not be loaded: {revisions.error.message}
        </p>
      ) : (
        <ol className="grid gap-1">
          {revisions.data.map((revision) => (
            <li
              key={revision.revision}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg px-2 py-1.5 text-sm hover:bg-white/5"
            >
              <span className="min-w-0">
                <span className="font-medium text-white">{ACTION_LABEL[revision.action]}</span>{' '}
                <span className="text-slate-400">
                  <time dateTime={revision.savedAt}>{formatDateTime(revision.savedAt)}</time>
                  {revision.savedBy ? ` by ${revision.savedBy}` : ''}
                </span>
              </span>
              {revision.revision === currentRevision ? (
                <span className="text-xs text-slate-400">Current</span>
              ) : (
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={restoring}
                  aria-label={`Restore revision ${revision.revision} (${formatDateTime(revision.savedAt)})`}
                  onClick={() => onRestore(revision.revision)}
                >
                  Restore
                </Button>
              )}
            </li>
          ))}
        </ol>
      )}
    </EditorCard>
  );
}
