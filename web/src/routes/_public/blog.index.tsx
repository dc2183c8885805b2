import { createFileRoute } from '@tanstack/react-router';
import { BlogIndexPage } from '../../features/blog/blog-index-page.tsx';

export const Route = createFileRoute('/_public/blog/')({
  component: BlogIndexPage,
});
