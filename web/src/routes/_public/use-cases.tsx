import { createFileRoute } from '@tanstack/react-router';
import { loadPageContent, PublicPageEdits } from '../../features/page-content/public-page-edits.tsx';
import { UseCasesPage } from '../../features/marketing/use-cases-page.tsx';

export const Route = createFileRoute('/_public/use-cases')({
  loader: ({ context }) => loadPageContent(context, 'use-cases'),
  component: () => (
    <PublicPageEdits slug="use-cases">
      <UseCasesPage />
    </PublicPageEdits>
  ),
});
