import { createFileRoute } from '@tanstack/react-router';
import { loadPageContent, PublicPageEdits } from '../../features/page-content/public-page-edits.tsx';
import { PricingPage } from '../../features/marketing/pricing-page.tsx';

export const Route = createFileRoute('/_public/pricing')({
  loader: ({ context }) => loadPageContent(context, 'pricing'),
  component: () => (
    <PublicPageEdits slug="pricing">
      <PricingPage />
    </PublicPageEdits>
  ),
});
