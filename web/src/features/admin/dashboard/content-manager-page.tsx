import { editablePageBySlug } from '@app/contracts/editable-pages';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { ContentManagerHome } from './content-manager-home.tsx';
import { PageEditingView } from './page-editing-view.tsx';

/** /admin/dashboard: the content manager, either the page cards or the editing view of `?page=`. */
export function ContentManagerPage({ pageSlug }: { pageSlug?: string }) {
  const page = pageSlug ? editablePageBySlug(pageSlug) : undefined;
  useDocumentTitle(page ? `Editing ${page.name} · Admin` : 'Website Content Manager · Admin');
  return page ? <PageEditingView key={page.slug} page={page} /> : <ContentManagerHome />;
}
