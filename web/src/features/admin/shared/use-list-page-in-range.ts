import { useEffect } from 'react';

/**
 * Keeps a paged list on a list page that exists: when the list shrinks under it (the last row of the last
 * list page deleted), it steps back to the new last list page instead of showing an empty one.
 */
export function useListPageInRange(page: number, pageCount: number | undefined, setPage: (page: number) => void): void {
  useEffect(() => {
    if (pageCount !== undefined && page > pageCount) setPage(pageCount);
  }, [page, pageCount, setPage]);
}
