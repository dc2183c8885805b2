import { createFileRoute } from '@tanstack/react-router';
import { loadPageContent, PublicPageEdits } from '../../features/page-content/public-page-edits.tsx';
import { AboutPage } from '../../features/marketing/about-page.tsx';

export const Route = createFileRoute('/_public/about')({
  loader: ({ context }) => loadPageContent(context, 'about'),
  component: () => (
    <PublicPageEdits slug="about">
      <AboutPage />
    </PublicPageEdits>
  ),
});
