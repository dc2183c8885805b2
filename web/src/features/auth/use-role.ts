import type { UserRole } from '@app/contracts/roles';
import { useQuery } from '@tanstack/react-query';
import { currentUserQuery } from './current-user-query.ts';

/** The signed-in account's role as the server last said it (null while unknown or signed out). */
export function useRole(): UserRole | null {
  return useQuery(currentUserQuery).data?.role ?? null;
}
