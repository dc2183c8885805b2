import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

/** What a list shows before its first page arrives: a spinner while loading, else the error and Try again. */
export function QueryState({
  loadingText,
  error,
  onRetry,
}: {
  loadingText: string;
  error: { message: string } | null;
  onRetry: () => void;
}) {
  if (!error) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-300">
        <Spinner /> {loadingText}
      </p>
    );
  }
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-300">
      <span>{error.message || 'Something went wrong. Please try again.'}</span>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
