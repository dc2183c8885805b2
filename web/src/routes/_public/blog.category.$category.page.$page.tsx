import { createFileRoute } from '@tanstack/react-router';
import { blogListingAddressOf, loadBlogListing } from '../../features/blog/blog-listing-load.ts';
import { BlogListingView } from '../../features/blog/blog-listing-view.tsx';
import { blogSearchText } from '../../features/blog/blog-search-params.ts';

export const Route = createFileRoute('/_public/blog/category/$category/page/$page')({
  // An older page of a category: served as islands.
  staticData: { islands: true },
  loaderDeps: ({ search }) => ({ q: blogSearchText(search as Record<string, unknown>) }),
  loader: ({ context, params, deps }) => loadBlogListing(context, blogListingAddressOf(params, deps.q)),
  component: BlogCategoryOlderPage,
});

function BlogCategoryOlderPage() {
  const params = Route.useParams();
  const { q } = Route.useLoaderDeps();
  return <BlogListingView address={blogListingAddressOf(params, q)} />;
}
