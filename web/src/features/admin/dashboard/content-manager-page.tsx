import { editablePageBySlug } from '@app/contracts/editable-pages';
import { may } from '@app/contracts/roles';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useRole } from '../../auth/use-role.ts';
import { OwnPostsHome } from './own-posts-home.tsx';
import { ContentManagerHome } from './content-manager-home.tsx';
import { PageEditingView } from './page-editing-view.tsx';

/**
 * /admin/dashboard: the content manager, either the page cards or the editing view of `?page=`; for an author or
 * contributor (who may not edit pages), their own blog posts whatever the page.
 */
export function ContentManagerPage({ pageSlug }: { pageSlug?: string }) {
  const page = pageSlug ? editablePageBySlug(pageSlug) : undefined;
  const editsPages = may(useRole(), 'allContent');
  useDocumentTitle(!editsPages ? 'Your Blog Posts · Admin' : page ? `Editing ${page.name} · Admin` : 'Website Content Manager · Admin');
  if (!editsPages) return <OwnPostsHome />;
  return page ? <PageEditingView key={page.slug} page={page} /> : <ContentManagerHome />;
}
