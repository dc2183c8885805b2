import { createFileRoute } from '@tanstack/react-router';
import { BuilderOrBuiltInPage } from '../../features/builder/public/builder-or-built-in-page.tsx';
import { loadBuilderOrBuiltInPage } from '../../features/builder/public/builder-page-loader.ts';
import { HomePage } from '../../features/marketing/home-page.tsx';

// A published builder page at / replaces the built-in page while it is published.
export const Route = createFileRoute('/_public/')({
  // Static content with a few islands (or a builder page): served as islands.
  staticData: { islands: true },
  loader: ({ context }) => loadBuilderOrBuiltInPage(context, '/', 'home'),
  component: () => (
    <BuilderOrBuiltInPage path="/" slug="home">
      <HomePage />
    </BuilderOrBuiltInPage>
  ),
});
