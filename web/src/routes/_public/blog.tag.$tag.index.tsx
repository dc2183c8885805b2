import { createFileRoute } from '@tanstack/react-router';
import { BlogTagPage } from '../../features/blog/blog-tag-page.tsx';
import { blogTagAddressOf, loadBlogTag } from '../../features/blog/blog-tag-route.ts';

export const Route = createFileRoute('/_public/blog/tag/$tag/')({
  // A tag's first page: read, not used, so served as islands (no app script).
  staticData: { islands: true },
  loader: ({ context, params }) => loadBlogTag(context, blogTagAddressOf(params)),
  component: BlogTagFirstPage,
});

function BlogTagFirstPage() {
  const { tag, page } = blogTagAddressOf(Route.useParams());
  return <BlogTagPage tag={tag} page={page} />;
}
