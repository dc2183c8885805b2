import type { EditablePageSlug } from '@app/contracts/editable-pages';
import type { PublishedBuilderPage } from '@app/contracts';
import { loadPageContent } from '../../page-content/public-page-edits.tsx';
import type { RouterContext } from '../../../router-context.ts';
import { loadPublishedBuilderPage } from './builder-page-query.ts';

/** The published page view's module: its own chunk, fetched only when a builder page is to be drawn. */
export type PublishedPageViewModule = typeof import('./published-builder-page.tsx');

let viewModule: PublishedPageViewModule | undefined;

/** The view's module once a loader has fetched it (so the page draws at once, without a Suspense fallback). */
export function loadedPublishedPageView(): PublishedPageViewModule | undefined {
  return viewModule;
}

/** Fetches the view's module (once). */
export async function importPublishedPageView(): Promise<PublishedPageViewModule> {
  viewModule ??= await import('./published-builder-page.tsx');
  return viewModule;
}

/**
 * The loader of a public path that a builder page may take: the published builder page (and its view's code)
 * when there is one, else the built-in page's saved edits (`slug`, for the built-in pages). Returns the page or null.
 */
export async function loadBuilderOrBuiltInPage(
  context: RouterContext,
  path: string,
  slug?: EditablePageSlug,
): Promise<PublishedBuilderPage | null> {
  const page = await loadPublishedBuilderPage(context, path);
  if (page !== null) await importPublishedPageView();
  else if (slug !== undefined) await loadPageContent(context, slug);
  return page;
}
