import type { AdminBlogPost } from '@app/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { formatDateTime } from '../shared/format-date-time.ts';
import { EditorCard } from './editor-card.tsx';

/** A `datetime-local` value (the reader's zone) for an ISO time. */
function localInputValue(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The Publishing card: where the post stands, and a publish-at time to schedule it. */
export function PostScheduleCard({ post, busy, onSchedule }: { post: AdminBlogPost; busy: boolean; onSchedule: (at: string) => void }) {
  const [at, setAt] = useState(() => (post.status === 'scheduled' && post.publishedAt ? localInputValue(post.publishedAt) : ''));
  const [error, setError] = useState<string | undefined>();
  const schedule = () => {
    const when = new Date(at);
    if (!at || Number.isNaN(when.getTime())) return setError('Choose a date and time.');
    if (when.getTime() <= Date.now()) return setError('Choose a time in the future, or use Publish to publish now.');
    setError(undefined);
    onSchedule(when.toISOString());
  };
  return (
    <EditorCard title="Publishing">
      <p className="text-sm text-slate-300">
        {post.status === 'published' && post.publishedAt
          ? `Published on ${formatDateTime(post.publishedAt)}.`
          : post.status === 'scheduled' && post.publishedAt
            ? `Scheduled: goes live on ${formatDateTime(post.publishedAt)}.`
            : 'Draft: not on the website.'}
      </p>
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
    </EditorCard>
  );
}
