import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../lib/toast-store.ts';
import type { BuilderSession } from './builder-session.ts';
import { conflictVersions, type EditConflict } from './edit-conflicts.ts';
import { useBuilderSession, useSessionValue } from './session-context.ts';

function stepsNote(dropped: number): string | null {
  if (dropped === 0) return null;
  return dropped === 1
    ? '1 undo step no longer applied and was dropped; the rest of your history is kept.'
    : `${dropped} undo steps no longer applied and were dropped; the rest of your history is kept.`;
}

/** One conflict: what clashed, both versions (theirs as the page has it now, yours) and the two ways out. */
function ConflictItem({ session, conflict }: { session: BuilderSession; conflict: EditConflict }) {
  const headingId = useId();
  const page = useSessionValue((snapshot) => snapshot.editor.page);
  const { deleted, rows } = conflictVersions(page, conflict);
  const title = `${conflict.elementName} · ${conflict.what}`;
  const apply = () => {
    const result = session.applyYours(conflict.key);
    toast(
      result.ok
        ? { title: 'Your version applied' }
        : { title: 'Your version was not applied', description: result.message, variant: 'destructive' },
    );
  };
  return (
    <li aria-labelledby={headingId} className="rounded-md border border-amber-400/30 bg-night-800 p-3">
      <h3 id={headingId} className="text-sm font-semibold text-white">
        {title}
      </h3>
      <dl className="mt-2 grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-xs font-medium text-slate-400">Theirs (on the page now)</dt>
          <dd className="mt-0.5 break-words whitespace-pre-wrap text-slate-200">
            {deleted
              ? 'Deleted by another person'
              : rows.map((row) => (rows.length > 1 ? `${row.label}: ${row.theirs}` : row.theirs)).join('\n') || 'Changed by another person'}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-400">Yours</dt>
          <dd className="mt-0.5 break-words whitespace-pre-wrap text-slate-200">
            {rows.map((row) => (rows.length > 1 ? `${row.label}: ${row.yours}` : row.yours)).join('\n') || conflict.what}
          </dd>
        </div>
      </dl>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" onClick={apply} aria-describedby={headingId}>
          Apply mine on top
        </Button>
        <Button size="sm" variant="outline" onClick={() => session.keepTheirs(conflict.key)} aria-describedby={headingId}>
          Keep theirs
        </Button>
      </div>
    </li>
  );
}

/**
 * The changes of yours that clashed with another person's (the same property, or an element they deleted): each
 * with both versions, to apply yours on top in one click or keep theirs; and how many undo steps were dropped.
 * Nothing you typed is let go until you choose to keep theirs.
 */
export function ConflictPanel() {
  const session = useBuilderSession();
  const conflicts = useSessionValue((snapshot) => snapshot.conflicts);
  const dropped = useSessionValue((snapshot) => snapshot.droppedSteps);
  const headingId = useId();
  if (conflicts.length === 0) return null;
  const note = stepsNote(dropped);
  return (
    <section
      aria-labelledby={headingId}
      className="max-h-[45vh] overflow-y-auto border-b border-amber-400/30 bg-amber-500/10 px-4 py-3 text-amber-100"
    >
      <h2 id={headingId} className="text-sm font-semibold">
        Your changes clashed with another person’s
      </h2>
      <div role="alert" className="mt-1 text-sm">
        {conflicts.map((conflict) => (
          <p key={conflict.key}>{conflict.message} Your version is kept below.</p>
        ))}
        {note === null ? null : <p>{note}</p>}
      </div>
      <ul className="mt-3 space-y-3">
        {conflicts.map((conflict) => (
          <ConflictItem key={conflict.key} session={session} conflict={conflict} />
        ))}
      </ul>
    </section>
  );
}
