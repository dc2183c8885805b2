import { createFileRoute } from '@tanstack/react-router';
import { BuilderOrBuiltInPage } from '../../features/builder/public/builder-or-built-in-page.tsx';
import { loadBuilderOrBuiltInPage } from '../../features/builder/public/builder-page-loader.ts';
import { PricingPage } from '../../features/marketing/pricing-page.tsx';

// A published builder page at /pricing replaces the built-in page while it is published.
export const Route = createFileRoute('/_public/pricing')({
  // Static content with a few islands (or a builder page): served as islands.
  staticData: { islands: true },
  loader: ({ context }) => loadBuilderOrBuiltInPage(context, '/pricing', 'pricing'),
  component: () => (
    <BuilderOrBuiltInPage path="/pricing" slug="pricing">
      <PricingPage />
    </BuilderOrBuiltInPage>
  ),
});
