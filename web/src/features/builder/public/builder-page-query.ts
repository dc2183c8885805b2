// Types only: the public bundle must not pull in the contract's zod schemas.
import type { PublishedBuilderPage } from '@app/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { trpc } from '../../../lib/trpc.ts';
import type { RouterContext } from '../../../router-context.ts';

/**
 * A route loader step: the published builder page at a public path ('/', '/features', '/spring-offer'), or null
 * when there is none. It reads through the query cache, which the served page seeds, so the first render
 * already knows which page to draw. A failed read counts as none: the built-in page (or the 404) stays.
 */
export async function loadPublishedBuilderPage(context: RouterContext, path: string): Promise<PublishedBuilderPage | null> {
  return context.trpc.builderPage.published.ensureData({ path }).catch(() => null);
}

/** The published builder page at a path from the cache (undefined while unknown, null when there is none). */
export function usePublishedBuilderPage(path: string): PublishedBuilderPage | null | undefined {
  const query = trpc.builderPage.published.useQuery({ path }, { throwOnError: false, retry: false });
  return query.data;
}

/** Puts what the server embedded for a path (the published builder page, or null) into the cache the loaders read. */
export function seedPublishedBuilderPage(queryClient: QueryClient, path: string, page: PublishedBuilderPage | null): void {
  queryClient.setQueryData(getQueryKey(trpc.builderPage.published, { path }, 'query'), page);
}
