import type { QueryClient } from '@tanstack/react-query';
import { currentUserQuery } from './features/auth/current-user-query.ts';
import { seedPublishedBuilderPage } from './features/builder/public/builder-page-query.ts';
import { seedEmbeddedBackgrounds } from './features/marketing/home/embedded-backgrounds.ts';
import { seedPageContent } from './features/page-content/page-content-query.ts';
import { seedFormPost } from './lib/form-post.tsx';
import type { InitialState } from './lib/initial-state.ts';

/**
 * Puts what the server already knew into the query cache: the current user (no /api/user round trip,
 * and no 401 in a signed-out visitor's console), an editable page's saved edits (its first render
 * already shows them), the published builder page of the path and the home page's background.
 */
export function seedInitialState(queryClient: QueryClient, initial: InitialState): void {
  queryClient.setQueryData(currentUserQuery.queryKey, initial.user);
  if (initial.page) seedPageContent(queryClient, initial.page);
  // A path a builder page may take: that page (or null), so the right page draws at once.
  if (initial.builderPage) seedPublishedBuilderPage(queryClient, initial.builderPage.path, initial.builderPage.page);
  // The home page's uploaded background, so a first-time visitor's first render shows it.
  if (initial.backgrounds) seedEmbeddedBackgrounds(queryClient, initial.backgrounds);
  // What the server said about a form posted without JavaScript: the form again, or a success notice.
  seedFormPost(queryClient, initial.formResult, initial.notice);
}
