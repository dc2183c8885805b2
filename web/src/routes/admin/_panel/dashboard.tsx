import { createFileRoute } from '@tanstack/react-router';
import { parseBlogManagerSearch, type BlogManagerSearch } from '../../../features/admin/blog-manager/blog-manager-search.ts';
import { ContentManagerPage } from '../../../features/admin/dashboard/content-manager-page.tsx';

export const Route = createFileRoute('/admin/_panel/dashboard')({
  // The page checks the slug against the editable pages; an unknown one shows the page cards.
  // `blog` and `post` keep the blog manager (a modal over the Blog page's editor) open across reloads.
  validateSearch: (search: Record<string, unknown>): { page?: string } & BlogManagerSearch => ({
    ...(typeof search.page === 'string' ? { page: search.page } : {}),
    ...parseBlogManagerSearch(search),
  }),
  component: function DashboardRoute() {
    return <ContentManagerPage pageSlug={Route.useSearch().page} />;
  },
});
