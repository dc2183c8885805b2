import type { QueryClient } from '@tanstack/react-query';
import { currentUserQuery } from './current-user-query.ts';

/** Forgets the signed-in user and everything cached for them, so nothing outlives the session. */
export function clearSessionCache(queryClient: QueryClient): void {
  queryClient.setQueryData(currentUserQuery.queryKey, null);
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== currentUserQuery.queryKey[0] });
}
