import { createFileRoute } from '@tanstack/react-router';
import { BuilderOrBuiltInPage } from '../../features/builder/public/builder-or-built-in-page.tsx';
import { loadBuilderOrBuiltInPage } from '../../features/builder/public/builder-page-loader.ts';
import { FeaturesPage } from '../../features/marketing/features-page.tsx';

// A published builder page at /features replaces the built-in page while it is published.
export const Route = createFileRoute('/_public/features')({
  // Content with a testimonials carousel: served as islands.
  staticData: { islands: true },
  loader: ({ context }) => loadBuilderOrBuiltInPage(context, '/features', 'features'),
  component: () => (
    <BuilderOrBuiltInPage path="/features" slug="features">
      <FeaturesPage />
    </BuilderOrBuiltInPage>
  ),
});
