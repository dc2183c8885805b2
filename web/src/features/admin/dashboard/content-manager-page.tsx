import { editablePageBySlug } from '@app/contracts/editable-pages';
import { may } from '@app/contracts/roles';
import { lazy, Suspense, type ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useRole } from '../../auth/use-role.ts';
import { ContentManagerHome } from './content-manager-home.tsx';
import { ViewLoading } from './view-loading.tsx';

// The page cards are what a sign-in lands on: the editing view (every public page's component, the in-page editor,
// the blog manager) and an author's own posts load when asked for, so the cards do not wait for them.
const PageEditingView = lazy(async () => ({ default: (await import('./page-editing-view.tsx')).PageEditingView }));
const OwnPostsHome = lazy(async () => ({ default: (await import('./own-posts-home.tsx')).OwnPostsHome }));

/**
 * /admin/dashboard: the content manager, either the page cards or the editing view of `?page=`; for an author or
 * contributor (who may not edit pages), their own blog posts whatever the page.
 */
export function ContentManagerPage({ pageSlug }: { pageSlug?: string }) {
  const page = pageSlug ? editablePageBySlug(pageSlug) : undefined;
  const editsPages = may(useRole(), 'allContent');
  useDocumentTitle(!editsPages ? 'Your Blog Posts · Admin' : page ? `Editing ${page.name} · Admin` : 'Website Content Manager · Admin');
  if (!editsPages) return <Loading what="your blog posts" view={<OwnPostsHome />} />;
  return page ? <Loading what={page.name} view={<PageEditingView key={page.slug} page={page} />} /> : <ContentManagerHome />;
}

/** `view`, with "Loading {what}…" while its code arrives. */
function Loading({ what, view }: { what: string; view: ReactNode }) {
  return <Suspense fallback={<ViewLoading what={what} />}>{view}</Suspense>;
}
