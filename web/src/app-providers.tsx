import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthProvider } from './features/auth/auth-context.tsx';
import { PageToaster } from './components/page-toaster.tsx';
import { trpc, type TrpcClient } from './lib/trpc.ts';

/**
 * The providers every screen renders inside: tRPC and the query cache, the current user, and the
 * toasts. The router renders them around its matches, so on a server-rendered page they see the
 * query cache only after it has been hydrated from the page.
 */
export function AppProviders({
  queryClient,
  trpcClient,
  children,
}: {
  queryClient: QueryClient;
  trpcClient: TrpcClient;
  children: ReactNode;
}) {
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          {children}
          <PageToaster />
        </AuthProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
