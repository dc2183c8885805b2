import { createFileRoute } from '@tanstack/react-router';
import { ContentManagerPage } from '../../../features/admin/dashboard/content-manager-page.tsx';

export const Route = createFileRoute('/admin/_panel/dashboard')({
  // The page checks the slug against the editable pages; an unknown one shows the page cards.
  validateSearch: (search: Record<string, unknown>): { page?: string } =>
    typeof search.page === 'string' ? { page: search.page } : {},
  component: function DashboardRoute() {
    return <ContentManagerPage pageSlug={Route.useSearch().page} />;
  },
});
