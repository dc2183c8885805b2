import { useNavigate } from '@tanstack/react-router';
import { useAuth } from '../auth/auth-context.tsx';

/** Logging out from the public header: the app's mutation (and its toast), then home (docs/product.md §2). */
export function useLogOut(): () => void {
  const { logoutMutation } = useAuth();
  const navigate = useNavigate();
  return () => logoutMutation.mutate(undefined, { onSuccess: () => void navigate({ to: '/' }) });
}
