import { createFileRoute } from '@tanstack/react-router';
import { BlogTagPage } from '../../features/blog/blog-tag-page.tsx';
import { blogTagAddressOf, loadBlogTag } from '../../features/blog/blog-tag-route.ts';

export const Route = createFileRoute('/_public/blog/tag/$tag/page/$page')({
  // An older page of a tag: served as islands.
  staticData: { islands: true },
  loader: ({ context, params }) => loadBlogTag(context, blogTagAddressOf(params)),
  component: BlogTagOlderPage,
});

function BlogTagOlderPage() {
  const { tag, page } = blogTagAddressOf(Route.useParams());
  return <BlogTagPage tag={tag} page={page} />;
}
