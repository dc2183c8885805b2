import type { PublicUser } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { getQueryFn } from '../../lib/api-request.ts';

/** The current user (GET /api/user); `null` when signed out (a 401). Shared by guards and UI. */
export const currentUserQuery = queryOptions({
  queryKey: ['/api/user'] as const,
  queryFn: getQueryFn<PublicUser>({ on401: 'returnNull' }),
});
