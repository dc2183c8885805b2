import { PRODUCT_NAME } from '@app/contracts/brand';
import type { PublishedBuilderPage } from '@app/contracts';
import type { BuilderElement } from '@app/builder-engine';
import { useLocation } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { BuilderElementView } from '../elements/builder-element-view.tsx';
import { BUILDER_ROOT_CLASS } from '../elements/builder-root-class.ts';
import { BuilderRenderProvider, type BuilderRenderContextValue } from '../elements/builder-render-context.tsx';
import { pageStylesheet } from '../elements/page-stylesheet.ts';

/** The id of the first heading in document order: drawn as the page's h1. */
function firstHeadingId(elements: readonly BuilderElement[]): string | undefined {
  for (const element of elements) {
    if (element.type === 'heading') return element.id;
    const inside = firstHeadingId(element.children);
    if (inside !== undefined) return inside;
  }
  return undefined;
}

/** A published builder page in the public layout: its elements styled by one stylesheet, its title in the tab, and its forms (islands) sending to the inbox. */
export function PublishedBuilderPageView({ page }: { page: PublishedBuilderPage }) {
  useDocumentTitle(page.meta.title || `${page.name} · ${PRODUCT_NAME}`);
  const pagePath = useLocation({ select: (location) => location.pathname });
  const sentFormId = useLocation({ select: (location) => new URLSearchParams(location.searchStr).get('sent') });
  const stylesheet = useMemo(() => pageStylesheet(page.elements), [page.elements]);
  const context = useMemo<BuilderRenderContextValue>(
    () => ({
      pageSlug: page.slug,
      pagePath,
      primaryHeadingId: firstHeadingId(page.elements),
      sentFormId,
      classNames: stylesheet.classNames,
      // The published and preview reads sanitise every rich text on the server (publicRichText).
      richTextSanitised: true,
    }),
    [page.slug, pagePath, page.elements, sentFormId, stylesheet],
  );
  return (
    <BuilderRenderProvider value={context}>
      <main id="main" tabIndex={-1} className={`flex-1 outline-none ${BUILDER_ROOT_CLASS}`} data-builder-page={page.slug}>
        {/* The page's own stylesheet, sent and cached with its HTML: desktop first, with tablet and mobile queries. */}
        <style data-builder-styles={page.slug}>{stylesheet.css}</style>
        {page.elements.map((element) => (
          <BuilderElementView key={element.id} element={element} />
        ))}
      </main>
    </BuilderRenderProvider>
  );
}
