import { RouterProvider } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { readInitialState } from './lib/initial-state.ts';
import { createQueryClient } from './lib/query-client.ts';
import { createTrpcClient } from './lib/trpc.ts';
import { createAppRouter } from './router.tsx';
import { seedInitialState } from './seed-initial-state.ts';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const queryClient = createQueryClient();
const router = createAppRouter({ queryClient, trpcClient: createTrpcClient() });

// A server-rendered page carries the router's bootstrap data ($_TSR); the admin screens and the
// Vite dev server send an empty root, which the app renders into from scratch.
if ('$_TSR' in window) {
  hydrateRoot(
    container,
    <StrictMode>
      <RouterClient router={router} />
    </StrictMode>,
  );
} else {
  const initial = readInitialState();
  if (initial) seedInitialState(queryClient, initial);
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
