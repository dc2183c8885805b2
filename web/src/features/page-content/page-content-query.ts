import type { EditablePageSlug, PageContent } from '@app/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { trpc } from '../../lib/trpc.ts';

/**
 * The saved edits and SEO of one editable page, or undefined while they load or when they cannot be
 * read: the page then renders its built-in content, never nothing.
 */
export function usePageContent(slug: EditablePageSlug): PageContent | undefined {
  // A failed read is not the visitor's problem: no error boundary, no retry, the built-in page stays.
  const query = trpc.page.bySlug.useQuery({ slug }, { throwOnError: false, retry: false });
  return query.data;
}

/**
 * Puts a page's content into the query cache under the key `usePageContent` reads: the content the
 * server embedded in the HTML (so the first render already shows the saved edits), or a save's answer.
 */
export function seedPageContent(queryClient: QueryClient, page: PageContent): void {
  queryClient.setQueryData(getQueryKey(trpc.page.bySlug, { slug: page.slug }, 'query'), page);
}
