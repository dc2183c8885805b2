import type { PublicUser } from '@app/contracts';
// The form-post module alone: the package entry would pull zod into the first-load bundle.
import { FORM_NOTICES } from '@app/contracts/form-post';
import { useMutation, useQuery, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { apiRequest } from '../../lib/api-request.ts';
import { toast } from '../../lib/toast-store.ts';
import { clearSessionCache } from './clear-session-cache.ts';
import { currentUserQuery } from './current-user-query.ts';

/**
 * What the authentication context offers the app: the current user and logging out. (Signing in and
 * up happen on /auth, a page served as islands, through the REST adapters: see `AuthForms`.)
 */
export interface AuthContextValue {
  user: PublicUser | null;
  isLoading: boolean;
  error: Error | null;
  logoutMutation: UseMutationResult<void, Error, void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** Holds the current user (docs/product.md §4) and the logout action with its toasts. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data, isLoading, error } = useQuery(currentUserQuery);

  const logoutMutation = useMutation({
    mutationFn: async () => {
      await apiRequest('POST', '/api/logout');
    },
    onSuccess: () => {
      clearSessionCache(queryClient);
      toast(FORM_NOTICES['signed-out']);
    },
    onError: (err) => toast({ title: 'Logout failed', description: err.message, variant: 'destructive' }),
  });

  return <AuthContext.Provider value={{ user: data ?? null, isLoading, error, logoutMutation }}>{children}</AuthContext.Provider>;
}

/** The authentication context; throws when used outside AuthProvider (docs/product.md §8). */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
