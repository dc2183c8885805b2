import { RouterProvider } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { restorePageAddress } from './lib/page-address.ts';
import { forgetFormPostOnNavigation } from './lib/form-post.tsx';
import { readInitialState } from './lib/initial-state.ts';
import { createQueryClient } from './lib/query-client.ts';
import { createTrpcClient } from './lib/trpc.ts';
import { createAppRouter } from './router.tsx';
import { seedInitialState } from './seed-initial-state.ts';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
const container: HTMLElement = root;

// Evaluating the app's modules is one long task; building the router and hydrating start in the next,
// so the browser can handle input and paint in between (a message, not a timer: it is not throttled,
// and a page whose clock is faked still starts).
const nextTask = new MessageChannel();
nextTask.port1.onmessage = startApp;
nextTask.port2.postMessage(null);

/** Builds the query cache and router, then hydrates the server-rendered page (or renders an empty root). */
function startApp() {
  // A refused form post is shown at the adapter's address: the router must see the page's own.
  restorePageAddress();
  const queryClient = createQueryClient();
  const router = createAppRouter({ queryClient, trpcClient: createTrpcClient() });
  forgetFormPostOnNavigation(router, queryClient);

  // A server-rendered page carries the router's bootstrap data ($_TSR); the admin screens and the
  // Vite dev server send an empty root, which the app renders into from scratch. The page is already
  // drawn, so hydrating it is a transition: React yields to the browser between components instead of
  // holding the main thread for the whole tree.
  if ('$_TSR' in window) {
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <RouterClient router={router} />
        </StrictMode>,
      );
    });
  } else {
    const initial = readInitialState();
    if (initial) seedInitialState(queryClient, initial);
    createRoot(container).render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  }
}
