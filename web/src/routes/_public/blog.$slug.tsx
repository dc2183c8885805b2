import { createFileRoute } from '@tanstack/react-router';
import { BlogArticlePage } from '../../features/blog/blog-article-page.tsx';

export const Route = createFileRoute('/_public/blog/$slug')({
  component: BlogArticlePage,
});
