import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { QueryState } from './query-state.tsx';

/**
 * The foot of a "Show more" list: a later page's error with Try again, then Show more while there is a `next` page
 * (`onMore` reads it), or a spinner while a later page arrives.
 */
export function ShowMoreButton({
  next,
  pagesRead,
  fetching,
  error,
  onRetry,
  onMore,
}: {
  next: string | null;
  pagesRead: number;
  fetching: boolean;
  error: { message: string } | null;
  onRetry: () => void;
  onMore: (next: string) => void;
}) {
  return (
    <>
      {error && pagesRead > 1 ? <QueryState loadingText="" error={error} onRetry={onRetry} /> : null}
      {next !== null ? (
        <div>
          <Button variant="outline" disabled={fetching} onClick={() => onMore(next)}>
            Show more
          </Button>
        </div>
      ) : fetching && pagesRead > 1 ? (
        <Spinner />
      ) : null}
    </>
  );
}
