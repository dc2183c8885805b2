import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from './components/toaster.tsx';
import { AuthProvider } from './features/auth/auth-context.tsx';
import { currentUserQuery } from './features/auth/current-user-query.ts';
import { seedPublishedBuilderPage } from './features/builder/public/builder-page-query.ts';
import { seedPageContent } from './features/page-content/page-content-query.ts';
import { readInitialState } from './lib/initial-state.ts';
import { createQueryClient } from './lib/query-client.ts';
import { createTrpcClient, createTrpcUtils, trpc } from './lib/trpc.ts';
import { createAppRouter } from './router.tsx';
import './styles.css';

function App() {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    // The page came with the current user: no need to ask /api/user again.
    const initial = readInitialState();
    if (initial) client.setQueryData(currentUserQuery.queryKey, initial.user);
    // And an editable page came with its saved edits, so its first render already shows them.
    if (initial?.page) seedPageContent(client, initial.page);
    // And a path a builder page may take came with that page (or null), so the right page draws at once.
    if (initial?.builderPage) seedPublishedBuilderPage(client, initial.builderPage.path, initial.builderPage.page);
    return client;
  });
  const [trpcClient] = useState(createTrpcClient);
  const [router] = useState(() => createAppRouter(queryClient, createTrpcUtils(queryClient, trpcClient)));
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <RouterProvider router={router} />
          <Toaster />
        </AuthProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
