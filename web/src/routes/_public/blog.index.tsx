import { createFileRoute } from '@tanstack/react-router';
import { loadPageContent, PublicPageEdits } from '../../features/page-content/public-page-edits.tsx';
import { BlogIndexPage } from '../../features/blog/blog-index-page.tsx';

export const Route = createFileRoute('/_public/blog/')({
  loader: ({ context }) => loadPageContent(context, 'blog'),
  component: () => (
    <PublicPageEdits slug="blog">
      <BlogIndexPage />
    </PublicPageEdits>
  ),
});
