import type { EditablePageSlug } from '@app/contracts/editable-pages';
import type { ReactNode } from 'react';
import type { RouterContext } from '../../router-context.ts';
import { usePageContent } from './page-content-query.ts';
import { PageEditsProvider } from './page-edits-context.tsx';

/**
 * A route loader step for an editable page: its saved content is in the cache before the page first
 * renders (so saved edits never flash in after the built-in text). A failed read lets the page render
 * as built.
 */
export async function loadPageContent(context: RouterContext, slug: EditablePageSlug): Promise<void> {
  await context.trpc.page.bySlug.ensureData({ slug }).catch(() => undefined);
}

/** Applies an editable page's saved edits to the public page below it. */
export function PublicPageEdits({ slug, children }: { slug: EditablePageSlug; children: ReactNode }) {
  return <PageEditsProvider edits={usePageContent(slug)?.edits}>{children}</PageEditsProvider>;
}
