import { createFileRoute } from '@tanstack/react-router';
import { FeaturesPage } from '../../features/marketing/features-page.tsx';

export const Route = createFileRoute('/_public/features')({
  component: FeaturesPage,
});
