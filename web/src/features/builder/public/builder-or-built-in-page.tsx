import type { EditablePageSlug } from '@app/contracts/editable-pages';
import { lazy, Suspense, type ReactNode } from 'react';
import { PublicPageEdits } from '../../page-content/public-page-edits.tsx';
import { importPublishedPageView, loadedPublishedPageView } from './builder-page-loader.ts';
import { usePublishedBuilderPage } from './builder-page-query.ts';

// Used only when a builder page appears after the loader ran without one (its module not fetched yet).
const LazyPublishedPageView = lazy(async () => ({ default: (await importPublishedPageView()).PublishedBuilderPageView }));

/**
 * Draws the published builder page at `path` when there is one, in place of the built-in page (`children`, with
 * its saved edits when `slug` names an editable page). The loader has already read both, so nothing flashes.
 */
export function BuilderOrBuiltInPage({ path, slug, children }: { path: string; slug?: EditablePageSlug; children?: ReactNode }) {
  const page = usePublishedBuilderPage(path);
  if (page) {
    const View = loadedPublishedPageView()?.PublishedBuilderPageView ?? LazyPublishedPageView;
    return (
      <Suspense fallback={null}>
        <View page={page} />
      </Suspense>
    );
  }
  return slug === undefined ? children : <PublicPageEdits slug={slug}>{children}</PublicPageEdits>;
}
