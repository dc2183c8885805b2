import { PAGE_META } from '@app/contracts';
import { editablePageBySlug, type EditablePageSlug } from '@app/contracts/editable-pages';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { usePageContent } from './page-content-query.ts';

/**
 * Sets the tab title of one of the seven editable pages: its saved SEO title when an admin set one,
 * else its built-in title, exactly as the server writes the page's `<title>`.
 */
export function useEditablePageTitle(slug: EditablePageSlug): void {
  const saved = usePageContent(slug)?.seo.title;
  const path = editablePageBySlug(slug)?.path ?? '/';
  useDocumentTitle(saved || PAGE_META[path].title);
}
