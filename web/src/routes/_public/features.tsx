import { createFileRoute } from '@tanstack/react-router';
import { FeaturesPage } from '../../features/marketing/features-page.tsx';
import { builtInPageRoute } from './-built-in-page-route.ts';
import { builtInPageView } from './-built-in-page-view.tsx';

// A published builder page at /features replaces the built-in page while it is published.
const features = builtInPageRoute('/features', 'features');

export const Route = createFileRoute('/_public/features')({ ...features.options, component: builtInPageView(features, FeaturesPage) });
