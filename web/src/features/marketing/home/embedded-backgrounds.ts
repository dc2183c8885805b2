import { useQueryClient, type QueryClient } from '@tanstack/react-query';

/** Where the backgrounds the server embedded in the page live in the query cache (server and browser alike). */
const EMBEDDED_BACKGROUNDS_KEY = ['embedded-backgrounds'] as const;

/** Keeps the server's element-id -> image URL bindings in the cache, so a render on either side reads the same. */
export function seedEmbeddedBackgrounds(queryClient: QueryClient, backgrounds: Record<string, string | null>): void {
  queryClient.setQueryData(EMBEDDED_BACKGROUNDS_KEY, backgrounds);
}

/** The image the server said is bound to an element, or null (none, or not known). */
export function useEmbeddedBackground(elementId: string): string | null {
  return useQueryClient().getQueryData<Record<string, string | null>>(EMBEDDED_BACKGROUNDS_KEY)?.[elementId] ?? null;
}
