import { createFileRoute } from '@tanstack/react-router';
import { BuilderOrBuiltInPage } from '../../features/builder/public/builder-or-built-in-page.tsx';
import { loadBuilderOrBuiltInPage } from '../../features/builder/public/builder-page-loader.ts';
import { UseCasesPage } from '../../features/marketing/use-cases-page.tsx';

// A published builder page at /use-cases replaces the built-in page while it is published.
export const Route = createFileRoute('/_public/use-cases')({
  // Content with a testimonials carousel: served as islands.
  staticData: { islands: true },
  loader: ({ context }) => loadBuilderOrBuiltInPage(context, '/use-cases', 'use-cases'),
  component: () => (
    <BuilderOrBuiltInPage path="/use-cases" slug="use-cases">
      <UseCasesPage />
    </BuilderOrBuiltInPage>
  ),
});
