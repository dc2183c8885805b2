import { createFileRoute } from '@tanstack/react-router';
import { loadPageContent, PublicPageEdits } from '../../features/page-content/public-page-edits.tsx';
import { HomePage } from '../../features/marketing/home-page.tsx';

export const Route = createFileRoute('/_public/')({
  loader: ({ context }) => loadPageContent(context, 'home'),
  component: () => (
    <PublicPageEdits slug="home">
      <HomePage />
    </PublicPageEdits>
  ),
});
