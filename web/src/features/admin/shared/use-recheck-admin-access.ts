import { isStaff } from '@app/contracts/roles';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useRef } from 'react';
import { readTrpcError } from '../../../lib/trpc-error.ts';
import { currentUserQuery } from '../../auth/current-user-query.ts';

/** Whether the server refused a call for want of a session (401) or of the admin role (403). */
export function isAccessRefused(error: unknown): boolean {
  const status = readTrpcError(error)?.status;
  return status === 401 || status === 403;
}

/**
 * Returns a check to call with an admin call's error. On a 401 or 403 it reads who is signed in
 * afresh and runs the admin route guard again, which sends someone who is no longer an admin (their
 * session ended, or they lost the role) to /admin/login; then nothing read as an admin stays cached.
 * Any other error, or an admin still signed in, changes nothing.
 */
export function useRecheckAdminAccess(): (error: unknown) => void {
  const queryClient = useQueryClient();
  const router = useRouter();
  const checking = useRef(false);
  return useCallback(
    (error: unknown) => {
      if (!isAccessRefused(error) || checking.current) return;
      checking.current = true;
      const recheck = async () => {
        const user = await queryClient.fetchQuery({ ...currentUserQuery, staleTime: 0 });
        // Still staff: the screens' role gates read the role just fetched.
        if (isStaff(user?.role)) return;
        await router.invalidate();
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserQuery.queryKey[0] });
      };
      // A failed check (the network) leaves the screen as it is: the guard runs again on the next navigation.
      recheck()
        .catch(() => undefined)
        .finally(() => {
          checking.current = false;
        });
    },
    [queryClient, router],
  );
}

/**
 * `useRecheckAdminAccess` for a screen's list: a refused read (`error`, the session ended or the admin role
 * went) lets the guard decide where to go. Returns the check, for the screen's mutations to call too.
 */
export function useRecheckOnRefusal(error: unknown): (error: unknown) => void {
  const recheck = useRecheckAdminAccess();
  useEffect(() => {
    if (error) recheck(error);
  }, [error, recheck]);
  return recheck;
}
