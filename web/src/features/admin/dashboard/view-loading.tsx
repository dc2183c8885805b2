import { Spinner } from '../../../components/ui/spinner.tsx';

/** The content manager's "Loading {what}…" while a view's code or data arrives. */
export function ViewLoading({ what }: { what: string }) {
  return (
    <div role="status" className="flex items-center gap-3 p-6 text-slate-300">
      <Spinner /> Loading {what}…
    </div>
  );
}
