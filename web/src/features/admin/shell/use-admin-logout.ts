import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { apiRequest } from '../../../lib/api-request.ts';
import { toast } from '../../../lib/toast-store.ts';
import { clearSessionCache } from '../../auth/clear-session-cache.ts';

/** The sidebar's Logout: ends the session, forgets cached data and goes to /admin/login (docs/product.md §8). */
export function useAdminLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('POST', '/api/logout');
    },
    onSuccess: async () => {
      clearSessionCache(queryClient);
      await navigate({ to: '/admin/login' });
      toast({ title: 'Logged out', description: 'You have been logged out of the admin panel' });
    },
    onError: (error) => toast({ title: 'Logout failed', description: error.message, variant: 'destructive' }),
  });
}
