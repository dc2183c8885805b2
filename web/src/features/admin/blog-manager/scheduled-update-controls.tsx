import type { AdminBlogPost } from '@app/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { formatDateTime } from '../../../lib/format-date-time.ts';

/** The calls of a scheduled Update ("Update at" a time, and its cancel), for a role that may Update the post. */
export interface ScheduledUpdateActions {
  onSchedule: (at: string) => void;
  onCancel: () => void;
}

/** The viewer's time zone by name ("Europe/Berlin"), as the `datetime-local` input reads its value in it. */
function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * In a live post's working-copy notice: "Update scheduled for <time>" with Cancel, or an "Update at" time to schedule
 * the changes for; and why the last scheduled Update could not be applied, when it could not.
 */
export function ScheduledUpdateControls({
  workingCopy,
  busy,
  actions,
}: {
  workingCopy: AdminBlogPost['workingCopy'];
  busy: boolean;
  actions: ScheduledUpdateActions;
}) {
  const [at, setAt] = useState('');
  const [error, setError] = useState<string | undefined>();
  const applyAt = workingCopy?.applyAt ?? null;

  const schedule = () => {
    const when = new Date(at);
    const problem =
      !at || Number.isNaN(when.getTime())
        ? 'Choose a date and time.'
        : when.getTime() <= Date.now()
          ? 'Choose a time in the future, or press Update to apply the changes now.'
          : undefined;
    setError(problem);
    if (!problem) actions.onSchedule(when.toISOString());
  };

  return (
    <div className="grid gap-2">
      {workingCopy?.applyFailure ? (
        <p role="alert" className="rounded-lg border border-amber-400/40 bg-amber-400/10 px-3 py-2 text-amber-200">
          {workingCopy.applyFailure}
        </p>
      ) : null}
      {applyAt ? (
        <div className="flex flex-wrap items-center gap-2">
          <p>
            <strong>Update scheduled for {formatDateTime(applyAt)}</strong>
            {workingCopy?.applyBy ? ` (by ${workingCopy.applyBy})` : ''}. Edits you save until then are included: what the draft holds at
            that time goes live.
          </p>
          <Button size="sm" variant="outline" disabled={busy} onClick={actions.onCancel}>
            Cancel scheduled update
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap items-end gap-2">
          <TextField
            label="Update at"
            type="datetime-local"
            className="min-w-56 flex-1"
            value={at}
            error={error}
            hint={`Your changes go live at this time (your time zone, ${viewerTimeZone()}). Edits saved after scheduling go live with them.`}
            onChange={(event) => setAt(event.target.value)}
          />
          <Button size="sm" variant="outline" disabled={busy} onClick={schedule} className="mb-6">
            Schedule update
          </Button>
        </div>
      )}
    </div>
  );
}
