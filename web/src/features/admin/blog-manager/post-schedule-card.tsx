import type { AdminBlogPost } from '@app/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { localInputValue, publishTimeProblem } from '../shared/datetime-local.ts';
import { EditorCard } from './editor-card.tsx';

/** Where the post stands, in one sentence. */
function standing(post: AdminBlogPost): string {
  if (post.status === 'scheduled' && post.offlineUntil && post.publishedAt)
    return `Offline until ${formatDateTime(post.offlineUntil)}, then live again, dated ${formatDateTime(post.publishedAt)}.`;
  if (post.status === 'published' && post.publishedAt) return `Published on ${formatDateTime(post.publishedAt)}.`;
  if (post.status === 'scheduled' && post.publishedAt) return `Scheduled: goes live on ${formatDateTime(post.publishedAt)}.`;
  return 'Draft: not on the website.';
}

/**
 * The Publishing card: where the post stands, and a publish-at time to schedule it. Scheduling a live post takes it off
 * the website until that time, so it asks first, and the post keeps its original date unless the admin asks for the new one.
 */
export function PostScheduleCard({
  post,
  busy,
  onSchedule,
}: {
  post: AdminBlogPost;
  busy: boolean;
  onSchedule: (at: string, newDate: boolean) => void;
}) {
  const waitingAt = post.status === 'scheduled' ? (post.offlineUntil ?? post.publishedAt) : null;
  const [at, setAt] = useState(() => (waitingAt ? localInputValue(waitingAt) : ''));
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [newDate, setNewDate] = useState(false);
  const live = post.status === 'published';

  const schedule = () => {
    const problem = publishTimeProblem(at);
    setError(problem);
    if (problem) return;
    const when = new Date(at);
    if (!live) return onSchedule(when.toISOString(), false);
    setNewDate(false);
    setConfirming(when.toISOString());
  };

  return (
    <EditorCard title="Publishing">
      <p className="text-sm text-slate-300">{standing(post)}</p>
      <div className="flex flex-wrap items-end gap-2">
        <TextField
          label="Publish at"
          type="datetime-local"
          className="min-w-56 flex-1"
          value={at}
          error={error}
          hint="Schedule the post to go live at this time (your time zone)."
          onChange={(event) => setAt(event.target.value)}
        />
        <Button variant="outline" disabled={busy} onClick={schedule} className="mb-6">
          Schedule
        </Button>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        title="Take this post offline until then?"
        description={
          <div className="space-y-3">
            <p>
              This post is live. Scheduling it takes it off the website until {confirming ? formatDateTime(confirming) : ''}, when it goes
              live again.
            </p>
            <Checkbox
              label={`Date it ${confirming ? formatDateTime(confirming) : ''} (otherwise it keeps ${post.publishedAt ? formatDateTime(post.publishedAt) : 'its date'})`}
              checked={newDate}
              onChange={(event) => setNewDate(event.target.checked)}
            />
          </div>
        }
        confirmLabel="Take offline and schedule"
        onConfirm={() => {
          if (confirming) onSchedule(confirming, newDate);
          setConfirming(null);
        }}
        onCancel={() => setConfirming(null)}
      />
    </EditorCard>
  );
}
