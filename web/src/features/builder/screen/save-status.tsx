import { Button } from '../../../components/ui/button.tsx';
import { useBuilderSession, useSessionValue } from './session-context.ts';

/** The bar's save state: 'Saving...' while steps are on their way (also while retrying), else 'All changes saved'. */
export function SaveStatus() {
  const status = useSessionValue((snapshot) => snapshot.status);
  return (
    <p role="status" className="text-xs whitespace-nowrap text-slate-400">
      {status === 'saved' ? 'All changes saved' : 'Saving...'}
      {status === 'retrying' ? <span className="ml-1 text-amber-300">(connection lost, retrying)</span> : null}
    </p>
  );
}

/** The banner after a step that was not saved: why (the server's refusal, or the page read afresh) and what stands. */
export function ConflictBanner() {
  const session = useBuilderSession();
  const conflict = useSessionValue((snapshot) => snapshot.conflict);
  if (conflict === null) return null;
  return (
    <div
      role="alert"
      className="flex items-center justify-between gap-4 border-b border-amber-400/30 bg-amber-500/15 px-4 py-2 text-sm text-amber-100"
    >
      <p>
        <strong className="font-semibold">A change was not saved.</strong> {conflict}
      </p>
      <Button size="sm" variant="outline" onClick={() => session.dismissConflict()}>
        Dismiss
      </Button>
    </div>
  );
}
