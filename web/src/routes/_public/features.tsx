import { createFileRoute } from '@tanstack/react-router';
import { loadPageContent, PublicPageEdits } from '../../features/page-content/public-page-edits.tsx';
import { FeaturesPage } from '../../features/marketing/features-page.tsx';

export const Route = createFileRoute('/_public/features')({
  loader: ({ context }) => loadPageContent(context, 'features'),
  component: () => (
    <PublicPageEdits slug="features">
      <FeaturesPage />
    </PublicPageEdits>
  ),
});
