import { createFileRoute } from '@tanstack/react-router';
import { loadPageContent, PublicPageEdits } from '../../features/page-content/public-page-edits.tsx';
import { BlogIndexPage } from '../../features/blog/blog-index-page.tsx';

export const Route = createFileRoute('/_public/blog/')({
  // Content and the blog browser (an island): served as islands.
  staticData: { islands: true },
  loader: ({ context }) =>
    Promise.all([
      loadPageContent(context, 'blog'),
      // The list is in the cache before the page renders (so the server-rendered page lists the
      // articles); a failed read leaves the query in error and the page offers a retry.
      context.trpc.blogPost.list.ensureData().catch(() => undefined),
    ]),
  component: () => (
    <PublicPageEdits slug="blog">
      <BlogIndexPage />
    </PublicPageEdits>
  ),
});
