import { blogCategoryKeyOf, blogListingHref } from '@app/contracts/blog-listing-address';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadBlogListing } from '../../features/blog/blog-listing-load.ts';
import { BlogListingView } from '../../features/blog/blog-listing-view.tsx';
import { blogSearchText } from '../../features/blog/blog-search-params.ts';

export const Route = createFileRoute('/_public/blog/')({
  // Content and the blog browser (an island): served as islands.
  staticData: { islands: true },
  // The old address of a category (`/blog?category=key`) moved to the category's own page.
  beforeLoad: ({ search }) => {
    const raw = search as Record<string, unknown>;
    const category = blogCategoryKeyOf(raw.category);
    if (category) throw redirect({ href: blogListingHref({ category, q: blogSearchText(raw) }), statusCode: 301 });
  },
  loaderDeps: ({ search }) => ({ q: blogSearchText(search as Record<string, unknown>) }),
  loader: ({ context, deps }) => loadBlogListing(context, { page: 1, category: null, q: deps.q }),
  component: BlogFirstPage,
});

function BlogFirstPage() {
  const { q } = Route.useLoaderDeps();
  return <BlogListingView address={{ page: 1, category: null, q }} />;
}
