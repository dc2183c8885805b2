import type { PageEdits } from '@app/contracts';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PageEditsProvider } from './page-edits-context.tsx';

/** Test helper: the static HTML of `node` under a page-edits provider with `edits` (and `editing`). */
export function renderEdited(node: ReactNode, edits?: PageEdits, editing = false): string {
  return renderToStaticMarkup(
    <PageEditsProvider edits={edits} editing={editing}>
      {node}
    </PageEditsProvider>,
  );
}

/**
 * Test helper: the static HTML of `node` rendered inside a real TanStack router on an in-memory
 * history at '/', so router `<Link>`s resolve as they do in the app.
 */
export async function renderEditedInRouter(node: ReactNode, edits?: PageEdits): Promise<string> {
  const rootRoute = createRootRoute({
    component: () => <PageEditsProvider edits={edits}>{node}</PageEditsProvider>,
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  await router.load();
  return renderToStaticMarkup(<RouterProvider router={router} />);
}
