import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { fieldsOfPost } from './post-draft.ts';
import { ScheduledUpdateControls, type ScheduledUpdateActions } from './scheduled-update-controls.tsx';
import type { PostEditor } from './use-post-editor.ts';
import { WorkingCopyDiff } from './working-copy-diff.tsx';

/**
 * Above a live post's editor: which text visitors read (the published one, until Update), and, once there are
 * changes, a compare of the edited copy with the live post, Discard changes and its scheduled Update.
 */
export function WorkingCopyNotice({
  editor,
  busy,
  onDiscard,
  scheduling,
}: {
  editor: PostEditor;
  busy: boolean;
  onDiscard: () => void;
  /** A scheduled Update's calls, for a role that may Update a live post; absent otherwise. */
  scheduling?: ScheduledUpdateActions;
}) {
  const [comparing, setComparing] = useState(false);
  const { saved, draft, dirty } = editor;
  if (saved.status !== 'published' && saved.status !== 'scheduled') return null;
  const changed = saved.workingCopy !== null || dirty;
  const live = saved.workingCopy?.live ?? fieldsOfPost(saved);
  const until = saved.status === 'scheduled' ? 'until you publish or schedule it again' : 'until you Update';
  return (
    <section
      aria-label="What visitors see"
      className="grid gap-3 rounded-lg border border-sky-400/30 bg-sky-400/10 px-4 py-3 text-sm text-sky-100"
    >
      <p>
        {saved.status === 'scheduled' ? 'Visitors will see the scheduled version.' : 'Visitors see the published version.'}{' '}
        {changed
          ? `Your changes are saved as a draft of this post ${until}.`
          : `Changes you make are saved as a draft of this post ${until}.`}
      </p>
      {changed ? (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" aria-expanded={comparing} onClick={() => setComparing((open) => !open)}>
            {comparing ? 'Hide changes' : 'Compare with published'}
          </Button>
          <Button size="sm" variant="outline" disabled={busy || editor.pending} onClick={onDiscard}>
            Discard changes
          </Button>
        </div>
      ) : null}
      {changed && comparing ? <WorkingCopyDiff live={live} draft={draft} /> : null}
      {changed && scheduling && saved.status === 'published' ? (
        <ScheduledUpdateControls workingCopy={saved.workingCopy} busy={busy || editor.pending} actions={scheduling} />
      ) : null}
    </section>
  );
}
