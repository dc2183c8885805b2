import type { QueryClient } from '@tanstack/react-query';
import { currentUserQuery } from './features/auth/current-user-query.ts';
import { seedPageContent } from './features/page-content/page-content-query.ts';
import type { InitialState } from './lib/initial-state.ts';

/**
 * Puts what the server already knew into the query cache: the current user (no /api/user round trip,
 * and no 401 in a signed-out visitor's console) and an editable page's saved edits (its first render
 * already shows them).
 */
export function seedInitialState(queryClient: QueryClient, initial: InitialState): void {
  queryClient.setQueryData(currentUserQuery.queryKey, initial.user);
  if (initial.page) seedPageContent(queryClient, initial.page);
}
