import { createFileRoute } from '@tanstack/react-router';
import { BuilderOrBuiltInPage } from '../../features/builder/public/builder-or-built-in-page.tsx';
import { loadBuilderOrBuiltInPage } from '../../features/builder/public/builder-page-loader.ts';
import { AboutPage } from '../../features/marketing/about-page.tsx';

// A published builder page at /about replaces the built-in page while it is published.
export const Route = createFileRoute('/_public/about')({
  // Static content (or a builder page): served as islands.
  staticData: { islands: true },
  loader: ({ context }) => loadBuilderOrBuiltInPage(context, '/about', 'about'),
  component: () => (
    <BuilderOrBuiltInPage path="/about" slug="about">
      <AboutPage />
    </BuilderOrBuiltInPage>
  ),
});
